import type { ParcelEvent, ParcelStatus } from '../../events/parcel-events';
import { assertNever } from '../shared/decider';

export type ParcelState =
  | { status: 'unknown' }
  | { status: ParcelStatus; parcelId: string; customerId: string; trackingNumber: string };

export const initialParcelState = (): ParcelState => ({ status: 'unknown' });

export const evolveParcel = (state: ParcelState, event: ParcelEvent): ParcelState => {
  switch (event.type) {
    case 'ParcelDeclared':
      return {
        status: 'declared',
        parcelId: event.data.parcelId,
        customerId: event.data.customerId,
        trackingNumber: event.data.trackingNumber,
      };
    case 'ParcelReceived':
      return state.status === 'unknown' ? state : { ...state, status: 'received' };
    default:
      return assertNever(event);
  }
};

import type { ParcelEvent, ParcelStatus } from '../../events/parcel-events';
import { assertNever } from '../shared/decider';

export type ParcelMeasurements = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };

export type ParcelState =
  | { status: 'unknown' }
  | {
      status: ParcelStatus;
      parcelId: string;
      customerId: string;
      trackingNumber: string;
      measured: ParcelMeasurements | null;
      /** uploads already attached as photos (issue 9): a retried attachment finds its own here */
      photoUploadIds: readonly string[];
    };

export const initialParcelState = (): ParcelState => ({ status: 'unknown' });

export const evolveParcel = (state: ParcelState, event: ParcelEvent): ParcelState => {
  switch (event.type) {
    case 'ParcelDeclared':
      return {
        status: 'declared',
        parcelId: event.data.parcelId,
        customerId: event.data.customerId,
        trackingNumber: event.data.trackingNumber,
        measured: null,
        photoUploadIds: [],
      };
    case 'ParcelReceived':
      return state.status === 'unknown'
        ? state
        : {
            ...state,
            status: 'received',
            measured: {
              weightGrams: event.data.weightGrams,
              lengthCm: event.data.lengthCm,
              widthCm: event.data.widthCm,
              heightCm: event.data.heightCm,
            },
          };
    case 'ParcelPhotoAttached':
      return state.status === 'unknown' ? state : { ...state, photoUploadIds: [...state.photoUploadIds, event.data.uploadId] };
    default:
      return assertNever(event);
  }
};

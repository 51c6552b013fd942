import type { Carrier, ParcelCategory, ParcelStatus } from '../../events/parcel-events';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';

export type ParcelRow = {
  parcelId: string;
  streamId: string;
  streamVersion: number;
  customerId: string;
  listPartition: 'parcel';
  /** sort key of every list: declaration time, then id */
  declaredKey: string;
  trackingNumber: string;
  carrier: Carrier;
  category: ParcelCategory;
  description: string;
  senderName: string;
  senderPhone: string;
  senderEmail: string;
  status: ParcelStatus;
  declaredWeightGrams: number;
  declaredLengthCm: number;
  declaredWidthCm: number;
  declaredHeightCm: number;
  declaredValueCents: number;
  instructions: string;
  weightGrams: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  declaredAt: string;
  receivedAt: string | null;
  updatedAt: string;
  history: { status: ParcelStatus; at: string }[];
};

export const parcelsProjection: Projection<ParcelRow, 'ParcelDeclared' | 'ParcelReceived'> = {
  readModel: 'parcels',
  eventTypes: ['ParcelDeclared', 'ParcelReceived'],
  keyOf: (event) => ({ parcelId: event.streamId.replace(/^parcel-/, '') }),
  evolve: (row, event) => {
    switch (event.type) {
      case 'ParcelDeclared': {
        const { data } = event;
        return {
          parcelId: data.parcelId,
          streamId: event.streamId,
          streamVersion: event.version,
          customerId: data.customerId,
          listPartition: 'parcel',
          declaredKey: `${event.occurredAt}#${data.parcelId}`,
          trackingNumber: data.trackingNumber,
          carrier: data.carrier,
          category: data.category,
          description: data.description,
          senderName: data.sender.name,
          senderPhone: data.sender.phone,
          senderEmail: data.sender.email,
          status: 'declared',
          declaredWeightGrams: data.weightGrams,
          declaredLengthCm: data.lengthCm,
          declaredWidthCm: data.widthCm,
          declaredHeightCm: data.heightCm,
          declaredValueCents: data.declaredValueCents,
          instructions: data.instructions,
          weightGrams: null,
          lengthCm: null,
          widthCm: null,
          heightCm: null,
          declaredAt: event.occurredAt,
          receivedAt: null,
          updatedAt: event.occurredAt,
          history: [{ status: 'declared', at: event.occurredAt }],
        };
      }
      case 'ParcelReceived':
        return (
          row && {
            ...row,
            status: 'received',
            weightGrams: event.data.weightGrams,
            lengthCm: event.data.lengthCm,
            widthCm: event.data.widthCm,
            heightCm: event.data.heightCm,
            receivedAt: event.occurredAt,
            updatedAt: event.occurredAt,
            history: [...row.history, { status: 'received', at: event.occurredAt }],
          }
        );
      default:
        return assertNever(event);
    }
  },
};

import type { ParcelEvent, ParcelStatus } from '../../events/parcel-events';
import { assertNever } from '../shared/decider';
import type { StorageDay, StorageReminder, StorageTerms } from './storage';

export type ParcelMeasurements = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };

/** Storage since reception: its terms, the last day accrued and the reminders recorded. */
export type ParcelStorage = { terms: StorageTerms; accruedThrough: StorageDay | null; feesCents: number; reminders: readonly StorageReminder[] };

export type ParcelState =
  | { status: 'unknown' }
  | {
      status: ParcelStatus;
      parcelId: string;
      customerId: string;
      trackingNumber: string;
      measured: ParcelMeasurements | null;
      storage: ParcelStorage | null;
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
        storage: null,
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
    // --- Storage (issue 9)
    case 'ParcelStorageStarted':
      return state.status === 'unknown'
        ? state
        : { ...state, storage: { terms: { receivedDay: event.data.receivedDay, freeDays: event.data.freeDays }, accruedThrough: null, feesCents: 0, reminders: [] } };
    case 'StorageFeeAccrued':
      return state.status === 'unknown' || !state.storage
        ? state
        : { ...state, storage: { ...state.storage, accruedThrough: event.data.day, feesCents: state.storage.feesCents + event.data.amountCents } };
    case 'StorageReminderSent':
      return state.status === 'unknown' || !state.storage
        ? state
        : { ...state, storage: { ...state.storage, reminders: [...state.storage.reminders, { kind: event.data.kind, day: event.data.day }] } };
    case 'ParcelStatusCorrected':
      return state.status === 'unknown' ? state : { ...state, status: event.data.to };
    // --- Photos (issue 9)
    case 'ParcelPhotoAttached':
      return state.status === 'unknown' ? state : { ...state, photoUploadIds: [...state.photoUploadIds, event.data.uploadId] };
    // --- Reception (issue 9): the ParcelReceived of the same changeset brings the measurements.
    case 'ParcelRegisteredAtReception':
      return {
        status: 'received',
        parcelId: event.data.parcelId,
        customerId: event.data.customerId,
        trackingNumber: event.data.trackingNumber,
        measured: null,
        storage: null,
        photoUploadIds: [],
      };
    default:
      return assertNever(event);
  }
};

import type { CorrectableDetails, ParcelEvent, ParcelStatus } from '../../events/parcel-events';
import { assertNever } from '../shared/decider';
import { registeredParcelCategory } from './reception-input';
import type { StorageDay, StorageReminder, StorageTerms } from './storage';

/** What a command on a parcel that does not exist (or is not the asker's) answers. */
export const parcelNotFoundMessage = 'Colis introuvable';

export type ParcelMeasurements = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };

/** The details staff may correct besides the measures (parcel page). */
export type ParcelDetails = Pick<CorrectableDetails, 'carrier' | 'category' | 'description' | 'declaredValueCents' | 'instructions'>;

/** Storage since reception: its terms, the last day accrued and the reminders recorded. */
export type ParcelStorage = { terms: StorageTerms; accruedThrough: StorageDay | null; feesCents: number; reminders: readonly StorageReminder[] };

export type ParcelState =
  | { status: 'unknown' }
  | {
      status: ParcelStatus;
      parcelId: string;
      customerId: string;
      trackingNumber: string;
      details: ParcelDetails;
      measured: ParcelMeasurements | null;
      /** the shelf it sits on once put away (`A-01-03`) */
      location: string | null;
      /** the shipment it leaves in, from the customer's request */
      shipmentId: string | null;
      /** the last quote that made it ready to ship (still so, or expired since) */
      quoteNumber: string | null;
      storage: ParcelStorage | null;
      /** uploads already attached as photos: a retried attachment finds its own here */
      photoUploadIds: readonly string[];
      /** the return to mainland France it is in (out of storage, no fees) */
      returnId: string | null;
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
        details: {
          carrier: event.data.carrier,
          category: event.data.category,
          description: event.data.description,
          declaredValueCents: event.data.declaredValueCents,
          instructions: event.data.instructions,
        },
        measured: null,
        location: null,
        shipmentId: null,
        quoteNumber: null,
        storage: null,
        photoUploadIds: [],
        returnId: null,
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
    // --- Storage
    case 'ParcelStorageStarted':
      return state.status === 'unknown'
        ? state
        : { ...state, storage: { terms: { receivedDay: event.data.receivedDay, freeDays: event.data.freeDays }, accruedThrough: null, feesCents: 0, reminders: [] } };
    case 'ParcelFreeStorageShortened':
      return state.status === 'unknown' || !state.storage
        ? state
        : { ...state, storage: { ...state.storage, terms: { ...state.storage.terms, freeDays: event.data.freeDays } } };
    case 'StorageFeeAccrued':
      return state.status === 'unknown' || !state.storage
        ? state
        : { ...state, storage: { ...state.storage, accruedThrough: event.data.to, feesCents: state.storage.feesCents + event.data.amountCents } };
    case 'StorageReminderSent':
      return state.status === 'unknown' || !state.storage
        ? state
        : { ...state, storage: { ...state.storage, reminders: [...state.storage.reminders, { kind: event.data.kind, day: event.data.day }] } };
    case 'ParcelStatusCorrected':
      return state.status === 'unknown' ? state : { ...state, status: event.data.to };
    // --- Photos
    case 'ParcelPhotoAttached':
      return state.status === 'unknown' ? state : { ...state, photoUploadIds: [...state.photoUploadIds, event.data.uploadId] };
    // --- Reception: the ParcelReceived of the same changeset brings the measurements.
    case 'ParcelRegisteredAtReception':
      return {
        status: 'received',
        parcelId: event.data.parcelId,
        customerId: event.data.customerId,
        trackingNumber: event.data.trackingNumber,
        details: {
          carrier: event.data.carrier,
          category: registeredParcelCategory,
          description: event.data.description,
          declaredValueCents: event.data.declaredValueCents,
          instructions: event.data.instructions,
        },
        measured: null,
        location: null,
        shipmentId: null,
        quoteNumber: null,
        storage: null,
        photoUploadIds: [],
        returnId: null,
      };
    // --- Parcel page
    case 'ParcelDetailsCorrected': {
      if (state.status === 'unknown') return state;
      const { weightGrams, lengthCm, widthCm, heightCm, ...details } = event.data.after;
      const measured = state.measured && {
        weightGrams: weightGrams ?? state.measured.weightGrams,
        lengthCm: lengthCm ?? state.measured.lengthCm,
        widthCm: widthCm ?? state.measured.widthCm,
        heightCm: heightCm ?? state.measured.heightCm,
      };
      return { ...state, details: { ...state.details, ...details }, measured };
    }
    case 'ParcelPutAway':
      return state.status === 'unknown' ? state : { ...state, status: 'stored', location: event.data.location };
    case 'ParcelNotificationSent':
      return state;
    // --- Shipments
    case 'ParcelShipmentRequested':
      return state.status === 'unknown' ? state : { ...state, shipmentId: event.data.shipmentId };
    case 'ParcelShipmentReleased':
      return state.status === 'unknown' || state.shipmentId !== event.data.shipmentId
        ? state
        : { ...state, shipmentId: null, status: state.status === 'ready_to_ship' ? 'stored' : state.status };
    case 'ParcelReadyToShip':
      return state.status === 'unknown' ? state : { ...state, status: 'ready_to_ship', shipmentId: event.data.shipmentId, quoteNumber: event.data.quoteNumber };
    case 'ParcelQuoteExpired':
      return state.status === 'unknown' ? state : { ...state, status: 'stored' };
    case 'ParcelShipped':
      return state.status === 'unknown' ? state : { ...state, status: 'shipped' };
    case 'ParcelDelivered':
      return state.status === 'unknown' ? state : { ...state, status: 'delivered' };
    // --- Returns
    case 'ParcelReturnStarted':
      return state.status === 'unknown' ? state : { ...state, returnId: event.data.returnId };
    case 'ParcelReturnReleased': {
      if (state.status === 'unknown' || state.returnId !== event.data.returnId) return state;
      const { storage } = state;
      const { resumedAfter } = event.data;
      // The days spent in the return are never billed: accrual resumes after the release day.
      const resumed = storage && (storage.accruedThrough === null || storage.accruedThrough < resumedAfter) ? { ...storage, accruedThrough: resumedAfter } : storage;
      return { ...state, returnId: null, storage: resumed };
    }
    case 'ParcelReturned':
      return state.status === 'unknown' ? state : { ...state, status: 'returned' };
    default:
      return assertNever(event);
  }
};

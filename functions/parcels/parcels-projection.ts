import * as z from 'zod';
import { carrierSchema, parcelCategorySchema, parcelStatusSchema, photoContentTypeSchema } from '../../events/parcel-events';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';
import { parcelsTable } from './parcels-table';
import { normalizedTrackingNumber } from '../../domain/parcel/parcel-input';
import { registeredParcelCategory } from '../../domain/parcel/reception-input';
import { shownParcelStatuses, shownParcelStatusOf } from '../../domain/parcel/parcel-labels';

const storedImageRowSchema = z.object({
  key: z.string(),
  contentType: photoContentTypeSchema,
  sizeBytes: z.number(),
  width: z.number(),
  height: z.number(),
});

/** A photo of the parcel: keys only; the views turn them into short-lived links. */
export const parcelPhotoRowSchema = z.object({
  photoId: z.string(),
  description: z.string(),
  attachedAt: z.string(),
  attachedBy: z.object({ kind: z.string(), id: z.string() }),
  original: storedImageRowSchema,
  thumbnail: storedImageRowSchema,
});
export type ParcelPhotoRow = z.infer<typeof parcelPhotoRowSchema>;

export const parcelRowSchema = z.object({
  parcelId: z.string(),
  customerId: z.string(),
  listPartition: z.literal('parcel'),
  /** sort key of every list: declaration time, then id */
  declaredKey: z.string(),
  trackingNumber: z.string(),
  carrier: carrierSchema,
  category: parcelCategorySchema,
  description: z.string(),
  senderName: z.string(),
  senderPhone: z.string(),
  senderEmail: z.string(),
  status: parcelStatusSchema,
  declaredWeightGrams: z.number(),
  declaredLengthCm: z.number(),
  declaredWidthCm: z.number(),
  declaredHeightCm: z.number(),
  declaredValueCents: z.number(),
  instructions: z.string(),
  weightGrams: z.number().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  declaredAt: z.string(),
  receivedAt: z.string().nullable(),
  updatedAt: z.string(),
  history: z.array(z.object({ status: parcelStatusSchema, at: z.string() })),
  // Storage: the terms fixed at reception and the fees accrued so far; rows written before have none.
  storageReceivedDay: z.string().nullable().default(null),
  storageFreeDays: z.number().int().nullable().default(null),
  storageFeesCents: z.number().int().default(0),
  storageAccruedThrough: z.string().nullable().default(null),
  // Photos; rows written before them read as without photos.
  photos: z.array(parcelPhotoRowSchema).default([]),
  photoCount: z.number().int().default(0),
  firstThumbnailKey: z.string().nullable().default(null),
  // Reception: sort key of the search by tracking number (normalized number, then id)
  trackingKey: z.string().optional(),
  // Parcel page: the shelf it was put away on
  location: z.string().nullable().default(null),
  // Shipments: the shipment it leaves in, and the outgoing carrier's number once shipped
  shipmentId: z.string().nullable().default(null),
  outgoing: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable().default(null),
  // Returns: the return to mainland France it is in (out of storage)
  returnId: z.string().nullable().default(null),
  /**
   * The status as shown (« En retour » while a return holds it, `shownParcelStatusOf`): the back office's status
   * filter lists by it and its totals count it; `status` stays what the warehouse records. Rows written before
   * have none until their next event.
   */
  shownStatus: z.enum(shownParcelStatuses).optional(),
});
export type ParcelRow = z.infer<typeof parcelRowSchema>;

/** Reception: the search key of a parcel, its tracking number as declarations compare them ("6a 123" is "6A123"). */
export const trackingKeyOf = (trackingNumber: string, parcelId: string) => `${normalizedTrackingNumber(trackingNumber)}#${parcelId}`;

/** The totals the parcel lists show: all parcels, by status as shown (back office), by customer (customer area). */
export const parcelCounters = {
  all: 'parcels',
  byStatus: (status: string) => `parcels#status#${status}`,
  byCustomer: (customerId: string) => `parcels#customer#${customerId}`,
  // Reception: the "with photos" total of the back office's list
  withPhotos: 'parcels#with-photos',
};

/** What a new row holds before its reception: no measures, no storage, no photos. */
const notYetReceived = (at: string) => ({
  weightGrams: null,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  declaredAt: at,
  receivedAt: null,
  updatedAt: at,
  storageReceivedDay: null,
  storageFreeDays: null,
  storageFeesCents: 0,
  storageAccruedThrough: null,
  photos: [],
  photoCount: 0,
  firstThumbnailKey: null,
  location: null,
  shipmentId: null,
  outgoing: null,
  returnId: null,
});

/** A new status, its line in the row's history, and what else changed with it. */
const withStatus = (row: ParcelRow, status: ParcelRow['status'], at: string, changes: Partial<ParcelRow>): ParcelRow => ({
  ...row,
  ...changes,
  status,
  updatedAt: at,
  history: row.status === status ? row.history : [...row.history, { status, at }],
});

type ProjectedEventType =
  | 'ParcelDeclared'
  | 'ParcelReceived'
  | 'ParcelStorageStarted'
  | 'ParcelFreeStorageShortened'
  | 'StorageFeeAccrued'
  | 'ParcelStatusCorrected'
  | 'ParcelPhotoAttached'
  // Reception
  | 'ParcelRegisteredAtReception'
  // Parcel page
  | 'ParcelDetailsCorrected'
  | 'ParcelPutAway'
  | 'ParcelNotificationSent'
  // Shipments
  | 'ParcelShipmentRequested'
  | 'ParcelShipmentReleased'
  | 'ParcelReadyToShip'
  | 'ParcelQuoteExpired'
  | 'ParcelShipped'
  | 'ParcelDelivered'
  // Returns
  | 'ParcelReturnStarted'
  | 'ParcelReturnReleased'
  | 'ParcelReturned';

type ProjectedEvent = Parameters<Projection<ParcelRow, ProjectedEventType>['evolve']>[1];

/** The row after one event, its status as the warehouse records it. */
const evolveRow = (row: ParcelRow | undefined, event: ProjectedEvent): ParcelRow | undefined => {
  switch (event.type) {
    case 'ParcelDeclared': {
      const { data } = event;
      return {
        parcelId: data.parcelId,
        customerId: data.customerId,
        listPartition: 'parcel',
        declaredKey: `${event.occurredAt}#${data.parcelId}`,
        trackingKey: trackingKeyOf(data.trackingNumber, data.parcelId),
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
        ...notYetReceived(event.occurredAt),
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
    // --- Storage
    case 'ParcelStorageStarted':
      return row && { ...row, storageReceivedDay: event.data.receivedDay, storageFreeDays: event.data.freeDays };
    case 'ParcelFreeStorageShortened':
      return row && { ...row, storageFreeDays: event.data.freeDays };
    case 'StorageFeeAccrued':
      // The row's `updatedAt` is the parcel's last change by someone: a daily fee leaves it alone.
      return row && { ...row, storageFeesCents: row.storageFeesCents + event.data.amountCents, storageAccruedThrough: event.data.to };
    case 'ParcelStatusCorrected':
      return (
        row && {
          ...row,
          status: event.data.to,
          updatedAt: event.occurredAt,
          history: [...row.history, { status: event.data.to, at: event.occurredAt }],
        }
      );
    // --- Photos
    case 'ParcelPhotoAttached': {
      if (!row) return row;
      const { data } = event;
      const photos = [
        ...row.photos,
        {
          photoId: data.photoId,
          description: data.description,
          attachedAt: event.occurredAt,
          attachedBy: { kind: event.actor.kind, id: event.actor.id },
          original: data.original,
          thumbnail: data.thumbnail,
        },
      ];
      return { ...row, photos, photoCount: photos.length, firstThumbnailKey: photos[0]?.thumbnail.key ?? null, updatedAt: event.occurredAt };
    }
    // --- Reception: a parcel first seen at the warehouse; its ParcelReceived follows (status, measurements, history).
    case 'ParcelRegisteredAtReception': {
      const { data } = event;
      return {
        parcelId: data.parcelId,
        customerId: data.customerId,
        listPartition: 'parcel',
        declaredKey: `${event.occurredAt}#${data.parcelId}`,
        trackingKey: trackingKeyOf(data.trackingNumber, data.parcelId),
        trackingNumber: data.trackingNumber,
        carrier: data.carrier,
        category: registeredParcelCategory,
        description: data.description,
        senderName: '',
        senderPhone: '',
        senderEmail: '',
        status: 'received',
        declaredWeightGrams: 0,
        declaredLengthCm: 0,
        declaredWidthCm: 0,
        declaredHeightCm: 0,
        declaredValueCents: data.declaredValueCents,
        instructions: data.instructions,
        ...notYetReceived(event.occurredAt),
        // its ParcelReceived, in the same changeset, writes the first line
        history: [],
      };
    }
    // --- Parcel page
    case 'ParcelDetailsCorrected': {
      if (!row) return row;
      const { after } = event.data;
      return {
        ...row,
        carrier: after.carrier ?? row.carrier,
        category: after.category ?? row.category,
        description: after.description ?? row.description,
        declaredValueCents: after.declaredValueCents ?? row.declaredValueCents,
        instructions: after.instructions ?? row.instructions,
        weightGrams: after.weightGrams ?? row.weightGrams,
        lengthCm: after.lengthCm ?? row.lengthCm,
        widthCm: after.widthCm ?? row.widthCm,
        heightCm: after.heightCm ?? row.heightCm,
        updatedAt: event.occurredAt,
      };
    }
    case 'ParcelPutAway':
      return (
        row && {
          ...row,
          status: 'stored',
          location: event.data.location,
          updatedAt: event.occurredAt,
          // a move between shelves is no new status
          history: row.status === 'stored' ? row.history : [...row.history, { status: 'stored', at: event.occurredAt }],
        }
      );
    // Nothing to show in the lists; consumed so the row reaches the version the notification returned.
    case 'ParcelNotificationSent':
      return row;
    // --- Shipments
    case 'ParcelShipmentRequested':
      return row && { ...row, shipmentId: event.data.shipmentId, updatedAt: event.occurredAt };
    case 'ParcelShipmentReleased':
      return row && (row.status === 'ready_to_ship' ? withStatus(row, 'stored', event.occurredAt, { shipmentId: null }) : { ...row, shipmentId: null, updatedAt: event.occurredAt });
    case 'ParcelReadyToShip':
      return row && withStatus(row, 'ready_to_ship', event.occurredAt, { shipmentId: event.data.shipmentId });
    // Back in storage, still in its shipment: the daily accrual finds it again by its status.
    case 'ParcelQuoteExpired':
      return row && withStatus(row, 'stored', event.occurredAt, {});
    case 'ParcelShipped':
      return row && withStatus(row, 'shipped', event.occurredAt, { outgoing: { carrier: event.data.carrier, trackingNumber: event.data.trackingNumber } });
    case 'ParcelDelivered':
      return row && withStatus(row, 'delivered', event.occurredAt, {});
    // --- Returns
    case 'ParcelReturnStarted':
      return row && { ...row, returnId: event.data.returnId, updatedAt: event.occurredAt };
    case 'ParcelReturnReleased': {
      if (!row || row.returnId !== event.data.returnId) return row;
      const { resumedAfter } = event.data;
      const accrued = row.storageReceivedDay !== null && (row.storageAccruedThrough === null || row.storageAccruedThrough < resumedAfter) ? resumedAfter : row.storageAccruedThrough;
      return { ...row, returnId: null, storageAccruedThrough: accrued, updatedAt: event.occurredAt };
    }
    case 'ParcelReturned':
      return row && withStatus(row, 'returned', event.occurredAt, {});
    default:
      return assertNever(event);
  }
};

export const parcelsProjection: Projection<ParcelRow, ProjectedEventType, typeof parcelsTable> = {
  name: 'project-parcels',
  description: 'Projection des colis (listes client et back-office)',
  table: parcelsTable,
  eventTypes: [
    'ParcelDeclared',
    'ParcelReceived',
    'ParcelStorageStarted',
    'ParcelFreeStorageShortened',
    'StorageFeeAccrued',
    'ParcelStatusCorrected',
    'ParcelPhotoAttached',
    'ParcelRegisteredAtReception',
    'ParcelDetailsCorrected',
    'ParcelPutAway',
    'ParcelNotificationSent',
    'ParcelShipmentRequested',
    'ParcelShipmentReleased',
    'ParcelReadyToShip',
    'ParcelQuoteExpired',
    'ParcelShipped',
    'ParcelDelivered',
    'ParcelReturnStarted',
    'ParcelReturnReleased',
    'ParcelReturned',
  ],
  rowSchema: parcelRowSchema,
  keyOf: (event) => ({ parcelId: event.data.parcelId }),
  countersOf: (row) => [
    parcelCounters.all,
    // as shown: a parcel a return holds counts « En retour », not with the status it had in the warehouse
    parcelCounters.byStatus(shownParcelStatusOf(row)),
    parcelCounters.byCustomer(row.customerId),
    // Reception
    ...(row.photoCount > 0 ? [parcelCounters.withPhotos] : []),
  ],
  evolve: (row, event) => {
    const next = evolveRow(row, event);
    return next && { ...next, shownStatus: shownParcelStatusOf(next) };
  },
};

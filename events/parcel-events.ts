import * as z from 'zod';
import { defineEvent } from './define-event';
import { territories } from './territories';

export const carriers = ['Amazon', 'DHL', 'UPS', 'FedEx', 'Chronopost', 'Colissimo', 'TNT', 'GLS'] as const;
export const carrierSchema = z.enum(carriers);
export type Carrier = z.infer<typeof carrierSchema>;

export const parcelCategories = [
  'electronique',
  'vetements',
  'livre_media',
  'cosmetiques',
  'sport_loisirs',
  'maison_jardin',
  'alimentaire',
  'autre',
] as const;
export const parcelCategorySchema = z.enum(parcelCategories);
export type ParcelCategory = z.infer<typeof parcelCategorySchema>;

export const parcelStatuses = [
  'declared',
  'received',
  'stored',
  'ready_to_ship',
  'shipped',
  'delivered',
  'pending',
  'returned',
] as const;
export const parcelStatusSchema = z.enum(parcelStatuses);
export type ParcelStatus = z.infer<typeof parcelStatusSchema>;

export const parcelSenderSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const parcelDeclared = defineEvent({
  type: 'ParcelDeclared',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    customerId: z.string().min(1),
    sender: parcelSenderSchema,
    carrier: carrierSchema,
    trackingNumber: z.string().min(1),
    description: z.string(),
    category: parcelCategorySchema,
    weightGrams: z.number().int().min(0),
    lengthCm: z.number().min(0),
    widthCm: z.number().min(0),
    heightCm: z.number().min(0),
    declaredValueCents: z.number().int().min(0),
    instructions: z.string(),
  }),
  personalFields: ['sender'],
});

export const parcelReceived = defineEvent({
  type: 'ParcelReceived',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    weightGrams: z.number().int().min(1),
    lengthCm: z.number().min(0),
    widthCm: z.number().min(0),
    heightCm: z.number().min(0),
  }),
});

// --- Storage: terms fixed at reception, fees by the day, reminders; see domain/parcel/storage.ts.
const storageDaySchema = z.iso.date();

/** Appended with the reception: the free days of the customer's plan then, so a later plan change rewrites nothing. */
export const parcelStorageStarted = defineEvent({
  type: 'ParcelStorageStarted',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    /** the Paris calendar day of the reception (day 0) */
    receivedDay: storageDaySchema,
    plan: z.enum(['free', 'premium_monthly', 'premium_yearly']),
    freeDays: z.number().int().min(0),
  }),
});

/** One paid storage day (integer cents), appended by the daily job. */
export const storageFeeAccrued = defineEvent({
  type: 'StorageFeeAccrued',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), day: storageDaySchema, amountCents: z.number().int().min(0) }),
});

/** A storage reminder, recorded before its e-mail goes: one per kind and due day. */
export const storageReminderSent = defineEvent({
  type: 'StorageReminderSent',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    kind: z.enum(['free_period_ending', 'fees_accruing']),
    /** the day the reminder was due */
    day: storageDaySchema,
    freeDaysLeft: z.number().int().min(0),
    feesAccruedCents: z.number().int().min(0),
  }),
});

/**
 * A status set by staff with a reason (DECISIONS, "Parcels": a correction is itself an event). Today the
 * only way out of storage; the shipment and return features bring their own events.
 */
export const parcelStatusCorrected = defineEvent({
  type: 'ParcelStatusCorrected',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), from: parcelStatusSchema, to: parcelStatusSchema, reason: z.string().min(1) }),
});
// --- end of storage

// --- Photos: attached only once the server has re-read the uploaded file and made its thumbnail.
export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const photoContentTypeSchema = z.enum(photoContentTypes);
export type PhotoContentType = z.infer<typeof photoContentTypeSchema>;

const storedImageSchema = z.object({
  key: z.string().min(1),
  contentType: photoContentTypeSchema,
  sizeBytes: z.number().int().min(1),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});

/** Who and when are the envelope's (`actor`, `occurredAt`). */
export const parcelPhotoAttached = defineEvent({
  type: 'ParcelPhotoAttached',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    photoId: z.string().min(1),
    /** the upload it came from: attaching the same upload again changes nothing */
    uploadId: z.string().min(1),
    description: z.string(),
    original: storedImageSchema,
    thumbnail: storedImageSchema,
  }),
});

// --- Reception: a parcel the customer never declared, recorded by staff as it arrives.
/** Followed in the same changeset by `ParcelReceived` and `ParcelStorageStarted`; who recorded it is the envelope's actor. */
export const parcelRegisteredAtReception = defineEvent({
  type: 'ParcelRegisteredAtReception',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    customerId: z.string().min(1),
    carrier: carrierSchema,
    trackingNumber: z.string().min(1),
    description: z.string(),
    destination: z.enum(territories),
    declaredValueCents: z.number().int().min(0),
    instructions: z.string(),
  }),
});
// --- end of reception

// --- Parcel page: corrections by staff, putting away, notifications sent from the back office.
/** What staff may correct of a parcel's details; the measures are the warehouse's, once received. */
export const correctableDetailsSchema = z.object({
  carrier: carrierSchema,
  category: parcelCategorySchema,
  description: z.string(),
  declaredValueCents: z.number().int().min(0),
  instructions: z.string(),
  weightGrams: z.number().int().min(1),
  lengthCm: z.number().min(0),
  widthCm: z.number().min(0),
  heightCm: z.number().min(0),
});
export type CorrectableDetails = z.infer<typeof correctableDetailsSchema>;

/** A correction of details by staff (DECISIONS, "Parcels"): only the fields that changed, before and after, and why. */
export const parcelDetailsCorrected = defineEvent({
  type: 'ParcelDetailsCorrected',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    before: correctableDetailsSchema.partial(),
    after: correctableDetailsSchema.partial(),
    reason: z.string().min(1),
  }),
});

/** Shelved at a location of the warehouse (format in domain/parcel/storage-location.ts); a move names the shelf it left. */
export const parcelPutAway = defineEvent({
  type: 'ParcelPutAway',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), location: z.string().min(1), previousLocation: z.string().min(1).nullable() }),
});

export const parcelNotificationTemplates = ['package_received', 'storage_reminder', 'quote_ready', 'package_shipped'] as const;
export const parcelNotificationTemplateSchema = z.enum(parcelNotificationTemplates);
export type ParcelNotificationTemplate = z.infer<typeof parcelNotificationTemplateSchema>;

/** An e-mail about the parcel that staff sent its owner from the parcel page, recorded once it has gone. */
export const parcelNotificationSent = defineEvent({
  type: 'ParcelNotificationSent',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), template: parcelNotificationTemplateSchema }),
});
// --- end of parcel page

// --- Shipments: what a shipment does to each of its parcels, appended by the shipment reaction.
/** The parcel is in a customer's shipment request (it stays stored, and cannot join another). */
export const parcelShipmentRequested = defineEvent({
  type: 'ParcelShipmentRequested',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), shipmentId: z.string().min(1) }),
});

/** The request was cancelled: the parcel is free to leave in another one. */
export const parcelShipmentReleased = defineEvent({
  type: 'ParcelShipmentReleased',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), shipmentId: z.string().min(1) }),
});

/** Processed and quoted: out of storage (no more storage fees), waiting for its payment and label. */
export const parcelReadyToShip = defineEvent({
  type: 'ParcelReadyToShip',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), shipmentId: z.string().min(1), quoteNumber: z.string().min(1) }),
});

export const parcelShipped = defineEvent({
  type: 'ParcelShipped',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), shipmentId: z.string().min(1), carrier: z.string().min(1), trackingNumber: z.string().min(1) }),
});

export const parcelDelivered = defineEvent({
  type: 'ParcelDelivered',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), shipmentId: z.string().min(1) }),
});
// --- end of shipments

export const parcelEventDefinitions = [
  parcelDeclared,
  parcelReceived,
  parcelStorageStarted,
  storageFeeAccrued,
  storageReminderSent,
  parcelStatusCorrected,
  parcelPhotoAttached,
  // Reception
  parcelRegisteredAtReception,
  // Parcel page
  parcelDetailsCorrected,
  parcelPutAway,
  parcelNotificationSent,
  // Shipments
  parcelShipmentRequested,
  parcelShipmentReleased,
  parcelReadyToShip,
  parcelShipped,
  parcelDelivered,
] as const;
export type ParcelDeclared = { type: 'ParcelDeclared'; data: z.infer<typeof parcelDeclared.schema> };
export type ParcelReceived = { type: 'ParcelReceived'; data: z.infer<typeof parcelReceived.schema> };
export type ParcelStorageStarted = { type: 'ParcelStorageStarted'; data: z.infer<typeof parcelStorageStarted.schema> };
export type StorageFeeAccrued = { type: 'StorageFeeAccrued'; data: z.infer<typeof storageFeeAccrued.schema> };
export type StorageReminderSent = { type: 'StorageReminderSent'; data: z.infer<typeof storageReminderSent.schema> };
export type ParcelStatusCorrected = { type: 'ParcelStatusCorrected'; data: z.infer<typeof parcelStatusCorrected.schema> };
export type ParcelPhotoAttached = { type: 'ParcelPhotoAttached'; data: z.infer<typeof parcelPhotoAttached.schema> };
// Reception
export type ParcelRegisteredAtReception = { type: 'ParcelRegisteredAtReception'; data: z.infer<typeof parcelRegisteredAtReception.schema> };
// Parcel page
export type ParcelDetailsCorrected = { type: 'ParcelDetailsCorrected'; data: z.infer<typeof parcelDetailsCorrected.schema> };
export type ParcelPutAway = { type: 'ParcelPutAway'; data: z.infer<typeof parcelPutAway.schema> };
export type ParcelNotificationSent = { type: 'ParcelNotificationSent'; data: z.infer<typeof parcelNotificationSent.schema> };
// Shipments
export type ParcelShipmentRequested = { type: 'ParcelShipmentRequested'; data: z.infer<typeof parcelShipmentRequested.schema> };
export type ParcelShipmentReleased = { type: 'ParcelShipmentReleased'; data: z.infer<typeof parcelShipmentReleased.schema> };
export type ParcelReadyToShip = { type: 'ParcelReadyToShip'; data: z.infer<typeof parcelReadyToShip.schema> };
export type ParcelShipped = { type: 'ParcelShipped'; data: z.infer<typeof parcelShipped.schema> };
export type ParcelDelivered = { type: 'ParcelDelivered'; data: z.infer<typeof parcelDelivered.schema> };
export type ParcelEvent =
  | ParcelDeclared
  | ParcelReceived
  | ParcelStorageStarted
  | StorageFeeAccrued
  | StorageReminderSent
  | ParcelStatusCorrected
  | ParcelPhotoAttached
  // Reception
  | ParcelRegisteredAtReception
  // Parcel page
  | ParcelDetailsCorrected
  | ParcelPutAway
  | ParcelNotificationSent
  // Shipments
  | ParcelShipmentRequested
  | ParcelShipmentReleased
  | ParcelReadyToShip
  | ParcelShipped
  | ParcelDelivered;

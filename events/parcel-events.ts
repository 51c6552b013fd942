import * as z from 'zod';
import { defineEvent } from './define-event';
import { subscriptionPlanSchema } from './subscription-events';
import { carriers, parcelCategories, parcelNotificationTemplates, parcelStatuses, photoContentTypes } from './parcel-terms';
import { territories } from './territories';

export { carriers, parcelCategories, parcelNotificationTemplates, parcelStatuses, photoContentTypes } from './parcel-terms';
export type { Carrier, ParcelCategory, ParcelNotificationTemplate, ParcelStatus, PhotoContentType } from './parcel-terms';

export const carrierSchema = z.enum(carriers);
export const parcelCategorySchema = z.enum(parcelCategories);
export const parcelStatusSchema = z.enum(parcelStatuses);

export const parcelSenderSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});

// --- Declaration: the customer announces a parcel before it arrives.
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

// --- Reception: measured at the warehouse, or registered there when nobody declared it.
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
// --- Storage: terms fixed at reception, shelves, fees by the day, reminders; see domain/parcel/storage.ts.
const storageDaySchema = z.iso.date();

/**
 * Appended with the reception: the free days of the customer's plan then, so a later plan change rewrites
 * nothing. The plan is the one in force at the reception, read from the customer's subscription stream at
 * `subscriptionVersion` (0: an empty stream, the free plan). Version 1 did not record it (null): those
 * receptions read the plan from a read model, before the plan was proven by events.
 */
export const parcelStorageStarted = defineEvent({
  type: 'ParcelStorageStarted',
  schemaVersion: 2,
  schema: z.object({
    parcelId: z.string().min(1),
    /** the Paris calendar day of the reception (day 0) */
    receivedDay: storageDaySchema,
    plan: subscriptionPlanSchema,
    freeDays: z.number().int().min(0),
    subscriptionVersion: z.number().int().min(0).nullable(),
  }),
  upcasters: { 1: (data) => ({ ...(data as object), subscriptionVersion: null }) },
});

/**
 * The paid storage days `from`..`to` (included, `days` of them) accrued by one run of the job or by a
 * quote's processing: one event per run, however long the catch-up. Version 1 recorded one event per day
 * (`day`): read as a run of one day.
 */
export const storageFeeAccrued = defineEvent({
  type: 'StorageFeeAccrued',
  schemaVersion: 2,
  schema: z.object({
    parcelId: z.string().min(1),
    from: storageDaySchema,
    to: storageDaySchema,
    days: z.number().int().min(1),
    amountCents: z.number().int().min(0),
  }),
  upcasters: {
    1: (data) => {
      const { day, ...rest } = data as { day: string };
      return { ...rest, from: day, to: day, days: 1 };
    },
  },
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
 * The free storage a parcel had from its plan at reception, cut short: a full refund of the Premium period
 * that gave it ends that period at the refund's instant (DECISIONS, "Refunds"), and the parcel takes the
 * free plan's terms from then. `freeDays` counts from the reception day as `ParcelStorageStarted`'s do; it is
 * never more than before, and never makes a day before `effectiveAt` paid (fees are not retroactive).
 */
export const parcelFreeStorageShortened = defineEvent({
  type: 'ParcelFreeStorageShortened',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    reason: z.enum(['subscription_period_refunded']),
    /** the instant the new terms apply from: the refund's */
    effectiveAt: z.iso.datetime(),
    /** the payment of the refunded period */
    paymentId: z.string().min(1),
    plan: subscriptionPlanSchema,
    freeDays: z.number().int().min(0),
    previousFreeDays: z.number().int().min(0),
  }),
});

/** Shelved at a location of the warehouse (format in domain/parcel/storage-location.ts); a move names the shelf it left. */
export const parcelPutAway = defineEvent({
  type: 'ParcelPutAway',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), location: z.string().min(1), previousLocation: z.string().min(1).nullable() }),
});

// --- Photos: attached only once the server has re-read the uploaded file and made its thumbnail.
export const photoContentTypeSchema = z.enum(photoContentTypes);

export const storedImageSchema = z.object({
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

// --- Corrections by staff, each with its reason.
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

/**
 * A status set by staff with a reason (DECISIONS, "Parcels": a correction is itself an event). Never into
 * or out of `ready_to_ship`, `shipped` or `delivered` (DECISIONS, "Money, proven"): only the shipment moves a
 * parcel there. Older histories may hold such corrections: the auditors' replay reports them when unpaid.
 */
export const parcelStatusCorrected = defineEvent({
  type: 'ParcelStatusCorrected',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), from: parcelStatusSchema, to: parcelStatusSchema, reason: z.string().min(1) }),
});

// --- Notifications sent to the owner from the back office.
export const parcelNotificationTemplateSchema = z.enum(parcelNotificationTemplates);

/** An e-mail about the parcel that staff sent its owner from the parcel page, recorded once it has gone. */
export const parcelNotificationSent = defineEvent({
  type: 'ParcelNotificationSent',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), template: parcelNotificationTemplateSchema }),
});

// --- Shipment steps: what a shipment does to each of its parcels, appended by the shipment reaction.
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

/**
 * Processed and quoted: storage fees stop (DECISIONS, "Money, proven"), the parcel waits for its payment
 * and label. `quoteNumber` is the quote that stopped them.
 */
export const parcelReadyToShip = defineEvent({
  type: 'ParcelReadyToShip',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), shipmentId: z.string().min(1), quoteNumber: z.string().min(1) }),
});

/**
 * The quote that made the parcel ready to ship expired unpaid: the parcel is back in storage, still in its
 * shipment, and its fees restart with the days of the quote caught up (a reissued quote bills them).
 */
export const parcelQuoteExpired = defineEvent({
  type: 'ParcelQuoteExpired',
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
// --- Returns to mainland France: the parcel leaves storage when its return starts (its fees stop),
// goes back to storage if the return is refused (billed again from the day after), ends `returned`.
export const parcelReturnStarted = defineEvent({
  type: 'ParcelReturnStarted',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), returnId: z.string().min(1) }),
});
/** `resumedAfter`: the Paris day of the release; storage is billed again from the next day, the days in the return never. */
export const parcelReturnReleased = defineEvent({
  type: 'ParcelReturnReleased',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), returnId: z.string().min(1), resumedAfter: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
});
export const parcelReturned = defineEvent({
  type: 'ParcelReturned',
  schemaVersion: 1,
  schema: z.object({ parcelId: z.string().min(1), returnId: z.string().min(1) }),
});
export const parcelEventDefinitions = [
  // Declaration
  parcelDeclared,
  // Reception
  parcelReceived,
  parcelRegisteredAtReception,
  // Storage
  parcelStorageStarted,
  storageFeeAccrued,
  storageReminderSent,
  parcelFreeStorageShortened,
  parcelPutAway,
  // Photos
  parcelPhotoAttached,
  // Corrections
  parcelDetailsCorrected,
  parcelStatusCorrected,
  // Notifications
  parcelNotificationSent,
  // Shipment steps
  parcelShipmentRequested,
  parcelShipmentReleased,
  parcelReadyToShip,
  parcelQuoteExpired,
  parcelShipped,
  parcelDelivered,
  // Returns
  parcelReturnStarted,
  parcelReturnReleased,
  parcelReturned,
] as const;

type EventOf<Definition> = Definition extends { type: infer Type; schema: infer Schema extends z.ZodType } ? { type: Type; data: z.infer<Schema> } : never;
// Declaration
export type ParcelDeclared = EventOf<typeof parcelDeclared>;
// Reception
export type ParcelReceived = EventOf<typeof parcelReceived>;
export type ParcelRegisteredAtReception = EventOf<typeof parcelRegisteredAtReception>;
// Storage
export type ParcelStorageStarted = EventOf<typeof parcelStorageStarted>;
export type StorageFeeAccrued = EventOf<typeof storageFeeAccrued>;
export type StorageReminderSent = EventOf<typeof storageReminderSent>;
export type ParcelFreeStorageShortened = EventOf<typeof parcelFreeStorageShortened>;
export type ParcelPutAway = EventOf<typeof parcelPutAway>;
// Photos
export type ParcelPhotoAttached = EventOf<typeof parcelPhotoAttached>;
// Corrections
export type ParcelDetailsCorrected = EventOf<typeof parcelDetailsCorrected>;
export type ParcelStatusCorrected = EventOf<typeof parcelStatusCorrected>;
// Notifications
export type ParcelNotificationSent = EventOf<typeof parcelNotificationSent>;
// Shipment steps
export type ParcelShipmentRequested = EventOf<typeof parcelShipmentRequested>;
export type ParcelShipmentReleased = EventOf<typeof parcelShipmentReleased>;
export type ParcelReadyToShip = EventOf<typeof parcelReadyToShip>;
export type ParcelQuoteExpired = EventOf<typeof parcelQuoteExpired>;
export type ParcelShipped = EventOf<typeof parcelShipped>;
export type ParcelDelivered = EventOf<typeof parcelDelivered>;
// Returns
export type ParcelReturnStarted = EventOf<typeof parcelReturnStarted>;
export type ParcelReturnReleased = EventOf<typeof parcelReturnReleased>;
export type ParcelReturned = EventOf<typeof parcelReturned>;
export type ParcelEvent = EventOf<(typeof parcelEventDefinitions)[number]>;

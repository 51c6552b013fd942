import * as z from 'zod';
import type { ListSortFields } from '../shared/list-page';
import { parcelPhotoViewSchema } from './parcel-photos';

/**
 * What the API answers about parcels, shared by the server (which builds these shapes) and the two
 * web apps (which parse them). Status, carrier and category are plain strings here: a value added
 * by the API later displays raw in an older page instead of breaking it.
 */
export const parcelHistoryEntrySchema = z.object({ status: z.string(), at: z.string() });

/**
 * A parcel's storage as of the day the answer was built (days as in `domain/parcel/storage.ts`):
 * null until the parcel is received. `freeUntil` is the last free day, fees start the day after.
 */
export const parcelStorageViewSchema = z.object({
  receivedDay: z.string(),
  freeDays: z.number().int(),
  freeUntil: z.string(),
  firstPaidDay: z.string(),
  freeDaysLeft: z.number().int(),
  feesAccruedCents: z.number().int(),
  /** the fees accrue now: storage has passed its free period and the parcel is still in the warehouse */
  accruing: z.boolean(),
});
export type ParcelStorageView = z.infer<typeof parcelStorageViewSchema>;

/** What a customer sees of a parcel: no internal keys, no sender contact beyond the name. */
export const customerParcelViewSchema = z.object({
  parcelId: z.string(),
  trackingNumber: z.string(),
  carrier: z.string(),
  category: z.string(),
  description: z.string(),
  senderName: z.string(),
  /** as shown (`shownParcelStatusOf`): « En retour » (`in_return`) while a return holds the parcel */
  status: z.string(),
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
  history: z.array(parcelHistoryEntrySchema),
  storage: parcelStorageViewSchema.nullable(),
  /** photos: their number in every view, the photos themselves with links in the view of one parcel */
  photoCount: z.number().default(0),
  photos: z.array(parcelPhotoViewSchema).optional(),
  /** in the lists: a short-lived link to the first photo's thumbnail */
  firstThumbnailUrl: z.string().nullable().optional(),
  /** in the view of one parcel: the version of its stream the answer shows (to wait for after a command) */
  version: z.number().int().optional(),
  /** shipments: the shipment it leaves in, and the outgoing carrier once shipped */
  shipmentId: z.string().nullable().default(null),
  /** returns: the return to mainland France that holds it */
  returnId: z.string().nullable().default(null),
  outgoing: z.object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable() }).nullable().default(null),
});
export type CustomerParcelView = z.infer<typeof customerParcelViewSchema>;

/** What staff see: everything the customer sees, the owner and the sender's contact. */
export const adminParcelViewSchema = customerParcelViewSchema.extend({
  id: z.string(),
  customerId: z.string(),
  /** the status the warehouse records, which a staff correction starts from (`status` says « En retour » for a parcel a return holds) */
  recordedStatus: z.string().optional(),
  senderPhone: z.string(),
  senderEmail: z.string(),
  /** the shelf it sits on once put away (`A-01-03`) */
  location: z.string().nullable().default(null),
});
export type AdminParcelView = z.infer<typeof adminParcelViewSchema>;

/** The back office's parcel list sorts by declaration time only. */
export const adminParcelListSortFields = ['declaredAt'] as const satisfies ListSortFields;

/** The answer to a command on a parcel: its status and the stream version to wait for in the lists. */
export const parcelCommandResultSchema = z.object({ id: z.string(), status: z.string(), version: z.number().int() });
export type ParcelCommandResult = z.infer<typeof parcelCommandResultSchema>;

// --- Parcel page: several parcels put away at once, each with its own outcome.
export const bulkPutAwayResultSchema = z.object({
  location: z.string(),
  results: z.array(
    z.discriminatedUnion('ok', [
      parcelCommandResultSchema.extend({ ok: z.literal(true) }),
      z.object({ id: z.string(), ok: z.literal(false), error: z.string() }),
    ]),
  ),
});
export type BulkPutAwayResult = z.infer<typeof bulkPutAwayResultSchema>;

/** The answer to a notification sent from the parcel page: to whom it went. */
export const parcelNotificationResultSchema = parcelCommandResultSchema.extend({ recipient: z.string() });
export type ParcelNotificationResult = z.infer<typeof parcelNotificationResultSchema>;

// --- Reception: the three totals above the back office's parcels list (spec 3, section 2.3), and the parcels
// returns hold (the back office's home).
/** "En attente" counts the parcels that wait for the warehouse: announced but not received, or on hold. */
export const pendingParcelStatuses = ['declared', 'pending'] as const;
export const adminParcelCountersSchema = z.object({ total: z.number().int(), pending: z.number().int(), withPhotos: z.number().int(), inReturn: z.number().int() });
export type AdminParcelCounters = z.infer<typeof adminParcelCountersSchema>;

import * as z from 'zod';
import { DomainError } from '../../domain/shared/errors';
import type { AdminParcelView, CustomerParcelView, ParcelStorageView } from '../../domain/parcel/parcel-views';
import { firstPaidDay, freeDaysLeft, lastFreeDay, storageDayOf, type StorageDay } from '../../domain/parcel/storage';
import { isInStorage } from '../../domain/parcel/storage-commands';
import { shownParcelStatusOf } from '../../domain/parcel/parcel-labels';
import { carrierTrackingUrl } from '../../domain/shipment/carriers';
import type { ParcelPhotoView } from '../../domain/parcel/parcel-photos';
import { presignDownload } from '../platform/files';
import type { ParcelPhotoRow, ParcelRow } from './parcels-projection';
import { clock } from '../platform/clock';

/** The shapes are those of `domain/parcel/parcel-views.ts`, which the web apps parse. */
/** Storage as of `today`: free days left change by the day without an event, so they are computed here. */
export const storageViewOf = (row: ParcelRow, today: StorageDay): ParcelStorageView | null => {
  if (row.storageReceivedDay === null || row.storageFreeDays === null) return null;
  const terms = { receivedDay: row.storageReceivedDay, freeDays: row.storageFreeDays };
  // as shown: a parcel held by a return has left storage, its fees stopped
  const inStorage = isInStorage(shownParcelStatusOf(row));
  return {
    receivedDay: terms.receivedDay,
    freeDays: terms.freeDays,
    freeUntil: lastFreeDay(terms),
    firstPaidDay: firstPaidDay(terms),
    freeDaysLeft: inStorage ? freeDaysLeft(terms, today) : 0,
    feesAccruedCents: row.storageFeesCents,
    accruing: inStorage && today >= firstPaidDay(terms),
  };
};

export const toCustomerParcel = (row: ParcelRow, today: StorageDay = storageDayOf(clock.now())): CustomerParcelView => ({
  parcelId: row.parcelId,
  trackingNumber: row.trackingNumber,
  carrier: row.carrier,
  category: row.category,
  description: row.description,
  senderName: row.senderName,
  status: shownParcelStatusOf(row),
  declaredWeightGrams: row.declaredWeightGrams,
  declaredLengthCm: row.declaredLengthCm,
  declaredWidthCm: row.declaredWidthCm,
  declaredHeightCm: row.declaredHeightCm,
  declaredValueCents: row.declaredValueCents,
  instructions: row.instructions,
  weightGrams: row.weightGrams,
  lengthCm: row.lengthCm,
  widthCm: row.widthCm,
  heightCm: row.heightCm,
  declaredAt: row.declaredAt,
  receivedAt: row.receivedAt,
  updatedAt: row.updatedAt,
  history: row.history,
  storage: storageViewOf(row, today),
  photoCount: row.photoCount,
  shipmentId: row.shipmentId,
  returnId: row.returnId,
  outgoing: row.outgoing && { ...row.outgoing, trackingUrl: carrierTrackingUrl(row.outgoing.carrier, row.outgoing.trackingNumber) },
});

export const toAdminParcel = (row: ParcelRow, today: StorageDay = storageDayOf(clock.now())): AdminParcelView => ({
  id: row.parcelId,
  ...toCustomerParcel(row, today),
  customerId: row.customerId,
  recordedStatus: row.status,
  senderPhone: row.senderPhone,
  senderEmail: row.senderEmail,
  location: row.location,
});

export const parcelNotReadyMessage = 'Ce colis est en cours de mise à jour. Rechargez la page dans un instant.';

/** 503 to `?version=N`: the change is recorded, the read model has not shown it yet. */
export class ParcelNotReadyError extends DomainError {
  readonly status = 503;
  constructor() {
    super(parcelNotReadyMessage);
    this.name = 'ParcelNotReadyError';
  }
}

export const parcelParamsSchema = z.strictObject({ parcelId: z.string().regex(/^[\w-]{1,64}$/, 'Identifiant de colis invalide') });
export type ParcelParams = z.infer<typeof parcelParamsSchema>;

// --- Photos
/** How long a photo link works: long enough to open the gallery, too short to be passed around. */
export const photoLinkSeconds = 300;

export const toPhotoView = async (photo: ParcelPhotoRow): Promise<ParcelPhotoView> => {
  const [thumbnailUrl, url] = await Promise.all([
    presignDownload(photo.thumbnail.key, photoLinkSeconds, photo.thumbnail.contentType),
    presignDownload(photo.original.key, photoLinkSeconds, photo.original.contentType),
  ]);
  return {
    photoId: photo.photoId,
    description: photo.description,
    attachedAt: photo.attachedAt,
    attachedBy: photo.attachedBy.kind === 'admin' ? 'staff' : 'customer',
    contentType: photo.original.contentType,
    sizeBytes: photo.original.sizeBytes,
    width: photo.original.width,
    height: photo.original.height,
    thumbnailUrl,
    url,
  };
};

export const toPhotoViews = (row: ParcelRow): Promise<ParcelPhotoView[]> => Promise.all(row.photos.map(toPhotoView));

/** A list row with the link to its first thumbnail (signing is local: no request per row). */
export const withFirstThumbnail =
  <View>(toView: (row: ParcelRow) => View) =>
  async (row: ParcelRow): Promise<View & { firstThumbnailUrl: string | null }> => ({
    ...toView(row),
    firstThumbnailUrl: row.firstThumbnailKey ? await presignDownload(row.firstThumbnailKey, photoLinkSeconds, 'image/webp') : null,
  });

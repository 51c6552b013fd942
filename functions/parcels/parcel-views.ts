import * as z from 'zod';
import type { AdminParcelView, CustomerParcelView, ParcelStorageView } from '../../domain/parcel/parcel-views';
import { firstPaidDay, freeDaysLeft, lastFreeDay, storageDayOf, type StorageDay } from '../../domain/parcel/storage';
import { isInStorage } from '../../domain/parcel/storage-commands';
import type { ParcelRow } from './parcels-projection';

/** The shapes are those of `domain/parcel/parcel-views.ts`, which the web apps parse. */
/** Storage as of `today`: free days left change by the day without an event, so they are computed here. */
export const storageViewOf = (row: ParcelRow, today: StorageDay): ParcelStorageView | null => {
  if (row.storageReceivedDay === null || row.storageFreeDays === null) return null;
  const terms = { receivedDay: row.storageReceivedDay, freeDays: row.storageFreeDays };
  return {
    receivedDay: terms.receivedDay,
    freeDays: terms.freeDays,
    freeUntil: lastFreeDay(terms),
    firstPaidDay: firstPaidDay(terms),
    freeDaysLeft: isInStorage(row.status) ? freeDaysLeft(terms, today) : 0,
    feesAccruedCents: row.storageFeesCents,
    accruing: isInStorage(row.status) && today >= firstPaidDay(terms),
  };
};

export const toCustomerParcel = (row: ParcelRow, today: StorageDay = storageDayOf(new Date())): CustomerParcelView => ({
  parcelId: row.parcelId,
  trackingNumber: row.trackingNumber,
  carrier: row.carrier,
  category: row.category,
  description: row.description,
  senderName: row.senderName,
  status: row.status,
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
});

export const toAdminParcel = (row: ParcelRow, today: StorageDay = storageDayOf(new Date())): AdminParcelView => ({
  id: row.parcelId,
  ...toCustomerParcel(row, today),
  customerId: row.customerId,
  senderPhone: row.senderPhone,
  senderEmail: row.senderEmail,
});

export const parcelParamsSchema = z.strictObject({ parcelId: z.string().regex(/^[\w-]{1,64}$/, 'Identifiant de colis invalide') });
export type ParcelParams = z.infer<typeof parcelParamsSchema>;

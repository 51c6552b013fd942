import * as z from 'zod';
import type { AdminParcelView, CustomerParcelView } from '../../domain/parcel/parcel-views';
import type { ParcelRow } from './parcels-projection';

/** The shapes are those of `domain/parcel/parcel-views.ts`, which the web apps parse. */
export const toCustomerParcel = (row: ParcelRow): CustomerParcelView => ({
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
});

export const toAdminParcel = (row: ParcelRow): AdminParcelView => ({
  id: row.parcelId,
  ...toCustomerParcel(row),
  customerId: row.customerId,
  senderPhone: row.senderPhone,
  senderEmail: row.senderEmail,
});

export const parcelParamsSchema = z.strictObject({ parcelId: z.string().regex(/^[\w-]{1,64}$/, 'Identifiant de colis invalide') });
export type ParcelParams = z.infer<typeof parcelParamsSchema>;

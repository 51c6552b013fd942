import * as z from 'zod';
import type { ParcelRow } from '../projections/parcels-projection';

/** What a customer sees of a parcel: no internal keys, no sender contact beyond the name. */
export const toCustomerParcel = (row: ParcelRow) => ({
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

/** What staff see: everything the customer sees, the owner and the sender's contact. */
export const toAdminParcel = (row: ParcelRow) => ({
  id: row.parcelId,
  ...toCustomerParcel(row),
  customerId: row.customerId,
  senderPhone: row.senderPhone,
  senderEmail: row.senderEmail,
});

export const parcelParamsSchema = z.strictObject({ parcelId: z.string().regex(/^[\w-]{1,64}$/, 'Identifiant de colis invalide') });
export type ParcelParams = z.infer<typeof parcelParamsSchema>;

import * as z from 'zod';

/**
 * The admin read model of a parcel (GET /admin/api/parcels). Status, carrier and category stay
 * plain strings here: a value added by the API later displays raw instead of breaking the page.
 */
export const parcelHistoryEntrySchema = z.object({
  status: z.string(),
  at: z.string(),
});

export const adminParcelSchema = z.object({
  id: z.string(),
  parcelId: z.string(),
  customerId: z.string(),
  trackingNumber: z.string(),
  carrier: z.string(),
  category: z.string(),
  description: z.string(),
  senderName: z.string(),
  senderPhone: z.string(),
  senderEmail: z.string(),
  declaredWeightGrams: z.number(),
  declaredLengthCm: z.number(),
  declaredWidthCm: z.number(),
  declaredHeightCm: z.number(),
  declaredValueCents: z.number(),
  instructions: z.string(),
  status: z.string(),
  weightGrams: z.number().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  declaredAt: z.string(),
  receivedAt: z.string().nullable(),
  updatedAt: z.string(),
  history: z.array(parcelHistoryEntrySchema),
});
export type AdminParcel = z.infer<typeof adminParcelSchema>;

export const receiveParcelResultSchema = z.object({
  id: z.string(),
  status: z.string(),
  version: z.number(),
});
export type ReceiveParcelResult = z.infer<typeof receiveParcelResultSchema>;

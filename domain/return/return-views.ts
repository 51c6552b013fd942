import * as z from 'zod';
import { returnReasons, returnTypes, returnUrgencies } from '../../events/return-terms';
import type { ListSortFields } from '../shared/list-page';
import { returnStatuses } from './return-request';

/** The API's shapes for return requests, read by the customer app and the back office alike. */
export const returnPhotoViewSchema = z.object({ photoId: z.string(), thumbnailUrl: z.string(), url: z.string(), width: z.number(), height: z.number() });
export type ReturnPhotoView = z.infer<typeof returnPhotoViewSchema>;

/** One line of a request's timeline: a status reached, when, and what the customer reads of it. */
export const returnTimelineEntrySchema = z.object({ status: z.enum(returnStatuses), at: z.string(), label: z.string() });
export type ReturnTimelineEntry = z.infer<typeof returnTimelineEntrySchema>;

/**
 * What a return request states, stated once: the read model's row keeps these fields and the views
 * show them as they are (the row adds its bookkeeping, the views their photos' links and timeline).
 */
export const returnRequestFields = {
  returnId: z.string(),
  reference: z.string(),
  status: z.enum(returnStatuses),
  parcelId: z.string(),
  parcelTrackingNumber: z.string(),
  type: z.enum(returnTypes),
  reason: z.enum(returnReasons),
  urgency: z.enum(returnUrgencies),
  description: z.string(),
  weightGrams: z.number(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  costCents: z.number().int(),
  shipping: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable(),
  refusal: z.object({ reason: z.string(), refundCents: z.number().int() }).nullable(),
};

export const customerReturnViewSchema = z.object({
  ...returnRequestFields,
  photos: z.array(returnPhotoViewSchema),
  requestedAt: z.string(),
  timeline: z.array(returnTimelineEntrySchema),
});
export type CustomerReturnView = z.infer<typeof customerReturnViewSchema>;

/** The back office's: the same request with its customer and parcel cards (react-admin reads `id`). */
export const adminReturnViewSchema = customerReturnViewSchema.extend({
  id: z.string(),
  customer: z.object({ customerId: z.string(), name: z.string(), email: z.string(), phone: z.string(), boxNumber: z.string() }).nullable(),
  parcel: z.object({ parcelId: z.string(), trackingNumber: z.string(), description: z.string(), status: z.string(), weightGrams: z.number().nullable() }).nullable(),
  paymentId: z.string().nullable(),
});
export type AdminReturnView = z.infer<typeof adminReturnViewSchema>;

/** What the request answers: where to pay when it is not free (the browser leaves for Stripe's page). */
export const returnRequestAnswerSchema = z.object({
  returnId: z.string(),
  reference: z.string(),
  status: z.enum(returnStatuses),
  costCents: z.number().int(),
  checkoutUrl: z.string().nullable(),
  version: z.number().int(),
});
export type ReturnRequestAnswer = z.infer<typeof returnRequestAnswerSchema>;

/** A staff step's answer: the request's status and the stream version to wait for. */
export const returnCommandResultSchema = z.object({ id: z.string(), status: z.string(), version: z.number().int() });
export type ReturnCommandResult = z.infer<typeof returnCommandResultSchema>;

/** A parcel the returns page offers (received or stored, in no shipment nor return). */
export const returnableParcelViewSchema = z.object({
  parcelId: z.string(),
  trackingNumber: z.string(),
  description: z.string(),
  status: z.string(),
  carrier: z.string(),
  weightGrams: z.number().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  receivedAt: z.string().nullable(),
});
export type ReturnableParcelView = z.infer<typeof returnableParcelViewSchema>;

export const adminReturnListSortFields = ['requestedAt'] as const satisfies ListSortFields;

import * as z from 'zod';
import type { ListSortFields } from '../shared/list-page';
import { paymentMethods, quoteLineSchema, refundCategories, shippingAddressSchema } from '../../events/shipment-terms';

/** The quote's price given back in full after the box left: how much, when, and staff's category (null for a refund made outside the product). */
const shippedRefundViewSchema = z.object({ category: z.enum(refundCategories).nullable(), amountCents: z.number().int(), refundedAt: z.string() });

/**
 * How the quote was settled: paid (by card under the payment's id, by transfer under the bank's reference;
 * rows written before the method was kept have none) or waived with staff's reason.
 */
export const clearanceViewSchema = z
  .union([
    z.object({ kind: z.literal('paid'), method: z.enum(paymentMethods).optional(), reference: z.string(), amountCents: z.number().int() }),
    z.object({ kind: z.literal('waived'), reason: z.string() }),
  ])
  .nullable();

/**
 * What the API answers about shipments, shared by the server that builds these shapes and
 * the two web apps that parse them. Statuses are plain strings: a value added later displays raw.
 */
export const shipmentParcelViewSchema = z.object({
  parcelId: z.string(),
  trackingNumber: z.string(),
  description: z.string(),
  status: z.string(),
  weightGrams: z.number().nullable(),
});
export type ShipmentParcelView = z.infer<typeof shipmentParcelViewSchema>;

export const quoteViewSchema = z.object({
  quoteNumber: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  /** pending, paid, expired, waived */
  status: z.string(),
  lines: z.array(quoteLineSchema),
  totalCents: z.number().int(),
  totalExclVatCents: z.number().int(),
  vatCents: z.number().int(),
  rateCardVersion: z.string(),
  billableWeightKg: z.number(),
  /** a short-lived link to the PDF (in the view of one shipment; null in lists) */
  pdfUrl: z.string().nullable(),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

export const customerShipmentViewSchema = z.object({
  shipmentId: z.string(),
  /** requested, cancelled, quoted, cleared, labelled, shipped, delivered */
  status: z.string(),
  service: z.string(),
  address: shippingAddressSchema,
  parcels: z.array(shipmentParcelViewSchema),
  quote: quoteViewSchema.nullable(),
  /** once shipped: the outgoing carrier and its tracking page */
  outgoing: z.object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable() }).nullable(),
  paid: z.boolean(),
  /** the quote refunded in full after the box left */
  refund: shippedRefundViewSchema.nullable(),
  cancelReason: z.string().nullable(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  history: z.array(z.object({ status: z.string(), at: z.string() })),
  /** in the view of one shipment: the version of its stream the answer shows */
  version: z.number().int().optional(),
});
export type CustomerShipmentView = z.infer<typeof customerShipmentViewSchema>;

export const adminShipmentViewSchema = customerShipmentViewSchema.extend({
  id: z.string(),
  customerId: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), boxNumber: z.string().nullable(), plan: z.string() }).nullable(),
  processing: z
    .object({
      weightGrams: z.number(),
      lengthCm: z.number(),
      widthCm: z.number(),
      heightCm: z.number(),
      destination: z.string(),
      service: z.string(),
      extraFees: z.array(z.object({ label: z.string(), amountCents: z.number().int() })),
      notes: z.string(),
      processedAt: z.string(),
    })
    .nullable(),
  clearance: clearanceViewSchema,
  /** staff also read the refund's free reason */
  refund: shippedRefundViewSchema.extend({ reason: z.string() }).nullable(),
  /** a short-lived link to the label PDF, once made */
  labelUrl: z.string().nullable(),
  /** storage fees of the box's parcels: for a request to process (one shipment's view), what its quote would bill today; else those accrued so far */
  storageFeesCents: z.number().int(),
});
export type AdminShipmentView = z.infer<typeof adminShipmentViewSchema>;

/** The back office's shipment list sorts by request time only. */
export const adminShipmentListSortFields = ['requestedAt'] as const satisfies ListSortFields;

/** The answer to a command on a shipment: its status and the stream version to wait for. */
export const shipmentCommandResultSchema = z.object({ id: z.string(), status: z.string(), version: z.number().int() });
export type ShipmentCommandResult = z.infer<typeof shipmentCommandResultSchema>;

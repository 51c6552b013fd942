import * as z from 'zod';
import { defineEvent } from './define-event';
import { subscriptionPlanSchema } from './subscription-events';
import { extraFeeSchema, outgoingCarriers, paymentMethods, quoteLineSchema, refundCategories, shipmentServiceSchema, shippingAddressSchema } from './shipment-terms';
import { territories } from './territories';

/**
 * Shipments: one or several stored parcels of a customer leaving in one box. The stream
 * `shipment-<id>` carries the request, the processing, the quote and its payment, the label and the
 * delivery; each parcel's own stream follows through the parcel events these cause.
 */
export { extraFeeSchema, outgoingCarriers, paymentMethods, quoteLineSchema, shipmentServiceSchema, shippingAddressSchema } from './shipment-terms';
export type { ExtraFee, QuoteLine, ShippingAddress } from './shipment-terms';

export const shipmentRequested = defineEvent({
  type: 'ShipmentRequested',
  schemaVersion: 1,
  schema: z.object({
    shipmentId: z.string().min(1),
    customerId: z.string().min(1),
    /** the parcels of the box, the one the request started from first */
    parcelIds: z.array(z.string().min(1)).min(1),
    address: shippingAddressSchema,
    service: shipmentServiceSchema,
  }),
  personalFields: ['address'],
});

export const shipmentRequestCancelled = defineEvent({
  type: 'ShipmentRequestCancelled',
  schemaVersion: 1,
  schema: z.object({ shipmentId: z.string().min(1), reason: z.string() }),
});

/** Staff measured the final box (after consolidation) and priced it. */
export const shipmentProcessed = defineEvent({
  type: 'ShipmentProcessed',
  schemaVersion: 1,
  schema: z.object({
    shipmentId: z.string().min(1),
    weightGrams: z.number().int().min(1),
    lengthCm: z.number().min(0),
    widthCm: z.number().min(0),
    heightCm: z.number().min(0),
    destination: z.enum(territories),
    service: shipmentServiceSchema,
    extraFees: z.array(extraFeeSchema),
    notes: z.string(),
  }),
});

/**
 * A quote, with everything an auditor needs to recompute it: the rate card's version, the priced
 * measures and service, the plan in force when it was issued (and the version of the customer's
 * subscription stream that stated it: 0 is an empty stream, the free plan), the storage fees accrued.
 * Version 1 recorded only `subscriber`: its plan and subscription version read as null (not recorded),
 * and the audit then checks the discount against the plan in force from events.
 */
export const quoteIssued = defineEvent({
  type: 'QuoteIssued',
  schemaVersion: 2,
  schema: z.object({
    shipmentId: z.string().min(1),
    quoteNumber: z.string().min(1),
    lines: z.array(quoteLineSchema).min(1),
    totalCents: z.number().int().min(0),
    totalExclVatCents: z.number().int().min(0),
    vatCents: z.number().int().min(0),
    rateCardVersion: z.string().min(1),
    subscriber: z.boolean(),
    plan: subscriptionPlanSchema.nullable(),
    subscriptionVersion: z.number().int().min(0).nullable(),
    billableWeightKg: z.number().min(0),
    storageFeesCents: z.number().int().min(0),
    validUntil: z.iso.datetime(),
    pdfKey: z.string().min(1),
  }),
  upcasters: { 1: (data) => ({ ...(data as object), plan: null, subscriptionVersion: null }) },
});

export const quoteExpired = defineEvent({
  type: 'QuoteExpired',
  schemaVersion: 1,
  schema: z.object({ shipmentId: z.string().min(1), quoteNumber: z.string().min(1) }),
});

/**
 * The quote is paid: by a bank transfer staff received (its reference is the transfer's), or by card
 * (its reference is the id of the payment whose Stripe webhook said it succeeded).
 */
export const quotePaymentRecorded = defineEvent({
  type: 'QuotePaymentRecorded',
  schemaVersion: 1,
  schema: z.object({
    shipmentId: z.string().min(1),
    quoteNumber: z.string().min(1),
    method: z.enum(paymentMethods),
    reference: z.string().min(1),
    amountCents: z.number().int().min(0),
  }),
});

/** Staff let the box leave without a paid quote, and say why. */
export const shipmentPaymentWaived = defineEvent({
  type: 'ShipmentPaymentWaived',
  schemaVersion: 1,
  schema: z.object({ shipmentId: z.string().min(1), reason: z.string().min(1) }),
});

/**
 * The payment that cleared the quote was refunded in full before the box left: the quote is payable
 * again (card or transfer), and the box waits for a new payment or a reasoned waiver. `reference` is
 * the refunded payment's (the clearance's reference).
 */
export const quotePaymentRefunded = defineEvent({
  type: 'QuotePaymentRefunded',
  schemaVersion: 1,
  schema: z.object({
    shipmentId: z.string().min(1),
    quoteNumber: z.string().min(1),
    reference: z.string().min(1),
    amountCents: z.number().int().min(0),
    refundedAt: z.iso.datetime(),
  }),
});

/**
 * The quote of a box that already left was refunded in full: nothing else changes, and the refund is
 * shown with its reason to staff and to the customer. `category` is null for a refund made outside the
 * product (Stripe's dashboard), whose reason says so.
 */
export const shippedQuoteRefunded = defineEvent({
  type: 'ShippedQuoteRefunded',
  schemaVersion: 1,
  schema: z.object({
    shipmentId: z.string().min(1),
    quoteNumber: z.string().min(1),
    reference: z.string().min(1),
    amountCents: z.number().int().min(0),
    refundedAt: z.iso.datetime(),
    category: z.enum(refundCategories).nullable(),
    reason: z.string().min(1),
  }),
});

export const shipmentLabelCreated = defineEvent({
  type: 'ShipmentLabelCreated',
  schemaVersion: 1,
  schema: z.object({
    shipmentId: z.string().min(1),
    carrier: z.enum(outgoingCarriers),
    trackingNumber: z.string().min(1),
    labelKey: z.string().min(1),
  }),
});

/**
 * Staff replaced the box's label before it left (a carrier's number changed, a damaged print), and
 * said why. The label in force is the last one: its number is the one the box ships under.
 */
export const shipmentLabelReplaced = defineEvent({
  type: 'ShipmentLabelReplaced',
  schemaVersion: 1,
  schema: z.object({
    shipmentId: z.string().min(1),
    carrier: z.enum(outgoingCarriers),
    trackingNumber: z.string().min(1),
    labelKey: z.string().min(1),
    reason: z.string().min(1),
    replacedTrackingNumber: z.string().min(1),
  }),
});

export const shipmentShipped = defineEvent({
  type: 'ShipmentShipped',
  schemaVersion: 1,
  schema: z.object({ shipmentId: z.string().min(1) }),
});

export const shipmentDelivered = defineEvent({
  type: 'ShipmentDelivered',
  schemaVersion: 1,
  schema: z.object({ shipmentId: z.string().min(1) }),
});

export const shipmentEventDefinitions = [
  shipmentRequested,
  shipmentRequestCancelled,
  shipmentProcessed,
  quoteIssued,
  quoteExpired,
  quotePaymentRecorded,
  shipmentPaymentWaived,
  shipmentLabelCreated,
  shipmentLabelReplaced,
  shipmentShipped,
  shipmentDelivered,
  quotePaymentRefunded,
  shippedQuoteRefunded,
] as const;

type EventOf<Definition> = Definition extends { type: infer Type; schema: infer Schema extends z.ZodType } ? { type: Type; data: z.infer<Schema> } : never;
export type ShipmentRequested = EventOf<typeof shipmentRequested>;
export type ShipmentRequestCancelled = EventOf<typeof shipmentRequestCancelled>;
export type ShipmentProcessed = EventOf<typeof shipmentProcessed>;
export type QuoteIssued = EventOf<typeof quoteIssued>;
export type QuoteExpired = EventOf<typeof quoteExpired>;
export type QuotePaymentRecorded = EventOf<typeof quotePaymentRecorded>;
export type ShipmentPaymentWaived = EventOf<typeof shipmentPaymentWaived>;
export type ShipmentLabelCreated = EventOf<typeof shipmentLabelCreated>;
export type ShipmentLabelReplaced = EventOf<typeof shipmentLabelReplaced>;
export type ShipmentShipped = EventOf<typeof shipmentShipped>;
export type ShipmentDelivered = EventOf<typeof shipmentDelivered>;
export type QuotePaymentRefunded = EventOf<typeof quotePaymentRefunded>;
export type ShippedQuoteRefunded = EventOf<typeof shippedQuoteRefunded>;
export type ShipmentEvent = EventOf<(typeof shipmentEventDefinitions)[number]>;

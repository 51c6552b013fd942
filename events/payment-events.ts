import * as z from 'zod';
import { defineEvent } from './define-event';
import { paymentMethods, refundCategories, type RefundCategory } from './shipment-terms';
import { paidPlanSchema } from './subscription-events';

/**
 * Payments, one stream per payment attempt (`payment-<paymentId>`): what is paid (a quote, a
 * subscription period) and for how much, decided by the server, then what became of it. A card
 * payment's success, failure and refund come from Stripe's signed webhooks only: the browser coming
 * back proves nothing. A bank transfer is recorded by staff once the money is on the account, with the
 * bank's reference, and so are its refunds. What a payment pays for follows by reactions.
 */
export { paymentMethods };
export type PaymentMethod = (typeof paymentMethods)[number];
const paymentMethodSchema = z.enum(paymentMethods);

export const paymentPurposeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quote'), shipmentId: z.string().min(1), quoteNumber: z.string().min(1) }),
  /** a period of a Premium subscription, as Stripe's invoice states it */
  z.object({
    kind: z.literal('subscription'),
    plan: paidPlanSchema,
    stripeSubscriptionId: z.string().min(1),
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
  }),
  /** a return to mainland France, priced by `returnCostCents` of what its request records */
  z.object({ kind: z.literal('return'), returnId: z.string().min(1), reference: z.string().min(1) }),
  /** the quote of a buy-for-me request (items as checked, fee of the plan in force, shipping estimate) */
  z.object({ kind: z.literal('purchase'), purchaseId: z.string().min(1) }),
]);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

/**
 * The server priced what is to be paid; the amount comes from the domain (the quote, the plan), never
 * from the browser. `method`: by card through Stripe, or by a bank transfer staff recorded (version 1
 * knew only cards).
 */
export const paymentStarted = defineEvent({
  type: 'PaymentStarted',
  schemaVersion: 2,
  schema: z.object({
    paymentId: z.string().min(1),
    customerId: z.string().min(1),
    purpose: paymentPurposeSchema,
    amountCents: z.number().int().min(1),
    /** what the customer reads on the checkout page and on the invoice */
    description: z.string().min(1),
    method: paymentMethodSchema,
  }),
  upcasters: { 1: (data) => ({ ...(data as object), method: 'card' }) },
});

/** Stripe's hosted checkout page is ready for the customer, until `expiresAt`. */
export const checkoutSessionOpened = defineEvent({
  type: 'CheckoutSessionOpened',
  schemaVersion: 1,
  schema: z.object({
    paymentId: z.string().min(1),
    checkoutSessionId: z.string().min(1),
    checkoutUrl: z.url(),
    expiresAt: z.iso.datetime(),
  }),
});

/**
 * The money came in: `amountCents` is what Stripe charged or the transfer brought, `paidAt` when (Stripe's
 * event's time, or when staff recorded the transfer). A card payment names Stripe's payment intent
 * (`pi_…`); a bank transfer has none (null, from version 2) and names the bank's reference instead.
 */
export const paymentSucceeded = defineEvent({
  type: 'PaymentSucceeded',
  schemaVersion: 2,
  schema: z.object({
    paymentId: z.string().min(1),
    amountCents: z.number().int().min(0),
    paymentIntentId: z.string().min(1).nullable(),
    bankReference: z.string().min(1).optional(),
    paidAt: z.iso.datetime(),
  }),
  // Version 1 knew only cards, whose payment intent it always named: the same payload reads as version 2.
  upcasters: { 1: (data) => data },
});

export const paymentFailureReasons = ['checkout_expired', 'checkout_unavailable', 'card_declined', 'delayed_payment_failed'] as const;

/**
 * The attempt ended without money: the checkout expired unpaid, could not be opened, the card was
 * refused, or a delayed method (a bank debit) accepted on the page did not bring the money after all.
 */
export const paymentFailed = defineEvent({
  type: 'PaymentFailed',
  schemaVersion: 1,
  schema: z.object({ paymentId: z.string().min(1), reason: z.enum(paymentFailureReasons), detail: z.string() }),
});

/**
 * Why money goes back: the thing was already paid (two tabs, a transfer recorded meanwhile), it could
 * no longer be paid (the quote expired while the customer was on the checkout page), or staff decided so.
 */
export const refundCauses = ['duplicate', 'not_payable', 'staff'] as const;

export { refundCategories, type RefundCategory };

/** A refund asked of Stripe, under `refundKey` (its idempotency key); money back is recorded when Stripe confirms it. */
export const paymentRefundRequested = defineEvent({
  type: 'PaymentRefundRequested',
  schemaVersion: 1,
  schema: z.object({
    paymentId: z.string().min(1),
    refundKey: z.string().min(1),
    amountCents: z.number().int().min(1),
    cause: z.enum(refundCauses),
    reason: z.string().min(1),
    /** staff's category, asked for a full refund of a quote whose box left; absent otherwise (and on requests made before it existed) */
    category: z.enum(refundCategories).optional(),
  }),
});

/**
 * The money is back with the customer: Stripe confirmed a card refund (its id `re_…`), or staff recorded
 * the transfer that gave a bank transfer back (`bankReference`, the bank's; the refund id is then the
 * product's own). `refundKey` names the request it answers, or is null for a refund made outside the
 * product (Stripe's dashboard).
 */
export const paymentRefunded = defineEvent({
  type: 'PaymentRefunded',
  schemaVersion: 1,
  schema: z.object({
    paymentId: z.string().min(1),
    refundId: z.string().min(1),
    refundKey: z.string().min(1).nullable(),
    amountCents: z.number().int().min(1),
    refundedAt: z.iso.datetime(),
    bankReference: z.string().min(1).optional(),
  }),
});

/** How a refund request ends without money back: Stripe refused it when asked, or the refund failed or was cancelled later. */
export const refundRequestEndings = ['refused', 'failed', 'canceled'] as const;

/**
 * A refund request that will bring no money back: its amount is no longer reserved and can be
 * refunded again. `refundId` is Stripe's refund (`re_…`) when there was one.
 */
export const paymentRefundRequestEnded = defineEvent({
  type: 'PaymentRefundRequestEnded',
  schemaVersion: 1,
  schema: z.object({
    paymentId: z.string().min(1),
    refundKey: z.string().min(1),
    refundId: z.string().min(1).nullable(),
    ending: z.enum(refundRequestEndings),
    /** what staff read, in French */
    detail: z.string().min(1),
  }),
});

/**
 * What makes a payment Stripe reports not the one the product started: another amount, another
 * currency, a checkout page the product did not open for it, or a second charge after it was paid.
 */
export const paymentAnomalyKinds = ['amount_mismatch', 'currency_mismatch', 'unknown_session', 'second_charge'] as const;

/**
 * Stripe reported a payment that is not the one started: nothing is paid by it (no invoice, nothing
 * cleared); staff look into it in Stripe. `reference` is Stripe's event, what was reported is kept as said.
 */
export const paymentAnomalyRecorded = defineEvent({
  type: 'PaymentAnomalyRecorded',
  schemaVersion: 1,
  schema: z.object({
    paymentId: z.string().min(1),
    reference: z.string().min(1),
    kind: z.enum(paymentAnomalyKinds),
    /** what staff read, in French */
    detail: z.string().min(1),
    amountCents: z.number().int().min(0),
    currency: z.string().min(1),
    checkoutSessionId: z.string().min(1).nullable(),
    paymentIntentId: z.string().min(1).nullable(),
    reportedAt: z.iso.datetime(),
  }),
});

export const paymentEventDefinitions = [
  paymentStarted,
  checkoutSessionOpened,
  paymentSucceeded,
  paymentFailed,
  paymentRefundRequested,
  paymentRefunded,
  paymentRefundRequestEnded,
  paymentAnomalyRecorded,
] as const;

type EventOf<Definition> = Definition extends { type: infer Type; schema: infer Schema extends z.ZodType } ? { type: Type; data: z.infer<Schema> } : never;
export type PaymentStarted = EventOf<typeof paymentStarted>;
export type CheckoutSessionOpened = EventOf<typeof checkoutSessionOpened>;
export type PaymentSucceeded = EventOf<typeof paymentSucceeded>;
export type PaymentFailed = EventOf<typeof paymentFailed>;
export type PaymentRefundRequested = EventOf<typeof paymentRefundRequested>;
export type PaymentRefunded = EventOf<typeof paymentRefunded>;
export type PaymentRefundRequestEnded = EventOf<typeof paymentRefundRequestEnded>;
export type PaymentAnomalyRecorded = EventOf<typeof paymentAnomalyRecorded>;
export type PaymentEvent = EventOf<(typeof paymentEventDefinitions)[number]>;

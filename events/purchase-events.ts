import * as z from 'zod';
import { defineEvent } from './define-event';
import { subscriptionPlanSchema } from './subscription-events';
import { territories } from './territories';

/**
 * Buy for me ("Achat pour moi"), one stream per request (`purchase-<purchaseId>`): the customer asks
 * staff to buy items in French shops; staff quote the checked prices, the customer pays the quote by
 * card, staff buy, and the goods' arrival at the warehouse becomes the customer's parcel. Amounts are
 * integer cents; the prices the customer states are his description of the items, never what is charged.
 */
export { purchaseStatuses, type PurchaseStatus } from './purchase-terms';

const requestedItemSchema = z.object({
  name: z.string().min(1),
  options: z.string(),
  url: z.string(),
  /** the price the customer read on the shop, per unit */
  statedPriceCents: z.number().int().min(0),
  quantity: z.number().int().min(1),
});

const quotedItemSchema = z.object({
  name: z.string().min(1),
  /** the price staff checked on the shop, per unit */
  priceCents: z.number().int().min(0),
  quantity: z.number().int().min(1),
});

export const purchaseRequested = defineEvent({
  type: 'PurchaseRequested',
  schemaVersion: 1,
  schema: z.object({
    purchaseId: z.string().min(1),
    customerId: z.string().min(1),
    shopName: z.string().min(1),
    shopUrl: z.string().min(1),
    items: z.array(requestedItemSchema).min(1),
    destination: z.enum(territories),
    instructions: z.string(),
    /** the plan in force when asked, which fixed the fee of the estimate */
    plan: subscriptionPlanSchema,
    subtotalCents: z.number().int().min(0),
    feeCents: z.number().int().min(0),
    estimatedTotalCents: z.number().int().min(0),
  }),
});

/**
 * Staff's quote: what the customer pays for the order, the items as checked on the shop plus the fee of
 * the plan in force (DECISIONS, "Buy for me: what is charged"), with the plan and the version of the
 * customer's subscription stream that stated it (0: an empty stream, the free plan), so the auditors
 * can prove the fee. The shipping estimate is information: shipping is charged once, on the quote of
 * the parcel the goods become. Version 1 added the estimate to the total (`shippingCharged`) and did not
 * record the subscription version: it reads as charged and not recorded (null).
 */
export const purchaseQuoted = defineEvent({
  type: 'PurchaseQuoted',
  schemaVersion: 2,
  schema: z.object({
    purchaseId: z.string().min(1),
    items: z.array(quotedItemSchema).min(1),
    itemsCents: z.number().int().min(0),
    plan: subscriptionPlanSchema,
    subscriptionVersion: z.number().int().min(0).nullable(),
    feeCents: z.number().int().min(0),
    /** the estimated weight the shipping estimate was priced at, from the rate card */
    estimatedWeightGrams: z.number().int().min(1),
    shippingEstimateCents: z.number().int().min(0),
    /** whether the total includes the shipping estimate: only quotes of version 1 did */
    shippingCharged: z.boolean(),
    totalCents: z.number().int().min(1),
  }),
  upcasters: { 1: (data) => ({ ...(data as object), subscriptionVersion: null, shippingCharged: true }) },
});

/** The quote was paid by card (Stripe's webhook, through the payment's reaction). */
export const purchasePaid = defineEvent({
  type: 'PurchasePaid',
  schemaVersion: 1,
  schema: z.object({ purchaseId: z.string().min(1), paymentId: z.string().min(1), amountCents: z.number().int().min(1) }),
});

/** Staff bought at the shop: its order reference, what was bought, and what was not and why. */
export const purchaseMade = defineEvent({
  type: 'PurchaseMade',
  schemaVersion: 1,
  schema: z.object({
    purchaseId: z.string().min(1),
    orderReference: z.string().min(1),
    bought: z.array(z.object({ name: z.string().min(1), quantity: z.number().int().min(1) })),
    notBought: z.array(z.object({ name: z.string().min(1), reason: z.string().min(1) })),
  }),
});

/** The goods arrived at the warehouse: they are now the customer's parcel `parcelId`. */
export const purchaseReceived = defineEvent({
  type: 'PurchaseReceived',
  schemaVersion: 1,
  schema: z.object({ purchaseId: z.string().min(1), parcelId: z.string().min(1) }),
});

/** Cancelled by the customer before payment, or by staff with a reason; `refundPaymentId` names the payment to give back, if paid. */
export const purchaseCancelled = defineEvent({
  type: 'PurchaseCancelled',
  schemaVersion: 1,
  schema: z.object({
    purchaseId: z.string().min(1),
    by: z.enum(['customer', 'staff']),
    reason: z.string(),
    refundPaymentId: z.string().min(1).nullable(),
  }),
});

export const purchaseEventDefinitions = [purchaseRequested, purchaseQuoted, purchasePaid, purchaseMade, purchaseReceived, purchaseCancelled] as const;

type EventOf<Definition> = Definition extends { type: infer Type; schema: infer Schema extends z.ZodType } ? { type: Type; data: z.infer<Schema> } : never;
export type PurchaseRequested = EventOf<typeof purchaseRequested>;
export type PurchaseQuoted = EventOf<typeof purchaseQuoted>;
export type PurchasePaid = EventOf<typeof purchasePaid>;
export type PurchaseMade = EventOf<typeof purchaseMade>;
export type PurchaseReceived = EventOf<typeof purchaseReceived>;
export type PurchaseCancelled = EventOf<typeof purchaseCancelled>;
export type PurchaseEvent = EventOf<(typeof purchaseEventDefinitions)[number]>;

import * as z from 'zod';
import { defineEvent } from './define-event';
import { paidPlans, subscriptionPlans } from './subscription-terms';

/**
 * A customer's subscription, one stream per customer (`subscription-<customerId>`): the only source of
 * the plan in force at an instant (DECISIONS, "Money, proven"). An empty stream is the free plan. A
 * quote and a reception record the plan they used and the version of this stream that stated it, so an
 * auditor can prove every discount and every free storage day from events alone.
 */
export { paidPlans, subscriptionPlans } from './subscription-terms';
export type { PaidPlan } from './subscription-terms';
export const subscriptionPlanSchema = z.enum(subscriptionPlans);
export const paidPlanSchema = z.enum(paidPlans);

/**
 * A paid period began (a first subscription, a renewal, or a change of plan paid with proration): the
 * plan is in force from `periodStart` (included) to `periodEnd` (excluded), unless cancelled before.
 * `paymentId` is the payment that paid it and `stripeSubscriptionId` the subscription at Stripe (version 1
 * recorded neither: they read as null).
 */
export const subscriptionPeriodStarted = defineEvent({
  type: 'SubscriptionPeriodStarted',
  schemaVersion: 2,
  schema: z.object({
    customerId: z.string().min(1),
    plan: paidPlanSchema,
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
    stripeSubscriptionId: z.string().min(1).nullable(),
    paymentId: z.string().min(1).nullable(),
  }),
  upcasters: { 1: (data) => ({ ...(data as object), stripeSubscriptionId: null, paymentId: null }) },
});

/**
 * A renewal could not be charged (`paymentId`, failed): the subscription is past due while Stripe
 * retries; the plan is free once the paid period is over, until a retry pays a new period.
 */
export const subscriptionRenewalFailed = defineEvent({
  type: 'SubscriptionRenewalFailed',
  schemaVersion: 1,
  schema: z.object({
    customerId: z.string().min(1),
    stripeSubscriptionId: z.string().min(1),
    paymentId: z.string().min(1),
    failedAt: z.iso.datetime(),
  }),
});

/**
 * The subscription stops at `endsAt`: the end of the current period for a cancellation that lets the
 * period run out, an earlier instant for one that ends it at once (a refund). No later renewal follows.
 */
export const subscriptionCancelled = defineEvent({
  type: 'SubscriptionCancelled',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1), endsAt: z.iso.datetime(), reason: z.string() }),
});

/**
 * The payment of a period was refunded in full (Stripe confirmed it at `refundedAt`): that period ends
 * then (DECISIONS, "Refunds"). When it was running, the subscription ends with it at `refundedAt` (no
 * renewal; the Stripe subscription is cancelled, the customer mailed); when it was already over, or
 * never opened (a refused duplicate), nothing else changes. Either way that payment opens no period
 * afterwards (a late redelivery of its invoice).
 */
export const subscriptionPeriodRefunded = defineEvent({
  type: 'SubscriptionPeriodRefunded',
  schemaVersion: 1,
  schema: z.object({
    customerId: z.string().min(1),
    paymentId: z.string().min(1),
    stripeSubscriptionId: z.string().min(1),
    refundedAt: z.iso.datetime(),
    /** the period was running at `refundedAt`: the subscription ended then */
    subscriptionEnded: z.boolean(),
  }),
});

export const subscriptionEventDefinitions = [subscriptionPeriodStarted, subscriptionRenewalFailed, subscriptionCancelled, subscriptionPeriodRefunded] as const;

export type SubscriptionPeriodStarted = { type: 'SubscriptionPeriodStarted'; data: z.infer<typeof subscriptionPeriodStarted.schema> };
export type SubscriptionRenewalFailed = { type: 'SubscriptionRenewalFailed'; data: z.infer<typeof subscriptionRenewalFailed.schema> };
export type SubscriptionCancelled = { type: 'SubscriptionCancelled'; data: z.infer<typeof subscriptionCancelled.schema> };
export type SubscriptionPeriodRefunded = { type: 'SubscriptionPeriodRefunded'; data: z.infer<typeof subscriptionPeriodRefunded.schema> };
export type SubscriptionEvent = SubscriptionPeriodStarted | SubscriptionRenewalFailed | SubscriptionCancelled | SubscriptionPeriodRefunded;

import * as z from 'zod';
import { defineEvent } from './define-event';

/**
 * A customer's subscription, one stream per customer (`subscription-<customerId>`): the only source of
 * the plan in force at an instant (DECISIONS, "Money, proven"). An empty stream is the free plan. A
 * quote and a reception record the plan they used and the version of this stream that stated it, so an
 * auditor can prove every discount and every free storage day from events alone.
 */
export const subscriptionPlans = ['free', 'premium_monthly', 'premium_yearly'] as const;
export const subscriptionPlanSchema = z.enum(subscriptionPlans);
export const paidPlanSchema = z.enum(['premium_monthly', 'premium_yearly']);

/**
 * A paid period began (a first subscription or a renewal): the plan is in force from `periodStart`
 * (included) to `periodEnd` (excluded), unless cancelled before. Who paid it, and how, is for the payment.
 */
export const subscriptionPeriodStarted = defineEvent({
  type: 'SubscriptionPeriodStarted',
  schemaVersion: 1,
  schema: z.object({
    customerId: z.string().min(1),
    plan: paidPlanSchema,
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
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

export const subscriptionEventDefinitions = [subscriptionPeriodStarted, subscriptionCancelled] as const;

export type SubscriptionPeriodStarted = { type: 'SubscriptionPeriodStarted'; data: z.infer<typeof subscriptionPeriodStarted.schema> };
export type SubscriptionCancelled = { type: 'SubscriptionCancelled'; data: z.infer<typeof subscriptionCancelled.schema> };
export type SubscriptionEvent = SubscriptionPeriodStarted | SubscriptionCancelled;

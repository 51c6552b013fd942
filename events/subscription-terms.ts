/**
 * The subscription's plans, apart from the event definitions (`subscription-events.ts`) so that the
 * customer site loads them alone (each event's schema is built when its module is evaluated).
 */
export const subscriptionPlans = ['free', 'premium_monthly', 'premium_yearly'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];
/** The plans a customer pays for. */
export const paidPlans = ['premium_monthly', 'premium_yearly'] as const satisfies readonly SubscriptionPlan[];
export type PaidPlan = (typeof paidPlans)[number];

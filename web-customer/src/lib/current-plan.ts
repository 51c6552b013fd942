import { plans, type PlanTerms } from '@domain/pricing/plans';

/** Subscriptions arrive with their own issue: until then every customer is on the free plan. */
export const currentPlan: PlanTerms = plans.free;

/** Whether the customer pays the subscriber price of the rate card (a premium plan). */
export const isSubscriber = currentPlan.shippingDiscountPercent > 0;

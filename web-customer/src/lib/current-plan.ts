import { plans, type PlanTerms, type SubscriptionPlan } from '@domain/pricing/plans';

/**
 * The plan in force is the server's word (`plan` of `GET /api/me`, derived from the subscription's
 * events): screens read it from the signed-in person and never decide it themselves.
 */
export const planTermsOf = (plan: SubscriptionPlan): PlanTerms => plans[plan];

/** Whether a plan pays the subscriber price of the rate card; nobody signed in (undefined) pays the public price. */
export const isSubscriberPlan = (plan: SubscriptionPlan | undefined): boolean =>
  plan !== undefined && plans[plan].shippingDiscountPercent > 0;

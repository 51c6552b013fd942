import type Stripe from 'stripe';
import { plans } from '../../domain/pricing/plans';
import type { paidPlanSchema } from '../../events/subscription-events';
import type * as z from 'zod';
import { stripeClient } from '../platform/stripe';

type PaidPlan = z.infer<typeof paidPlanSchema>;

const known = new Map<PaidPlan, Promise<string>>();

/**
 * The Stripe price of a plan, found by its lookup key (the plan's name) and checked against the plan's
 * price in the domain, which decides: a price Stripe has at another amount is replaced by a new one
 * taking over the key. Created on first use, so a new Stripe account needs no set-up by hand.
 */
export const stripePriceOf = (plan: PaidPlan): Promise<string> => {
  let price = known.get(plan);
  if (!price) {
    price = findOrCreate(plan).catch((error: unknown) => {
      known.delete(plan);
      throw error;
    });
    known.set(plan, price);
  }
  return price;
};

const findOrCreate = async (plan: PaidPlan): Promise<string> => {
  const stripe = await stripeClient();
  const terms = plans[plan];
  const interval = terms.billingPeriod === 'year' ? 'year' : 'month';
  const listed = await stripe.prices.list({ lookup_keys: [plan], active: true, limit: 1 });
  const existing: Stripe.Price | undefined = listed.data[0];
  if (existing && existing.unit_amount === terms.priceCents && existing.currency === 'eur' && existing.recurring?.interval === interval) return existing.id;
  const product = await stripe.products.create({ name: `Passerelle ${terms.label}`, metadata: { plan } });
  const created = await stripe.prices.create({
    product: product.id,
    currency: 'eur',
    unit_amount: terms.priceCents,
    recurring: { interval },
    lookup_key: plan,
    transfer_lookup_key: true,
    metadata: { plan },
  });
  return created.id;
};

/** The plan a Stripe price stands for, by its lookup key (or metadata), or null for a price that is not ours. */
export const planOfPrice = (price: Pick<Stripe.Price, 'lookup_key' | 'metadata'> | null | undefined): PaidPlan | null => {
  const name = price?.lookup_key ?? price?.metadata?.plan;
  return name === 'premium_monthly' || name === 'premium_yearly' ? name : null;
};

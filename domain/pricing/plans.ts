import { divide, exactly, multiply, roundToInteger, subtract } from './exact-ratio';
import type { SubscriptionPlan } from '../../events/subscription-terms';
import { rateCard } from './rate-card';

/** The three plans (DECISIONS, "Subscriptions" and "Storage"); values as stored on a profile. */
export { subscriptionPlans, type SubscriptionPlan } from '../../events/subscription-terms';

export type PlanTerms = {
  readonly label: string;
  readonly priceCents: number;
  /** How often `priceCents` is charged; null for the free plan. */
  readonly billingPeriod: 'month' | 'year' | null;
  /** Days of free storage after reception; then `storageFeePerDayCents` per day. */
  readonly freeStorageDays: number;
  readonly shippingDiscountPercent: number;
  readonly prioritySupport: boolean;
  readonly unlimitedConsolidation: boolean;
};

export const plans = {
  free: {
    label: 'Découverte',
    priceCents: 0,
    billingPeriod: null,
    freeStorageDays: 3,
    shippingDiscountPercent: 0,
    prioritySupport: false,
    unlimitedConsolidation: false,
  },
  premium_monthly: {
    label: 'Premium mensuel',
    priceCents: 250,
    billingPeriod: 'month',
    freeStorageDays: 60,
    shippingDiscountPercent: rateCard.subscriberDiscountPercent,
    prioritySupport: true,
    unlimitedConsolidation: false,
  },
  premium_yearly: {
    label: 'Premium annuel',
    priceCents: 2000,
    billingPeriod: 'year',
    freeStorageDays: 90,
    shippingDiscountPercent: rateCard.subscriberDiscountPercent,
    prioritySupport: true,
    unlimitedConsolidation: true,
  },
} as const satisfies Record<SubscriptionPlan, PlanTerms>;

/** After the free period, storage costs 1 EUR per day, accrued daily (never "1 euro a week"). */
export const storageFeePerDayCents = 100;
/** A reminder goes out this many days before free storage ends, then weekly while fees accrue. */
export const storageReminderDaysBeforeEnd = 2;
export const storageFeeReminderIntervalDays = 7;

/** The shipping spend per month that /abonnement's savings estimate assumes (48 EUR). */
export const assumedMonthlyShippingSpendCents = 4800;
/**
 * The average shipping price per parcel behind the savings table of /abonnement: the spec's
 * examples (about 12, 20 and 40 EUR per month for 3, 5 and 10 parcels) are 20% of 20 EUR a parcel.
 */
export const assumedShippingPricePerParcelCents = 2000;

const monthsPerPeriod = { month: 1, year: 12 } as const;

const exactMonthlyCostCents = (plan: SubscriptionPlan) => {
  const { priceCents, billingPeriod } = plans[plan];
  return billingPeriod === null ? exactly(0) : divide(exactly(priceCents), exactly(monthsPerPeriod[billingPeriod]));
};

const discountShare = (plan: SubscriptionPlan) => divide(exactly(plans[plan].shippingDiscountPercent), exactly(100));

/** What the plan costs per month, in cents: 0, 250, 167 (2000 / 12, rounded). */
export const monthlyCostCents = (plan: SubscriptionPlan): number => roundToInteger(exactMonthlyCostCents(plan));

const exactDiscountOnAssumedSpend = (plan: SubscriptionPlan) => multiply(discountShare(plan), exactly(assumedMonthlyShippingSpendCents));

/** The plan's discount on the 48 EUR of shipping a month that /abonnement's estimate assumes (960 for Premium). */
export const assumedMonthlyShippingDiscountCents = (plan: SubscriptionPlan): number => roundToInteger(exactDiscountOnAssumedSpend(plan));

/** /abonnement's estimate: the plan's discount on 48 EUR of shipping minus its monthly cost, never below 0. */
export const estimatedMonthlySavingsCents = (plan: SubscriptionPlan): number => {
  const savings = subtract(exactDiscountOnAssumedSpend(plan), exactMonthlyCostCents(plan));
  return Math.max(0, roundToInteger(savings));
};

/** The savings table of /abonnement: the plan's shipping discount for this many parcels a month (before its cost). */
export const monthlyShippingDiscountForParcelsCents = (plan: SubscriptionPlan, parcelsPerMonth: number): number => {
  if (!Number.isInteger(parcelsPerMonth) || parcelsPerMonth < 0) {
    throw new RangeError(`Nombre de colis invalide : ${parcelsPerMonth}`);
  }
  return roundToInteger(multiply(discountShare(plan), exactly(assumedShippingPricePerParcelCents), exactly(parcelsPerMonth)));
};

/** The rows of /abonnement's savings table: a few parcels, a regular flow, a heavy month. */
export const savingsExampleParcelsPerMonth = [3, 5, 10] as const;

/**
 * The savings table's last column: the plan's shipping discount for this many parcels a month minus
 * what the plan costs a month, never below 0, rounded once (the yearly plan costs 2000 / 12 exactly).
 */
export const netMonthlySavingsForParcelsCents = (plan: SubscriptionPlan, parcelsPerMonth: number): number => {
  if (!Number.isInteger(parcelsPerMonth) || parcelsPerMonth < 0) {
    throw new RangeError(`Nombre de colis invalide : ${parcelsPerMonth}`);
  }
  const discount = multiply(discountShare(plan), exactly(assumedShippingPricePerParcelCents), exactly(parcelsPerMonth));
  return Math.max(0, roundToInteger(subtract(discount, exactMonthlyCostCents(plan))));
};

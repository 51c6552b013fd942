import { describe, expect, it } from 'vitest';
import {
  assumedMonthlyShippingDiscountCents,
  estimatedMonthlySavingsCents,
  monthlyCostCents,
  monthlyShippingDiscountForParcelsCents,
  netMonthlySavingsForParcelsCents,
  plans,
  savingsExampleParcelsPerMonth,
  storageFeePerDayCents,
} from './plans';

describe('subscription plans', () => {
  it('are Découverte (free), Premium mensuel at 2.50 EUR a month and Premium annuel at 20 EUR a year', () => {
    expect(Object.values(plans).map(({ label, priceCents, billingPeriod }) => [label, priceCents, billingPeriod])).toEqual([
      ['Découverte', 0, null],
      ['Premium mensuel', 250, 'month'],
      ['Premium annuel', 2000, 'year'],
    ]);
  });

  it('give 20% off shipping on both Premium plans only', () => {
    expect([plans.free, plans.premium_monthly, plans.premium_yearly].map((plan) => plan.shippingDiscountPercent)).toEqual([0, 20, 20]);
  });

  it('cost about 1.67 EUR a month when paid yearly', () => {
    expect([monthlyCostCents('free'), monthlyCostCents('premium_monthly'), monthlyCostCents('premium_yearly')]).toEqual([0, 250, 167]);
  });

  it('take 20% off the 48 EUR of shipping a month the estimate assumes, on Premium only', () => {
    expect([assumedMonthlyShippingDiscountCents('free'), assumedMonthlyShippingDiscountCents('premium_monthly'), assumedMonthlyShippingDiscountCents('premium_yearly')]).toEqual([0, 960, 960]);
  });

  it('save an estimated 20% of 48 EUR minus the monthly cost, never below 0', () => {
    expect(estimatedMonthlySavingsCents('free')).toBe(0);
    expect(estimatedMonthlySavingsCents('premium_monthly')).toBe(710); // 960 - 250
    expect(estimatedMonthlySavingsCents('premium_yearly')).toBe(793); // 960 - 166.67, rounded once
  });

  it('give about 12, 20 and 40 EUR off shipping a month for 3, 5 and 10 parcels', () => {
    expect([3, 5, 10].map((parcels) => monthlyShippingDiscountForParcelsCents('premium_monthly', parcels))).toEqual([1200, 2000, 4000]);
    expect(monthlyShippingDiscountForParcelsCents('premium_yearly', 5)).toBe(2000);
    expect(monthlyShippingDiscountForParcelsCents('free', 5)).toBe(0);
  });

  it('leave, once the plan is paid, the discount for 3, 5 and 10 parcels minus the monthly cost, rounded once and never below 0', () => {
    expect(savingsExampleParcelsPerMonth.map((parcels) => netMonthlySavingsForParcelsCents('premium_monthly', parcels))).toEqual([950, 1750, 3750]);
    // 1200 - 2000 / 12 = 1033.33: the yearly plan's cost is not rounded to 167 first.
    expect(savingsExampleParcelsPerMonth.map((parcels) => netMonthlySavingsForParcelsCents('premium_yearly', parcels))).toEqual([1033, 1833, 3833]);
    expect(netMonthlySavingsForParcelsCents('premium_monthly', 0)).toBe(0);
    expect(netMonthlySavingsForParcelsCents('free', 5)).toBe(0);
    expect(() => netMonthlySavingsForParcelsCents('premium_monthly', 1.5)).toThrow(RangeError);
  });
});

describe('storage', () => {
  it('is free for 3, 60 or 90 days depending on the plan', () => {
    expect(Object.values(plans).map((plan) => plan.freeStorageDays)).toEqual([3, 60, 90]);
  });

  it('then costs 1 EUR per day', () => {
    expect(storageFeePerDayCents).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import type { SubscriptionEvent } from '../../events/subscription-events';
import type { SubscriptionPlan } from '../pricing/plans';
import { foldSubscription, planInForceAt } from './subscription';

/** given subscription events / when an instant / then the plan in force then. */
const given = (events: SubscriptionEvent[]) => ({
  at: (instant: string) => ({ thenPlan: (plan: SubscriptionPlan) => expect(planInForceAt(foldSubscription(events), new Date(instant))).toBe(plan) }),
});

const monthly: SubscriptionEvent = {
  type: 'SubscriptionPeriodStarted',
  data: { customerId: 'c1', plan: 'premium_monthly', periodStart: '2027-01-10T09:00:00.000Z', periodEnd: '2027-02-10T09:00:00.000Z', stripeSubscriptionId: null, paymentId: null },
};
const renewedYearly: SubscriptionEvent = {
  type: 'SubscriptionPeriodStarted',
  data: { customerId: 'c1', plan: 'premium_yearly', periodStart: '2027-02-10T09:00:00.000Z', periodEnd: '2028-02-10T09:00:00.000Z', stripeSubscriptionId: null, paymentId: null },
};

describe('the plan in force at an instant', () => {
  it('is free for a customer whose subscription stream is empty', () => {
    given([]).at('2027-01-15T12:00:00.000Z').thenPlan('free');
  });

  it('is the paid plan from the start of its period (included) to its end (excluded), free before and after', () => {
    given([monthly]).at('2027-01-10T08:59:59.999Z').thenPlan('free');
    given([monthly]).at('2027-01-10T09:00:00.000Z').thenPlan('premium_monthly');
    given([monthly]).at('2027-02-10T08:59:59.999Z').thenPlan('premium_monthly');
    given([monthly]).at('2027-02-10T09:00:00.000Z').thenPlan('free');
  });

  it('follows a renewal into another plan', () => {
    given([monthly, renewedYearly]).at('2027-06-01T00:00:00.000Z').thenPlan('premium_yearly');
    given([monthly, renewedYearly]).at('2027-01-20T00:00:00.000Z').thenPlan('premium_monthly');
  });

  it('stops at a cancellation’s end, and starts again with a later period', () => {
    const cancelled: SubscriptionEvent = { type: 'SubscriptionCancelled', data: { customerId: 'c1', endsAt: '2027-01-20T00:00:00.000Z', reason: 'Remboursé' } };
    given([monthly, cancelled]).at('2027-01-19T23:59:59.000Z').thenPlan('premium_monthly');
    given([monthly, cancelled]).at('2027-01-25T00:00:00.000Z').thenPlan('free');
    given([monthly, cancelled, renewedYearly]).at('2027-03-01T00:00:00.000Z').thenPlan('premium_yearly');
  });
});

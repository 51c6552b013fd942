import { describe, expect, it } from 'vitest';
import type { PaymentFacts } from '../payments/queries';
import { completesRefund } from './refunded-period-reaction';

const payment = (refunds: readonly { refundId: string; amountCents: number }[]): PaymentFacts => ({
  paymentId: 'pay-1',
  status: 'refunded',
  customerId: 'c1',
  purpose: { kind: 'subscription', plan: 'premium_monthly', stripeSubscriptionId: 'sub_1', periodStart: '2027-01-10T09:00:00.000Z', periodEnd: '2027-02-10T09:00:00.000Z' },
  description: 'Abonnement Premium mensuel',
  amountCents: 250,
  paid: { amountCents: 250, paidAt: '2027-01-10T09:00:01.000Z', paymentIntentId: 'pi_1' },
  refunds: refunds.map((refund) => ({ ...refund, refundKey: null })),
  refundRequests: [],
});

describe('the refund that ends a Premium period', () => {
  it('is the one that makes the payment whole again: not a gesture before it, nor one said again after it', () => {
    const refunds = [
      { refundId: 're_gesture', amountCents: 100 },
      { refundId: 're_rest', amountCents: 150 },
    ];
    expect(completesRefund(payment(refunds), 're_gesture')).toBe(false);
    expect(completesRefund(payment(refunds), 're_rest')).toBe(true);
    expect(completesRefund(payment([{ refundId: 're_whole', amountCents: 250 }]), 're_whole')).toBe(true);
    expect(completesRefund(payment([{ refundId: 're_gesture', amountCents: 100 }]), 're_gesture')).toBe(false);
    expect(completesRefund(payment(refunds), 're_unknown')).toBe(false);
  });
});

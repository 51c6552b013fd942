import { describe, expect, it } from 'vitest';
import { createPurchaseAudit, type AuditedPurchaseEvent } from './audit';

const quoted = (totalCents: number, overrides: { feeCents?: number; plan?: 'free' | 'premium_monthly' } = {}): AuditedPurchaseEvent => ({
  type: 'PurchaseQuoted',
  streamId: 'purchase-r1',
  data: {
    purchaseId: 'r1',
    items: [{ name: 'Casque', priceCents: 4750, quantity: 2 }],
    itemsCents: 9500,
    plan: overrides.plan ?? 'free',
    feeCents: overrides.feeCents ?? 1999,
    estimatedWeightGrams: 1000,
    shippingEstimateCents: totalCents - 9500 - (overrides.feeCents ?? 1999),
    totalCents,
  },
});
const started = (paymentId: string, amountCents: number): AuditedPurchaseEvent => ({
  type: 'PaymentStarted',
  streamId: `payment-${paymentId}`,
  data: { paymentId, customerId: 'c1', purpose: { kind: 'purchase', purchaseId: 'r1' }, amountCents, description: 'Achat pour moi', method: 'card' },
});
const succeeded = (paymentId: string, amountCents: number): AuditedPurchaseEvent => ({
  type: 'PaymentSucceeded',
  streamId: `payment-${paymentId}`,
  data: { paymentId, amountCents, paymentIntentId: `pi_${paymentId}`, paidAt: '2026-11-26T10:00:00.000Z' },
});
const refunded = (paymentId: string, amountCents: number): AuditedPurchaseEvent => ({
  type: 'PaymentRefunded',
  streamId: `payment-${paymentId}`,
  data: { paymentId, refundId: `re_${paymentId}`, refundKey: null, amountCents, refundedAt: '2026-11-26T10:05:00.000Z' },
});
const paid = (paymentId: string, amountCents: number): AuditedPurchaseEvent => ({ type: 'PurchasePaid', streamId: 'purchase-r1', data: { purchaseId: 'r1', paymentId, amountCents } });
const cancelledAfterPayment: AuditedPurchaseEvent = { type: 'PurchaseCancelled', streamId: 'purchase-r1', data: { purchaseId: 'r1', by: 'staff', reason: 'Épuisé', refundPaymentId: 'p1' } };

const breachesOf = (events: AuditedPurchaseEvent[]) => {
  const audit = createPurchaseAudit();
  for (const event of events) audit.observe(event);
  return audit.report().map((breach) => breach.rule);
};

describe('the auditors’ checks on buy-for-me payments', () => {
  it('find nothing in an honest history: quoted, paid at the quote, a second tab refunded, a cancellation refunded', () => {
    expect(breachesOf([quoted(12000), started('p1', 12000), started('p2', 12000), succeeded('p1', 12000), paid('p1', 12000), succeeded('p2', 12000), refunded('p2', 12000)])).toEqual([]);
    expect(breachesOf([quoted(12000), started('p1', 12000), succeeded('p1', 12000), paid('p1', 12000), cancelledAfterPayment, refunded('p1', 12000)])).toEqual([]);
  });

  it('report a quote whose fee is not the plan’s, or whose total does not add up', () => {
    expect(breachesOf([quoted(12000, { feeCents: 1499 })])).toContain('quote-sum');
    expect(breachesOf([quoted(12000, { plan: 'premium_monthly' })])).toContain('quote-sum');
    const wrongTotal = quoted(12000);
    if (wrongTotal.type === 'PurchaseQuoted') wrongTotal.data.totalCents += 1;
    expect(breachesOf([wrongTotal])).toContain('quote-sum');
  });

  it('report a payment of another amount than the quote, and a request paid for another amount', () => {
    expect(breachesOf([quoted(12000), started('p1', 100), succeeded('p1', 100), paid('p1', 100)])).toEqual(expect.arrayContaining(['purchase-payment-amount', 'purchase-paid-unknown']));
  });

  it('report money kept: a payment neither applied nor refunded, a paid request cancelled and not refunded', () => {
    expect(breachesOf([quoted(12000), started('p1', 12000), succeeded('p1', 12000)])).toContain('purchase-payment-unapplied');
    expect(breachesOf([quoted(12000), started('p1', 12000), succeeded('p1', 12000), paid('p1', 12000), cancelledAfterPayment])).toContain('purchase-cancelled-unrefunded');
  });
});

import { describe, expect, it } from 'vitest';
import type { PurchaseQuoted } from '../../events/purchase-events';
import { createPurchaseAudit, type AuditedPurchaseEvent } from './audit';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute)).toISOString();

const requested: AuditedPurchaseEvent = {
  type: 'PurchaseRequested',
  streamId: 'purchase-r1',
  occurredAt: at(0),
  data: {
    purchaseId: 'r1',
    customerId: 'c1',
    shopName: 'Fnac',
    shopUrl: 'https://www.fnac.com',
    items: [{ name: 'Casque', options: '', url: '', statedPriceCents: 4750, quantity: 2 }],
    destination: 'martinique',
    instructions: '',
    plan: 'free',
    subtotalCents: 9500,
    feeCents: 1999,
    estimatedTotalCents: 11499,
  },
};

/** A quote as the decider makes it now: items + fee of the free plan (version 0: an empty subscription stream), shipping as information. */
const quoted = (totalCents: number, overrides: Partial<PurchaseQuoted['data']> = {}): AuditedPurchaseEvent => ({
  type: 'PurchaseQuoted',
  streamId: 'purchase-r1',
  occurredAt: at(1),
  data: {
    purchaseId: 'r1',
    items: [{ name: 'Casque', priceCents: 4750, quantity: 2 }],
    itemsCents: 9500,
    plan: 'free',
    subscriptionVersion: 0,
    feeCents: 1999,
    estimatedWeightGrams: 1000,
    shippingEstimateCents: 1060,
    shippingCharged: false,
    totalCents,
    ...overrides,
  },
});
const premiumPeriod: AuditedPurchaseEvent = {
  type: 'SubscriptionPeriodStarted',
  streamId: 'subscription-c1',
  occurredAt: at(0),
  version: 1,
  data: { customerId: 'c1', plan: 'premium_monthly', periodStart: at(0), periodEnd: '2026-12-26T10:00:00.000Z', stripeSubscriptionId: 'sub_1', paymentId: 'ps1' },
};
const started = (paymentId: string, amountCents: number): AuditedPurchaseEvent => ({
  type: 'PaymentStarted',
  streamId: `payment-${paymentId}`,
  occurredAt: at(2),
  data: { paymentId, customerId: 'c1', purpose: { kind: 'purchase', purchaseId: 'r1' }, amountCents, description: 'Achat pour moi', method: 'card' },
});
const succeeded = (paymentId: string, amountCents: number): AuditedPurchaseEvent => ({
  type: 'PaymentSucceeded',
  streamId: `payment-${paymentId}`,
  occurredAt: at(3),
  data: { paymentId, amountCents, paymentIntentId: `pi_${paymentId}`, paidAt: at(3) },
});
const refunded = (paymentId: string, amountCents: number, minute = 5): AuditedPurchaseEvent => ({
  type: 'PaymentRefunded',
  streamId: `payment-${paymentId}`,
  occurredAt: at(minute),
  data: { paymentId, refundId: `re_${paymentId}_${minute}`, refundKey: null, amountCents, refundedAt: at(minute) },
});
const paid = (paymentId: string, amountCents: number): AuditedPurchaseEvent => ({ type: 'PurchasePaid', streamId: 'purchase-r1', occurredAt: at(4), data: { purchaseId: 'r1', paymentId, amountCents } });
const made = (minute: number): AuditedPurchaseEvent => ({
  type: 'PurchaseMade',
  streamId: 'purchase-r1',
  occurredAt: at(minute),
  data: { purchaseId: 'r1', orderReference: 'FN-1', bought: [{ name: 'Casque', quantity: 2 }], notBought: [] },
});
const cancelledAfterPayment: AuditedPurchaseEvent = {
  type: 'PurchaseCancelled',
  streamId: 'purchase-r1',
  occurredAt: at(6),
  data: { purchaseId: 'r1', by: 'staff', reason: 'Épuisé', refundPaymentId: 'p1' },
};

const breachesOf = (events: AuditedPurchaseEvent[]) => {
  const audit = createPurchaseAudit();
  for (const event of events) audit.observe(event);
  return audit.report().map((breach) => breach.rule);
};

describe('the auditors’ checks on buy-for-me payments', () => {
  it('find nothing in an honest history: quoted, paid at the quote, a second tab refunded, a cancellation refunded', () => {
    expect(breachesOf([requested, quoted(11499), started('p1', 11499), started('p2', 11499), succeeded('p1', 11499), paid('p1', 11499), succeeded('p2', 11499), refunded('p2', 11499)])).toEqual([]);
    expect(breachesOf([requested, quoted(11499), started('p1', 11499), succeeded('p1', 11499), paid('p1', 11499), cancelledAfterPayment, refunded('p1', 11499)])).toEqual([]);
  });

  it('find nothing in a quote of the first version, whose total still included its shipping estimate', () => {
    expect(breachesOf([requested, quoted(9500 + 1999 + 1060, { shippingCharged: true, subscriptionVersion: null })])).toEqual([]);
  });

  it('report a quote whose fee is not the plan’s, or whose total does not add up (the shipping estimate is no part of it)', () => {
    expect(breachesOf([requested, quoted(11499 - 500, { feeCents: 1499 })])).toContain('quote-sum');
    expect(breachesOf([requested, quoted(11499 + 1060)])).toContain('quote-sum');
    expect(breachesOf([requested, quoted(11500)])).toContain('quote-sum');
  });

  it('report a payment of another amount than the quote, and a request paid for another amount', () => {
    expect(breachesOf([requested, quoted(11499), started('p1', 100), succeeded('p1', 100), paid('p1', 100)])).toEqual(expect.arrayContaining(['purchase-payment-amount', 'purchase-paid-unknown']));
  });

  it('report money kept: a payment neither applied nor refunded, a paid request cancelled and not refunded', () => {
    expect(breachesOf([requested, quoted(11499), started('p1', 11499), succeeded('p1', 11499)])).toContain('purchase-payment-unapplied');
    expect(breachesOf([requested, quoted(11499), started('p1', 11499), succeeded('p1', 11499), paid('p1', 11499), cancelledAfterPayment])).toContain('purchase-cancelled-unrefunded');
  });
});

describe('the auditors’ proof of a buy-for-me fee', () => {
  const premiumQuote = (subscriptionVersion: number | null) => quoted(9500 + 1499, { plan: 'premium_monthly', feeCents: 1499, subscriptionVersion });

  it('find nothing when the quote names the plan in force: free on an empty stream, Premium during its paid period', () => {
    expect(breachesOf([requested, quoted(11499)])).toEqual([]);
    expect(breachesOf([premiumPeriod, requested, premiumQuote(1)])).toEqual([]);
    // A quote of the first version records no subscription version: its plan is checked against the events alone.
    expect(breachesOf([premiumPeriod, requested, premiumQuote(null)])).toEqual([]);
  });

  it('report the Premium fee charged to a customer whose plan in force is free, even when the quote adds up', () => {
    expect(breachesOf([requested, premiumQuote(0)])).toEqual(['quote-plan']);
    expect(breachesOf([requested, premiumQuote(null)])).toEqual(['quote-plan']);
  });

  it('report the free fee charged to a Premium subscriber, and a plan its recorded subscription version does not state', () => {
    expect(breachesOf([premiumPeriod, requested, quoted(11499, { subscriptionVersion: 1 })])).toEqual(['quote-plan']);
    expect(breachesOf([premiumPeriod, requested, premiumQuote(0)])).toEqual(['quote-plan']);
  });
});

describe('the auditors’ check of a purchase made with the customer’s money', () => {
  const paidHistory = [requested, quoted(11499), started('p1', 11499), succeeded('p1', 11499), paid('p1', 11499)];

  it('find nothing when bought while the payment is held, even after a partial gesture', () => {
    expect(breachesOf([...paidHistory, made(6)])).toEqual([]);
    expect(breachesOf([...paidHistory, refunded('p1', 500, 5), made(6)])).toEqual([]);
    expect(breachesOf([...paidHistory, made(6), refunded('p1', 500, 7)])).toEqual([]);
  });

  it('report a purchase bought after its payment went back whole', () => {
    expect(breachesOf([...paidHistory, refunded('p1', 11499, 5), made(6)])).toEqual(['purchase-bought-refunded']);
    expect(breachesOf([...paidHistory, refunded('p1', 10000, 5), refunded('p1', 1499, 6), made(7)])).toEqual(['purchase-bought-refunded']);
  });
});

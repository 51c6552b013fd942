import { describe, expect, it } from 'vitest';
import { createPaymentAudit, type AuditedPaymentEvent } from './audit';

const quoteIssued = (quoteNumber: string, totalCents: number): AuditedPaymentEvent =>
  ({ type: 'QuoteIssued', streamId: 'shipment-s1', data: { shipmentId: 's1', quoteNumber, totalCents } }) as unknown as AuditedPaymentEvent;
const started = (paymentId: string, amountCents: number, purpose: object = { kind: 'quote', shipmentId: 's1', quoteNumber: 'DEV-1' }): AuditedPaymentEvent => ({
  type: 'PaymentStarted',
  streamId: `payment-${paymentId}`,
  data: { paymentId, customerId: 'c1', purpose: purpose as never, amountCents, description: 'Devis DEV-1', method: 'card' },
});
const succeeded = (paymentId: string, amountCents: number): AuditedPaymentEvent => ({
  type: 'PaymentSucceeded',
  streamId: `payment-${paymentId}`,
  data: { paymentId, amountCents, paymentIntentId: `pi_${paymentId}`, paidAt: '2026-11-26T10:00:00.000Z' },
});
const refunded = (paymentId: string, amountCents: number): AuditedPaymentEvent => ({
  type: 'PaymentRefunded',
  streamId: `payment-${paymentId}`,
  data: { paymentId, refundId: `re_${paymentId}`, refundKey: null, amountCents, refundedAt: '2026-11-26T10:05:00.000Z' },
});
const recorded = (paymentId: string, amountCents: number): AuditedPaymentEvent => ({
  type: 'QuotePaymentRecorded',
  streamId: 'shipment-s1',
  data: { shipmentId: 's1', quoteNumber: 'DEV-1', method: 'card', reference: paymentId, amountCents },
});

const breachesOf = (events: AuditedPaymentEvent[]) => {
  const audit = createPaymentAudit();
  for (const event of events) audit.observe(event);
  return audit.report().map((breach) => breach.rule);
};

describe('the auditors’ checks on card payments', () => {
  it('find nothing in an honest history: a quote paid once, its second payment (another tab) refunded whole', () => {
    expect(breachesOf([quoteIssued('DEV-1', 3400), started('p1', 3400), started('p2', 3400), succeeded('p1', 3400), recorded('p1', 3400), succeeded('p2', 3400), refunded('p2', 3400)])).toEqual([]);
  });

  it('report a payment of another amount than the quote’s', () => {
    expect(breachesOf([quoteIssued('DEV-1', 3400), started('p1', 100), succeeded('p1', 100), recorded('p1', 100)])).toContain('payment-amount');
  });

  it('report money kept that paid nothing: a quote payment neither applied nor refunded', () => {
    expect(breachesOf([quoteIssued('DEV-1', 3400), started('p1', 3400), succeeded('p1', 3400), refunded('p1', 1000)])).toEqual(['payment-unapplied']);
  });

  it('report a quote marked paid by a card payment that took no money', () => {
    expect(breachesOf([quoteIssued('DEV-1', 3400), started('p1', 3400), recorded('p1', 3400)])).toContain('card-payment-unknown');
  });

  it('report a subscription period opened without its payment, and a period charged above the plan’s price', () => {
    const period: AuditedPaymentEvent = {
      type: 'SubscriptionPeriodStarted',
      streamId: 'subscription-c1',
      data: { customerId: 'c1', plan: 'premium_monthly', periodStart: '2026-11-26T10:00:00.000Z', periodEnd: '2026-12-26T10:00:00.000Z', stripeSubscriptionId: 'sub_1', paymentId: 'p9' },
    };
    expect(breachesOf([period])).toEqual(['period-unpaid']);
    const subscription = { kind: 'subscription', plan: 'premium_monthly', stripeSubscriptionId: 'sub_1', periodStart: '2026-11-26T10:00:00.000Z', periodEnd: '2026-12-26T10:00:00.000Z' };
    expect(breachesOf([started('p9', 2500, subscription), succeeded('p9', 2500), period])).toEqual(['payment-amount']);
    expect(breachesOf([started('p9', 250, subscription), succeeded('p9', 250), period])).toEqual([]);
  });

  it('report a subscription payment that opened no period and was not given back, and accept a duplicate refunded whole', () => {
    const second = { kind: 'subscription', plan: 'premium_monthly', stripeSubscriptionId: 'sub_2', periodStart: '2026-11-26T10:01:00.000Z', periodEnd: '2026-12-26T10:01:00.000Z' };
    expect(breachesOf([started('p8', 250, second), succeeded('p8', 250)])).toEqual(['payment-unapplied']);
    expect(breachesOf([started('p8', 250, second), succeeded('p8', 250), refunded('p8', 250)])).toEqual([]);
  });
});

describe('the auditors’ checks on bank transfers', () => {
  const transferStarted = (paymentId: string, amountCents: number): AuditedPaymentEvent => ({
    type: 'PaymentStarted',
    streamId: `payment-${paymentId}`,
    data: { paymentId, customerId: 'c1', purpose: { kind: 'quote', shipmentId: 's1', quoteNumber: 'DEV-1' }, amountCents, description: 'Devis DEV-1', method: 'bank_transfer' },
  });
  const transferSucceeded = (paymentId: string, amountCents: number, bankReference: string): AuditedPaymentEvent => ({
    type: 'PaymentSucceeded',
    streamId: `payment-${paymentId}`,
    data: { paymentId, amountCents, paymentIntentId: null, bankReference, paidAt: '2026-11-26T10:00:00.000Z' },
  });
  const recordedTransfer = (reference: string, amountCents: number): AuditedPaymentEvent => ({
    type: 'QuotePaymentRecorded',
    streamId: 'shipment-s1',
    data: { shipmentId: 's1', quoteNumber: 'DEV-1', method: 'bank_transfer', reference, amountCents },
  });

  it('find nothing when a quote paid by transfer has its payment of the quote’s amount under the same bank reference', () => {
    expect(breachesOf([quoteIssued('DEV-1', 2405), transferStarted('v1', 2405), transferSucceeded('v1', 2405, 'VIR-42'), recordedTransfer('VIR-42', 2405)])).toEqual([]);
  });

  it('report a quote marked paid by a transfer that is no payment (no invoice, no revenue), or of another amount', () => {
    expect(breachesOf([quoteIssued('DEV-1', 2405), recordedTransfer('VIR-42', 2405)])).toEqual(['transfer-payment-unknown']);
    expect(breachesOf([quoteIssued('DEV-1', 2405), transferStarted('v1', 2405), transferSucceeded('v1', 2400, 'VIR-42'), recordedTransfer('VIR-42', 2405)])).toEqual([
      'payment-amount',
      'transfer-payment-unknown',
    ]);
  });

  it('report a transfer recorded as a payment that paid no quote and was not given back', () => {
    expect(breachesOf([quoteIssued('DEV-1', 2405), transferStarted('v1', 2405), transferSucceeded('v1', 2405, 'VIR-42')])).toEqual(['payment-unapplied']);
  });
});

describe('the auditors’ check on return payments', () => {
  const opened = (costCents: number): AuditedPaymentEvent => ({
    type: 'ReturnRequestOpened',
    streamId: 'return-r1',
    data: {
      returnId: 'r1',
      reference: 'RET-1',
      customerId: 'c1',
      parcelId: 'p1',
      parcelTrackingNumber: '6A1',
      type: 'remboursement',
      reason: 'defectueux',
      urgency: 'urgent',
      description: '',
      weightGrams: 3000,
      lengthCm: null,
      widthCm: null,
      heightCm: null,
      costCents,
      paymentId: 'p1',
      photos: [],
    },
  });
  const returnPurpose = { kind: 'return', returnId: 'r1', reference: 'RET-1' };

  it('find nothing when the payment charged the return cost of the recorded weight and urgency (3 kg, urgent: 16,25 €)', () => {
    expect(breachesOf([opened(1625), started('p1', 1625, returnPurpose), succeeded('p1', 1625)])).toEqual([]);
  });

  it('report a payment that charged another amount than the recorded inputs price, even when the request recorded that amount', () => {
    expect(breachesOf([opened(1250), started('p1', 1250, returnPurpose), succeeded('p1', 1250)])).toEqual(['payment-amount']);
    expect(breachesOf([started('p1', 1625, returnPurpose), succeeded('p1', 1625)])).toEqual(['payment-amount']);
  });
});

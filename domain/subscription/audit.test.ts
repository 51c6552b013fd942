import { describe, expect, it } from 'vitest';
import type { PaymentPurpose } from '../../events/payment-events';
import { createSubscriptionAudit, type AuditedSubscriptionEvent } from './audit';

/**
 * One honest history: customer c1 subscribes monthly on 10 January 2027 (2,50 €), moves to yearly on
 * the 20th (17,50 € after Stripe's proration), and that yearly payment is refunded in full on the 25th,
 * which ends the subscription then. Then the same history tampered with, one way at a time.
 */
const monthlyPurpose: PaymentPurpose = { kind: 'subscription', plan: 'premium_monthly', stripeSubscriptionId: 'sub_1', periodStart: '2027-01-10T09:00:00.000Z', periodEnd: '2027-02-10T09:00:00.000Z' };
const yearlyPurpose: PaymentPurpose = { kind: 'subscription', plan: 'premium_yearly', stripeSubscriptionId: 'sub_1', periodStart: '2027-01-20T10:00:00.000Z', periodEnd: '2028-01-20T10:00:00.000Z' };

const payment = (paymentId: string, purpose: PaymentPurpose, amountCents: number): AuditedSubscriptionEvent[] => [
  { type: 'PaymentStarted', streamId: `payment-${paymentId}`, data: { paymentId, customerId: 'c1', purpose, amountCents, description: 'Abonnement', method: 'card' } },
  { type: 'PaymentSucceeded', streamId: `payment-${paymentId}`, data: { paymentId, amountCents, paymentIntentId: `pi_${paymentId}`, paidAt: '2027-01-10T09:00:01.000Z' } },
];
const refund = (paymentId: string, amountCents: number, refundedAt: string, refundId = `re_${paymentId}`): AuditedSubscriptionEvent => ({
  type: 'PaymentRefunded',
  streamId: `payment-${paymentId}`,
  data: { paymentId, refundId, refundKey: `staff-${refundId}`, amountCents, refundedAt },
});
const periodOf = (paymentId: string | null, purpose: PaymentPurpose): AuditedSubscriptionEvent => {
  if (purpose.kind !== 'subscription') throw new Error('période d’abonnement attendue');
  const { plan, stripeSubscriptionId, periodStart, periodEnd } = purpose;
  return { type: 'SubscriptionPeriodStarted', streamId: 'subscription-c1', data: { customerId: 'c1', plan, periodStart, periodEnd, stripeSubscriptionId, paymentId } };
};
const periodRefunded = (paymentId: string, refundedAt: string, subscriptionEnded = true): AuditedSubscriptionEvent => ({
  type: 'SubscriptionPeriodRefunded',
  streamId: 'subscription-c1',
  data: { customerId: 'c1', paymentId, stripeSubscriptionId: 'sub_1', refundedAt, subscriptionEnded },
});

const refundedAt = '2027-01-25T10:00:00.000Z';
const honest: AuditedSubscriptionEvent[] = [
  ...payment('pay-1', monthlyPurpose, 250),
  periodOf('pay-1', monthlyPurpose),
  ...payment('pay-2', yearlyPurpose, 1750),
  periodOf('pay-2', yearlyPurpose),
  // a gesture first, then the rest: refunded in full by the second refund
  refund('pay-2', 500, '2027-01-22T10:00:00.000Z', 're_a'),
  refund('pay-2', 1250, refundedAt, 're_b'),
  periodRefunded('pay-2', refundedAt),
];

const auditOf = (events: AuditedSubscriptionEvent[]) => {
  const audit = createSubscriptionAudit();
  events.forEach(audit.observe);
  return audit.report();
};
const rulesOf = (events: AuditedSubscriptionEvent[]) => auditOf(events).map((breach) => breach.rule);

describe('the auditors’ checks on subscriptions: an honest history', () => {
  it('find nothing: each period paid by its invoice’s payment (a change of plan prorated), the refunded one ended at its refund', () => {
    expect(auditOf(honest)).toEqual([]);
  });

  it('find nothing when a partial refund, a gesture, leaves the period running', () => {
    expect(auditOf([...payment('pay-1', monthlyPurpose, 250), periodOf('pay-1', monthlyPurpose), refund('pay-1', 100, '2027-01-15T10:00:00.000Z')])).toEqual([]);
  });

  it('find nothing when a period already over is refunded in full: it ended before', () => {
    const february: PaymentPurpose = { ...monthlyPurpose, periodStart: '2027-02-10T09:00:00.000Z', periodEnd: '2027-03-10T09:00:00.000Z' };
    const events = [
      ...payment('pay-1', monthlyPurpose, 250),
      periodOf('pay-1', monthlyPurpose),
      ...payment('pay-3', february, 250),
      periodOf('pay-3', february),
      refund('pay-1', 250, '2027-02-15T10:00:00.000Z'),
      periodRefunded('pay-1', '2027-02-15T10:00:00.000Z', false),
    ];
    expect(auditOf(events)).toEqual([]);
  });
});

describe('the auditors’ checks on subscriptions: each tampering found', () => {
  it('report a period without a payment, or whose payment took no money', () => {
    expect(rulesOf([periodOf(null, monthlyPurpose)])).toEqual(['period-unpaid']);
    const unpaid = payment('pay-1', monthlyPurpose, 250).slice(0, 1);
    const breaches = auditOf([...unpaid, periodOf('pay-1', monthlyPurpose)]);
    expect(breaches.map((breach) => breach.rule)).toEqual(['period-unpaid']);
    expect(breaches[0]?.message).toBe('Période Premium mensuel du 10 janvier 2027 au 10 février 2027 ouverte par le paiement pay-1, qui n’a rien encaissé');
  });

  it('report a period that is not the one its payment paid: another plan, another period, another amount than its invoice', () => {
    expect(rulesOf([...payment('pay-1', monthlyPurpose, 250), periodOf('pay-1', yearlyPurpose)])).toEqual(['period-payment']);
    const longer = { ...monthlyPurpose, periodEnd: '2027-03-10T09:00:00.000Z' };
    expect(rulesOf([...payment('pay-1', monthlyPurpose, 250), periodOf('pay-1', longer)])).toEqual(['period-payment']);
    const charged = payment('pay-1', monthlyPurpose, 250).map((event) => (event.type === 'PaymentSucceeded' ? { ...event, data: { ...event.data, amountCents: 100 } } : event));
    const breaches = auditOf([...charged, periodOf('pay-1', monthlyPurpose)]);
    expect(breaches.map((breach) => breach.rule)).toEqual(['period-payment']);
    expect(breaches[0]?.message).toBe(
      'Période Premium mensuel du 10 janvier 2027 au 10 février 2027 ouverte par un paiement de 1,00\u00a0€ pour une facture de 2,50\u00a0€ (prix de la formule : 2,50\u00a0€) (paiement pay-1)',
    );
    const quotePayment: AuditedSubscriptionEvent[] = [
      { type: 'PaymentStarted', streamId: 'payment-pay-9', data: { paymentId: 'pay-9', customerId: 'c1', purpose: { kind: 'quote', shipmentId: 's1', quoteNumber: 'DEV-1' }, amountCents: 250, description: 'Devis', method: 'card' } },
      { type: 'PaymentSucceeded', streamId: 'payment-pay-9', data: { paymentId: 'pay-9', amountCents: 250, paymentIntentId: 'pi_9', paidAt: '2027-01-10T09:00:01.000Z' } },
    ];
    expect(rulesOf([...quotePayment, periodOf('pay-9', monthlyPurpose)])).toEqual(['period-payment']);
  });

  it('report a period still in force after its payment was refunded in full: its end removed, or set later than the refund', () => {
    expect(rulesOf(honest.filter((event) => event.type !== 'SubscriptionPeriodRefunded'))).toEqual(['refunded-period-running']);
    const late = honest.map((event) => (event.type === 'SubscriptionPeriodRefunded' ? periodRefunded('pay-2', '2027-01-28T10:00:00.000Z') : event));
    expect(rulesOf(late)).toEqual(['refunded-period-running']);
  });

  it('report a period ended as refunded when its payment was only partly refunded', () => {
    const partly = honest.filter((event) => !(event.type === 'PaymentRefunded' && event.data.refundId === 're_b'));
    expect(rulesOf(partly)).toEqual(['period-ended-unrefunded']);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import { buildChangeset } from '../platform/command';
import { anyProjection, emptyState, foldIntoState, type ProjectedState } from '../platform/projection';
import { toAdminPaymentView } from './payment-views';
import { paymentCounters, paymentsProjection, type PaymentRow } from './payments-projection';
import { vouchedEnd } from '../platform/testing/stream-ends';

const paymentId = 'pay0000000000000000001';
const customerId = 'cus-1';
const projection = anyProjection(paymentsProjection);
const key = { paymentId };
const stream = streamIdOf('payment', paymentId);

let clock = Date.parse('2026-03-01T10:00:00Z');
let version = 0;
const stored = (event: DomainEvent): StoredEvent => {
  clock += 60_000;
  const [built] = buildChangeset({
    streamId: stream,
    streamType: 'payment',
    currentVersion: vouchedEnd(version),
    events: [event],
    context: { commandId: randomUUID(), requestFingerprint: 'test', correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'test' }, now: new Date(clock) },
  }).events;
  version += 1;
  if (!built) throw new Error('aucun événement');
  return built;
};

const started = (): DomainEvent => ({
  type: 'PaymentStarted',
  data: { paymentId, customerId, purpose: { kind: 'quote', shipmentId: 'shp-1', quoteNumber: 'DEV-2026-0001' }, amountCents: 5000, description: 'Devis DEV-2026-0001', method: 'card' },
});
const opened = (): DomainEvent => ({
  type: 'CheckoutSessionOpened',
  data: { paymentId, checkoutSessionId: 'cs_1', checkoutUrl: 'https://checkout.example/cs_1', expiresAt: '2026-03-02T10:00:00.000Z' },
});
const succeeded = (): DomainEvent => ({ type: 'PaymentSucceeded', data: { paymentId, amountCents: 5000, paymentIntentId: 'pi_1', paidAt: '2026-03-01T23:30:00.000Z' } });
const requested = (refundKey: string, amountCents: number): DomainEvent => ({
  type: 'PaymentRefundRequested',
  data: { paymentId, refundKey, amountCents, cause: 'staff', reason: 'Geste commercial' },
});
const refunded = (refundKey: string, amountCents: number): DomainEvent => ({
  type: 'PaymentRefunded',
  data: { paymentId, refundId: `re_${refundKey}`, refundKey, amountCents, refundedAt: '2026-03-03T09:00:00.000Z' },
});

const fold = (events: DomainEvent[]): ProjectedState => {
  version = 0;
  return foldIntoState(projection, key, emptyState, events.map(stored));
};
const rowOf = (state: ProjectedState): PaymentRow => paymentsProjection.rowSchema.parse(state.row);

describe('the payments projection, for the staff list and refunds', () => {
  it('lists an open attempt by its start, then a paid payment by the time Stripe charged it, with its payment intent', () => {
    const open = rowOf(fold([started(), opened()]));
    expect(open).toMatchObject({ status: 'open', amountCents: 5000, paymentIntentId: null, paidAt: null, label: 'Devis DEV-2026-0001', purpose: 'quote' });
    expect(open.atKey).toBe(`${open.startedAt}#${paymentId}`);
    const paid = rowOf(fold([started(), opened(), succeeded()]));
    expect(paid).toMatchObject({ status: 'succeeded', paymentIntentId: 'pi_1', paidAt: '2026-03-01T23:30:00.000Z' });
    expect(paid.atKey).toBe(`2026-03-01T23:30:00.000Z#${paymentId}`);
    expect(paymentsProjection.countersOf?.(paid)).toEqual([paymentCounters.all, paymentCounters.byStatus('succeeded')]);
  });

  it('names a card payment by its payment intent and a bank transfer by the bank’s reference, each with its method', () => {
    expect(toAdminPaymentView(rowOf(fold([started(), opened(), succeeded()])), undefined, null)).toMatchObject({ method: 'card', reference: 'pi_1' });
    const transferStarted = (): DomainEvent => ({
      type: 'PaymentStarted',
      data: { paymentId, customerId, purpose: { kind: 'quote', shipmentId: 'shp-1', quoteNumber: 'DEV-2026-0001' }, amountCents: 5000, description: 'Devis DEV-2026-0001', method: 'bank_transfer' },
    });
    const transferSucceeded = (): DomainEvent => ({ type: 'PaymentSucceeded', data: { paymentId, amountCents: 5000, paymentIntentId: null, bankReference: 'VIR-42', paidAt: '2026-03-01T23:30:00.000Z' } });
    const transfer = rowOf(fold([transferStarted(), transferSucceeded()]));
    expect(toAdminPaymentView(transfer, undefined, null)).toMatchObject({ status: 'succeeded', method: 'bank_transfer', reference: 'VIR-42', paymentIntentId: null, refundableCents: 5000 });
  });

  it('keeps a refund asked and not yet confirmed out of what remains refundable, and counts it refunded once Stripe confirms it', () => {
    const asked = rowOf(fold([started(), opened(), succeeded(), requested('k1', 2000)]));
    expect(asked).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    expect(toAdminPaymentView(asked, undefined, null).refundableCents).toBe(3000);
    const partly = rowOf(fold([started(), opened(), succeeded(), requested('k1', 2000), refunded('k1', 2000)]));
    expect(partly).toMatchObject({ status: 'partially_refunded', refundedCents: 2000, lastRefundedAt: '2026-03-03T09:00:00.000Z' });
    expect(toAdminPaymentView(partly, undefined, null).refundableCents).toBe(3000);
    const whole = rowOf(fold([started(), opened(), succeeded(), requested('k1', 2000), refunded('k1', 2000), requested('k2', 3000), refunded('k2', 3000)]));
    expect(whole).toMatchObject({ status: 'refunded', refundedCents: 5000 });
    expect(toAdminPaymentView(whole, undefined, null).refundableCents).toBe(0);
  });

  it('counts a refund made in Stripe’s dashboard (no request) and leaves a failed attempt with nothing refundable', () => {
    const outside = rowOf(fold([started(), succeeded(), refunded('dashboard', 1000)]));
    expect(outside).toMatchObject({ status: 'partially_refunded', refundedCents: 1000 });
    expect(toAdminPaymentView(outside, undefined, null).refundableCents).toBe(4000);
    const failed = rowOf(fold([started(), opened(), { type: 'PaymentFailed', data: { paymentId, reason: 'checkout_expired', detail: '' } }]));
    expect(failed.status).toBe('failed');
    expect(toAdminPaymentView(failed, undefined, null).refundableCents).toBe(0);
  });

  it('frees the amount of a request that ended, and counts a dashboard refund apart from a request still pending', () => {
    const ended: DomainEvent = { type: 'PaymentRefundRequestEnded', data: { paymentId, refundKey: 'k1', refundId: null, ending: 'refused', detail: 'Stripe a refusé ce remboursement.' } };
    const freed = rowOf(fold([started(), opened(), succeeded(), requested('k1', 2000), ended]));
    expect(toAdminPaymentView(freed, undefined, null).refundableCents).toBe(5000);
    const dashboard: DomainEvent = { type: 'PaymentRefunded', data: { paymentId, refundId: 're_dash', refundKey: null, amountCents: 1000, refundedAt: '2026-03-03T09:00:00.000Z' } };
    const apart = rowOf(fold([started(), opened(), succeeded(), requested('k1', 2000), dashboard]));
    expect(toAdminPaymentView(apart, undefined, null).refundableCents).toBe(2000);
    const settled = rowOf(fold([started(), opened(), succeeded(), requested('k1', 2000), dashboard, refunded('k1', 2000)]));
    expect(toAdminPaymentView(settled, undefined, null).refundableCents).toBe(2000);
  });

  it('shows an anomaly Stripe reported, with its explanation, until the real payment comes, and keeps the explanation after', () => {
    const anomaly: DomainEvent = {
      type: 'PaymentAnomalyRecorded',
      data: {
        paymentId,
        reference: 'evt_forged',
        kind: 'amount_mismatch',
        detail: 'Stripe a signalé un paiement de 0,01 € au lieu de 50,00 €.',
        amountCents: 1,
        currency: 'eur',
        checkoutSessionId: 'cs_1',
        paymentIntentId: 'pi_forged',
        reportedAt: '2026-03-01T11:00:00.000Z',
      },
    };
    const reported = rowOf(fold([started(), opened(), anomaly]));
    expect(toAdminPaymentView(reported, undefined, null)).toMatchObject({ status: 'anomaly', amountCents: 5000, refundableCents: 0, anomaly: 'Stripe a signalé un paiement de 0,01 € au lieu de 50,00 €.' });
    expect(paymentsProjection.countersOf?.(reported)).toEqual([paymentCounters.all, paymentCounters.byStatus('anomaly')]);
    const paid = rowOf(fold([started(), opened(), anomaly, succeeded()]));
    expect(toAdminPaymentView(paid, undefined, null)).toMatchObject({ status: 'succeeded', amountCents: 5000, refundableCents: 5000, anomaly: 'Stripe a signalé un paiement de 0,01 € au lieu de 50,00 €.' });
  });

  it('names the customer from their card, and keeps the row when the card is missing', () => {
    const row = rowOf(fold([started(), succeeded()]));
    const card = { customerId, email: 'elodie@example.fr', firstName: 'Élodie', lastName: 'Durand', phone: '', address: '', postalCode: '', city: '', boxNumber: '', isCustomer: true, plan: 'free' as const };
    expect(toAdminPaymentView(row, card, null)).toMatchObject({ id: paymentId, customerName: 'Élodie Durand', customerEmail: 'elodie@example.fr' });
    expect(toAdminPaymentView(row, undefined, null)).toMatchObject({ customerName: '', customerEmail: '' });
  });
});

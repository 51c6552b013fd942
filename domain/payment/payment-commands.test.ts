import { describe, expect, it } from 'vitest';
import type { PaymentAnomalyRecorded, PaymentEvent, PaymentRefundRequested, PaymentStarted, PaymentSucceeded } from '../../events/payment-events';
import { deciderSpec } from '../shared/decider-spec';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { foldEvents } from '../shared/decider';
import { formatEuros } from '../shared/french-format';
import { decidePayment, paymentDecider, type PaymentCommand } from './payment-commands';
import { refundableCentsOf, type PaymentState } from './payment';

const spec = deciderSpec(paymentDecider);
const now = new Date('2026-11-26T10:00:00Z');
const customer = { now, actor: { kind: 'customer' as const, id: 'customer-1' } };
const stripe = { now, actor: { kind: 'stripe' as const, id: 'stripe' } };
const staff = { now, actor: { kind: 'admin' as const, id: 'staff-1' } };

const started: PaymentStarted = {
  type: 'PaymentStarted',
  data: {
    paymentId: 'pay-1',
    customerId: 'customer-1',
    purpose: { kind: 'quote', shipmentId: 's1', quoteNumber: 'DEV-1' },
    amountCents: 3400,
    description: 'Devis DEV-1',
    method: 'card',
  },
};
const opened: PaymentEvent = {
  type: 'CheckoutSessionOpened',
  data: { paymentId: 'pay-1', checkoutSessionId: 'cs_1', checkoutUrl: 'http://127.0.0.1:3005/checkout/cs_1', expiresAt: '2026-11-27T10:00:00.000Z' },
};
const succeeded: PaymentSucceeded = {
  type: 'PaymentSucceeded',
  data: { paymentId: 'pay-1', amountCents: 3400, paymentIntentId: 'pi_1', paidAt: '2026-11-26T10:05:00.000Z' },
};
const reported: Extract<PaymentCommand, { type: 'ConfirmPayment' }>['data'] = { paymentId: 'pay-1', amountCents: 3400, paymentIntentId: 'pi_1', paidAt: '2026-11-26T10:05:00.000Z', currency: 'eur', checkoutSessionId: 'cs_1', reference: 'evt_1' };
const confirm: PaymentCommand = { type: 'ConfirmPayment', data: reported, metadata: stripe };
const refund = (refundKey: string, amountCents: number): PaymentCommand => ({
  type: 'RequestRefund',
  data: { paymentId: 'pay-1', refundKey, amountCents, cause: 'staff', reason: 'Colis abîmé' },
  metadata: staff,
});

describe('a card payment', () => {
  it('starts with the amount the server priced, once: the same start again appends nothing', () => {
    const { method: _card, ...startData } = started.data;
    const start: PaymentCommand = { type: 'StartPayment', data: startData, metadata: customer };
    spec.given([]).when(start).then([started]);
    spec.given([started]).when(start).then([]);
    spec.given([started]).when({ ...start, data: { ...startData, amountCents: 100 } }).thenThrows(ConflictError, 'Ce paiement existe déjà.');
  });

  it('is paid when Stripe says so, once however often it says it, even after the checkout expired', () => {
    spec.given([started, opened]).when(confirm).then([succeeded]);
    spec.given([started, opened, succeeded]).when(confirm).then([]);
    const expired: PaymentEvent = { type: 'PaymentFailed', data: { paymentId: 'pay-1', reason: 'checkout_expired', detail: '' } };
    spec.given([started, opened, expired]).when(confirm).then([succeeded]);
  });

  it('ignores a failure delivered after the money was taken, and a repeated one', () => {
    const fail: PaymentCommand = { type: 'FailPayment', data: { paymentId: 'pay-1', reason: 'checkout_expired', detail: '' }, metadata: stripe };
    spec.given([started, opened, succeeded]).when(fail).then([]);
    spec.given([started, opened]).when(fail).then([{ type: 'PaymentFailed', data: fail.data }]);
    spec.given([started, opened, { type: 'PaymentFailed', data: fail.data }]).when(fail).then([]);
  });

  it('refunds in parts, never more than what remains, counting requests Stripe has not confirmed yet', () => {
    spec.given([started, opened]).when(refund('r1', 100)).thenThrows(IllegalStateError, 'rien à rembourser');
    spec.given([started, opened, succeeded]).when(refund('r1', 3401)).thenThrows(ValidationError, '34,00');
    const asked: PaymentEvent = { type: 'PaymentRefundRequested', data: { paymentId: 'pay-1', refundKey: 'r1', amountCents: 3000, cause: 'staff', reason: 'Colis abîmé' } };
    spec.given([started, opened, succeeded]).when(refund('r1', 3000)).then([asked]);
    spec.given([started, opened, succeeded, asked]).when(refund('r1', 3000)).then([]);
    spec.given([started, opened, succeeded, asked]).when(refund('r2', 401)).thenThrows(ValidationError, '4,00');
    const confirmed: PaymentEvent = { type: 'PaymentRefunded', data: { paymentId: 'pay-1', refundId: 're_1', refundKey: 'r1', amountCents: 3000, refundedAt: '2026-11-26T11:00:00.000Z' } };
    const state = foldEvents(paymentDecider, [started, opened, succeeded, asked, confirmed]);
    expect(state.status).toBe('partially_refunded');
    expect(state.status !== 'unknown' && refundableCentsOf(state)).toBe(400);
  });

  it('records each refund Stripe confirms once, and is refunded when all the money is back', () => {
    const record = (refundId: string, amountCents: number): PaymentCommand => ({
      type: 'RecordRefund',
      data: { paymentId: 'pay-1', refundId, refundKey: null, amountCents, refundedAt: '2026-11-26T11:00:00.000Z' },
      metadata: stripe,
    });
    const first: PaymentEvent = { type: 'PaymentRefunded', data: record('re_1', 1000).data as never };
    spec.given([started, succeeded]).when(record('re_1', 1000)).then([first]);
    spec.given([started, succeeded, first]).when(record('re_1', 1000)).then([]);
    const second: PaymentEvent = { type: 'PaymentRefunded', data: record('re_2', 2400).data as never };
    expect(foldEvents(paymentDecider, [started, succeeded, first, second]).status).toBe('refunded');
  });

  it('tells a customer nothing of another customer’s payment', () => {
    const other = { now, actor: { kind: 'customer' as const, id: 'customer-2' } };
    spec.given([started]).when({ ...refund('r1', 100), metadata: other }).thenThrows(NotFoundError, 'Paiement introuvable');
  });

  describe('what Stripe reports, checked against what was started', () => {
    const report = (changes: Partial<typeof reported>): PaymentCommand => ({ type: 'ConfirmPayment', data: { ...reported, ...changes }, metadata: stripe });
    const anomaly = (changes: Partial<typeof reported>, kind: PaymentAnomalyRecorded['data']['kind'], detail: string): PaymentAnomalyRecorded => {
      const { paymentId, amountCents, currency, checkoutSessionId, paymentIntentId, reference } = { ...reported, ...changes };
      return { type: 'PaymentAnomalyRecorded', data: { paymentId, reference, kind, detail, amountCents, currency, checkoutSessionId, paymentIntentId, reportedAt: now.toISOString() } };
    };
    const check = 'Rien n’est enregistré comme payé : vérifiez ce paiement dans Stripe.';
    const forged = anomaly({ amountCents: 1, reference: 'evt_forged', paymentIntentId: 'pi_forged' }, 'amount_mismatch', `Stripe a signalé un paiement de ${formatEuros(1)} au lieu de ${formatEuros(3400)}. ${check}`);

    it('records another amount as an anomaly, never as paid, once per Stripe event, and the real payment that follows is paid in full', () => {
      spec.given([started, opened]).when(report({ amountCents: 1, reference: 'evt_forged', paymentIntentId: 'pi_forged' })).then([forged]);
      spec.given([started, opened, forged]).when(report({ amountCents: 1, reference: 'evt_forged', paymentIntentId: 'pi_forged' })).then([]);
      expect(foldEvents(paymentDecider, [started, opened, forged]).status).toBe('anomaly');
      spec.given([started, opened, forged]).when(confirm).then([succeeded]);
      const paid = foldEvents(paymentDecider, [started, opened, forged, succeeded]);
      expect(paid.status).toBe('succeeded');
      expect(paid.status !== 'unknown' && refundableCentsOf(paid)).toBe(3400);
    });

    it('records another currency, a page it did not open and a second charge of a paid payment as anomalies', () => {
      spec
        .given([started, opened])
        .when(report({ currency: 'usd' }))
        .then([anomaly({ currency: 'usd' }, 'currency_mismatch', `Stripe a signalé un paiement en USD au lieu d’euros. ${check}`)]);
      const elsewhere = `Stripe a signalé un paiement sur une page de paiement (cs_other) que Passerelle n’a pas ouverte pour ce paiement. ${check}`;
      spec.given([started, opened]).when(report({ checkoutSessionId: 'cs_other' })).then([anomaly({ checkoutSessionId: 'cs_other' }, 'unknown_session', elsewhere)]);
      const noPage = `Stripe a signalé un paiement sur une page de paiement (cs_1) que Passerelle n’a pas ouverte pour ce paiement. ${check}`;
      spec.given([started]).when(confirm).then([anomaly({}, 'unknown_session', noPage)]);
      const second = `Stripe a signalé un second encaissement (pi_2) de ${formatEuros(3400)} pour ce paiement déjà réglé. ${check}`;
      spec.given([started, opened, succeeded]).when(report({ paymentIntentId: 'pi_2', reference: 'evt_2' })).then([anomaly({ paymentIntentId: 'pi_2', reference: 'evt_2' }, 'second_charge', second)]);
      const stillPaid = foldEvents(paymentDecider, [started, opened, succeeded, anomaly({ paymentIntentId: 'pi_2', reference: 'evt_2' }, 'second_charge', second)]);
      expect(stillPaid.status).toBe('succeeded');
    });

    it('pays a subscription’s invoice without a checkout page of its own', () => {
      const period: PaymentStarted = {
        type: 'PaymentStarted',
        data: { ...started.data, purpose: { kind: 'subscription', plan: 'premium_monthly', stripeSubscriptionId: 'sub_1', periodStart: '2026-11-26T10:00:00.000Z', periodEnd: '2026-12-26T10:00:00.000Z' } },
      };
      spec.given([period]).when(report({ checkoutSessionId: null })).then([succeeded]);
    });
  });

  describe('refund requests that end', () => {
    const asked: PaymentRefundRequested = { type: 'PaymentRefundRequested', data: { paymentId: 'pay-1', refundKey: 'r1', amountCents: 3000, cause: 'staff', reason: 'Colis abîmé' } };
    const end = (refundKey: string, ending: 'refused' | 'failed' | 'canceled' = 'refused'): PaymentCommand => ({
      type: 'EndRefundRequest',
      data: { paymentId: 'pay-1', refundKey, refundId: ending === 'refused' ? null : 're_1', ending, detail: 'Stripe a refusé ce remboursement.' },
      metadata: stripe,
    });
    const ended: PaymentEvent = { type: 'PaymentRefundRequestEnded', data: end('r1').data as never };
    const refundable = (events: PaymentEvent[]) => {
      const state: PaymentState = foldEvents(paymentDecider, events);
      return state.status === 'unknown' ? 0 : refundableCentsOf(state);
    };

    it('ends a request Stripe refused or failed, once, and its amount is refundable again', () => {
      spec.given([started, opened, succeeded, asked]).when(end('r1')).then([ended]);
      spec.given([started, opened, succeeded, asked, ended]).when(end('r1')).then([]);
      spec.given([started, opened, succeeded, asked]).when(end('r1', 'failed')).then([{ type: 'PaymentRefundRequestEnded', data: end('r1', 'failed').data as never }]);
      expect(refundable([started, opened, succeeded, asked])).toBe(400);
      expect(refundable([started, opened, succeeded, asked, ended])).toBe(3400);
      spec.given([started, opened, succeeded, asked, ended]).when(refund('r2', 3400)).then([{ ...asked, data: { ...asked.data, refundKey: 'r2', amountCents: 3400 } }]);
      // The same request asked again (a retried click) stays ended: it asks nothing more.
      spec.given([started, opened, succeeded, asked, ended]).when(refund('r1', 3000)).then([]);
    });

    it('leaves a request Stripe already answered with a refund settled by it, and refuses to end one it never received', () => {
      const confirmed: PaymentEvent = { type: 'PaymentRefunded', data: { paymentId: 'pay-1', refundId: 're_1', refundKey: 'r1', amountCents: 3000, refundedAt: '2026-11-26T11:00:00.000Z' } };
      spec.given([started, opened, succeeded, asked, confirmed]).when(end('r1', 'failed')).then([]);
      spec.given([started, opened, succeeded]).when(end('r9')).thenThrows(NotFoundError, 'Demande de remboursement introuvable');
    });

    it('counts a refund made in Stripe’s dashboard apart from the requests still pending', () => {
      const dashboard: PaymentEvent = { type: 'PaymentRefunded', data: { paymentId: 'pay-1', refundId: 're_dash', refundKey: null, amountCents: 300, refundedAt: '2026-11-26T11:00:00.000Z' } };
      // 3400 paid, 3000 asked and pending, 300 given back in the dashboard: 100 remain, not 400.
      expect(refundable([started, opened, succeeded, asked, dashboard])).toBe(100);
      spec.given([started, opened, succeeded, asked, dashboard]).when(refund('r2', 101)).thenThrows(ValidationError, '1,00');
      const pendingConfirmed: PaymentEvent = { type: 'PaymentRefunded', data: { paymentId: 'pay-1', refundId: 're_1', refundKey: 'r1', amountCents: 3000, refundedAt: '2026-11-27T11:00:00.000Z' } };
      const state = foldEvents(paymentDecider, [started, opened, succeeded, asked, dashboard, pendingConfirmed]);
      expect(state.status).toBe('partially_refunded');
      expect(refundable([started, opened, succeeded, asked, dashboard, pendingConfirmed])).toBe(100);
    });
  });
});

describe('a bank transfer recorded by staff', () => {
  const recordedAt = '2026-11-26T10:00:00.000Z';
  const record: Extract<PaymentCommand, { type: 'RecordTransfer' }> = {
    type: 'RecordTransfer',
    data: {
      paymentId: 'transfer-1',
      customerId: 'customer-1',
      purpose: { kind: 'quote', shipmentId: 's1', quoteNumber: 'DEV-1' },
      amountCents: 2405,
      description: 'Devis DEV-1',
      reference: 'VIR-2026-0042',
      receivedCents: 2405,
    },
    metadata: staff,
  };
  const transferStarted: PaymentEvent = {
    type: 'PaymentStarted',
    data: { paymentId: 'transfer-1', customerId: 'customer-1', purpose: { kind: 'quote', shipmentId: 's1', quoteNumber: 'DEV-1' }, amountCents: 2405, description: 'Devis DEV-1', method: 'bank_transfer' },
  };
  const transferSucceeded: PaymentEvent = {
    type: 'PaymentSucceeded',
    data: { paymentId: 'transfer-1', amountCents: 2405, paymentIntentId: null, bankReference: 'VIR-2026-0042', paidAt: recordedAt },
  };
  const refundByTransfer = (refundKey: string, amountCents: number, reference = 'VIR-RBT-7'): PaymentCommand => ({
    type: 'RecordTransferRefund',
    data: { paymentId: 'transfer-1', refundKey, amountCents, reason: 'Colis abîmé', reference },
    metadata: staff,
  });

  it('is a payment started and succeeded at once, by transfer, under the bank’s reference; recorded again it changes nothing', () => {
    spec.given([]).when(record).then([transferStarted, transferSucceeded]);
    spec.given([transferStarted, transferSucceeded]).when(record).then([]);
    const state = foldEvents(paymentDecider, [transferStarted, transferSucceeded]);
    expect(state.status !== 'unknown' && { status: state.status, method: state.method, reference: state.paid?.reference }).toEqual({
      status: 'succeeded',
      method: 'bank_transfer',
      reference: 'VIR-2026-0042',
    });
  });

  it('refuses the same payment id for another amount received', () => {
    spec
      .given([transferStarted, transferSucceeded])
      .when({ ...record, data: { ...record.data, receivedCents: 2400 } })
      .thenThrows(ConflictError, 'déjà enregistré');
  });

  it('is refunded by a transfer staff record with its bank reference, at once, within what remains; a retry changes nothing', () => {
    const asked: PaymentEvent = { type: 'PaymentRefundRequested', data: { paymentId: 'transfer-1', refundKey: 'staff-1', amountCents: 2405, cause: 'staff', reason: 'Colis abîmé' } };
    const done: PaymentEvent = {
      type: 'PaymentRefunded',
      data: { paymentId: 'transfer-1', refundId: 'virement-staff-1', refundKey: 'staff-1', amountCents: 2405, refundedAt: now.toISOString(), bankReference: 'VIR-RBT-7' },
    };
    spec.given([transferStarted, transferSucceeded]).when(refundByTransfer('staff-1', 2405)).then([asked, done]);
    spec.given([transferStarted, transferSucceeded, asked, done]).when(refundByTransfer('staff-1', 2405)).then([]);
    spec.given([transferStarted, transferSucceeded]).when(refundByTransfer('staff-2', 2406)).thenThrows(ValidationError, '24,05');
    expect(foldEvents(paymentDecider, [transferStarted, transferSucceeded, asked, done]).status).toBe('refunded');
  });

  it('is never refunded through Stripe, and a card payment never by a recorded transfer', () => {
    const throughStripe: PaymentCommand = {
      type: 'RequestRefund',
      data: { paymentId: 'transfer-1', refundKey: 'r1', amountCents: 100, cause: 'staff', reason: 'Colis abîmé' },
      metadata: staff,
    };
    spec.given([transferStarted, transferSucceeded]).when(throughStripe).thenThrows(IllegalStateError, 'virement');
    const byTransfer: PaymentCommand = { type: 'RecordTransferRefund', data: { paymentId: 'pay-1', refundKey: 'staff-1', amountCents: 100, reason: 'Geste', reference: 'VIR-9' }, metadata: staff };
    spec.given([started, succeeded]).when(byTransfer).thenThrows(IllegalStateError, 'carte');
  });

  it('is never paid by a Stripe webhook: what Stripe reports of it is an anomaly for staff', () => {
    const fromStripe: PaymentCommand = { type: 'ConfirmPayment', data: { paymentId: 'transfer-1', amountCents: 2405, paymentIntentId: 'pi_9', paidAt: recordedAt, currency: 'eur', checkoutSessionId: 'cs_9', reference: 'evt_9' }, metadata: stripe };
    const reportedOf = (kind: string) => [expect.objectContaining({ type: 'PaymentAnomalyRecorded', data: expect.objectContaining({ paymentId: 'transfer-1', kind }) })];
    expect(decidePayment(fromStripe, foldEvents(paymentDecider, [transferStarted]))).toEqual(reportedOf('unknown_session'));
    expect(decidePayment(fromStripe, foldEvents(paymentDecider, [transferStarted, transferSucceeded]))).toEqual(reportedOf('second_charge'));
  });
});

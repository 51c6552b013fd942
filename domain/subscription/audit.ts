import type { StoredEvent } from '../../events/catalog';
import type { PaymentEvent, PaymentStarted } from '../../events/payment-events';
import type { SubscriptionEvent } from '../../events/subscription-events';
import { plans } from '../pricing/plans';
import { formatEuros, formatParisDate } from '../shared/french-format';
import { foldSubscription, periodAt } from './subscription';

/**
 * The auditors' checks on Premium subscriptions (DECISIONS, "Money, proven" and "Refunds"), over the
 * whole history:
 * - each paid period came from a subscription payment that succeeded: the same customer, plan, period
 *   and Stripe subscription as the invoice it paid, charged what that invoice asked (the plan's price,
 *   or less for a change of plan prorated by Stripe), never more than the plan's price;
 * - a period whose payment was refunded in full is no longer in force from the refund's instant;
 * - a period is ended as refunded only when its payment was refunded in full.
 * Payment streams and subscription streams come interleaved: the checks are made in `report`.
 */
export type AuditedSubscriptionEvent = (PaymentEvent | SubscriptionEvent) & { streamId: string };

export const isAuditedSubscriptionEvent = (event: StoredEvent): event is StoredEvent & AuditedSubscriptionEvent =>
  event.streamType === 'subscription' || event.type === 'PaymentStarted' || event.type === 'PaymentSucceeded' || event.type === 'PaymentRefunded';

export type SubscriptionRule = 'period-unpaid' | 'period-payment' | 'refunded-period-running' | 'period-ended-unrefunded';
export type SubscriptionBreach = { streamId: string; rule: SubscriptionRule; message: string };

type Payment = {
  started: PaymentStarted['data'] | null;
  paidCents: number | null;
  /** the refunds Stripe confirmed, in order */
  refunds: { amountCents: number; refundedAt: string }[];
};

/** When the refunds reached what was paid, or null while some of it is kept. */
const refundedInFullAt = (payment: Payment): string | null => {
  if (payment.paidCents === null || payment.paidCents === 0) return null;
  let refunded = 0;
  for (const refund of payment.refunds) {
    refunded += refund.amountCents;
    if (refunded >= payment.paidCents) return refund.refundedAt;
  }
  return null;
};

/** What differs between a period and the invoice its payment paid, in French, or null when they agree. */
const mismatchOf = (period: Extract<SubscriptionEvent, { type: 'SubscriptionPeriodStarted' }>['data'], payment: Payment): string | null => {
  const { started, paidCents } = payment;
  if (started?.purpose.kind !== 'subscription') return 'un paiement qui n’est pas celui d’un abonnement';
  const { purpose } = started;
  if (started.customerId !== period.customerId) return `le paiement d’un autre client (${started.customerId})`;
  if (purpose.plan !== period.plan) return `un paiement de la formule « ${plans[purpose.plan].label} »`;
  if (purpose.stripeSubscriptionId !== period.stripeSubscriptionId) return `le paiement d’un autre abonnement Stripe (${purpose.stripeSubscriptionId})`;
  if (purpose.periodStart !== period.periodStart || purpose.periodEnd !== period.periodEnd) {
    return `un paiement de la période du ${formatParisDate(purpose.periodStart)} au ${formatParisDate(purpose.periodEnd)}`;
  }
  if (paidCents !== started.amountCents || (paidCents ?? 0) > plans[period.plan].priceCents) {
    return `un paiement de ${formatEuros(paidCents ?? 0)} pour une facture de ${formatEuros(started.amountCents)} (prix de la formule : ${formatEuros(plans[period.plan].priceCents)})`;
  }
  return null;
};

export const createSubscriptionAudit = () => {
  const payments = new Map<string, Payment>();
  const streams = new Map<string, (SubscriptionEvent & { streamId: string })[]>();

  const paymentOf = (paymentId: string): Payment => {
    let payment = payments.get(paymentId);
    if (!payment) {
      payment = { started: null, paidCents: null, refunds: [] };
      payments.set(paymentId, payment);
    }
    return payment;
  };

  const observe = (event: AuditedSubscriptionEvent): void => {
    switch (event.type) {
      case 'PaymentStarted':
        paymentOf(event.data.paymentId).started = event.data;
        return;
      case 'PaymentSucceeded':
        paymentOf(event.data.paymentId).paidCents = event.data.amountCents;
        return;
      case 'PaymentRefunded':
        paymentOf(event.data.paymentId).refunds.push({ amountCents: event.data.amountCents, refundedAt: event.data.refundedAt });
        return;
      case 'SubscriptionPeriodStarted':
      case 'SubscriptionRenewalFailed':
      case 'SubscriptionCancelled':
      case 'SubscriptionPeriodRefunded': {
        const events = streams.get(event.streamId) ?? [];
        events.push(event);
        streams.set(event.streamId, events);
        return;
      }
      default:
        // The other payment events (checkout pages, failures, refund requests) say nothing of periods.
        return;
    }
  };

  const streamBreaches = (streamId: string, events: readonly (SubscriptionEvent & { streamId: string })[]): SubscriptionBreach[] => {
    const breaches: SubscriptionBreach[] = [];
    const state = foldSubscription(events);
    for (const event of events) {
      if (event.type === 'SubscriptionPeriodStarted') {
        const period = event.data;
        const label = `Période ${plans[period.plan].label} du ${formatParisDate(period.periodStart)} au ${formatParisDate(period.periodEnd)}`;
        const payment = period.paymentId === null ? undefined : payments.get(period.paymentId);
        if (period.paymentId === null || !payment?.paidCents) {
          const which = period.paymentId === null ? 'sans paiement' : `ouverte par le paiement ${period.paymentId}, qui n’a rien encaissé`;
          breaches.push({ streamId, rule: 'period-unpaid', message: `${label} ${which}` });
          continue;
        }
        const mismatch = mismatchOf(period, payment);
        if (mismatch) breaches.push({ streamId, rule: 'period-payment', message: `${label} ouverte par ${mismatch} (paiement ${period.paymentId})` });
        const refundedAt = refundedInFullAt(payment);
        // Still the period in force once its money went back: quotes and storage kept its discount.
        if (refundedAt !== null && periodAt(state, new Date(refundedAt))?.paymentId === period.paymentId) {
          breaches.push({
            streamId,
            rule: 'refunded-period-running',
            message: `${label} toujours en vigueur après le remboursement intégral de son paiement ${period.paymentId} le ${formatParisDate(refundedAt)}`,
          });
        }
      }
      if (event.type === 'SubscriptionPeriodRefunded') {
        const payment = payments.get(event.data.paymentId);
        const refundedAt = payment ? refundedInFullAt(payment) : null;
        if (refundedAt === null || Date.parse(refundedAt) > Date.parse(event.data.refundedAt)) {
          breaches.push({
            streamId,
            rule: 'period-ended-unrefunded',
            message: `Période du paiement ${event.data.paymentId} terminée le ${formatParisDate(event.data.refundedAt)} pour un remboursement ${refundedAt === null ? 'qui n’a pas rendu tout le paiement' : `intégral fait seulement le ${formatParisDate(refundedAt)}`}`,
          });
        }
      }
    }
    return breaches;
  };

  const report = (): SubscriptionBreach[] => [...streams].flatMap(([streamId, events]) => streamBreaches(streamId, events));

  return { observe, report, subscriptionCount: () => streams.size };
};

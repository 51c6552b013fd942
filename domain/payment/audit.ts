import type { StoredEvent } from '../../events/catalog';
import type { PaymentEvent } from '../../events/payment-events';
import type { QuoteIssued, QuotePaymentRecorded } from '../../events/shipment-events';
import type { ReturnRequestOpened } from '../../events/return-events';
import type { SubscriptionPeriodStarted } from '../../events/subscription-events';
import { plans } from '../pricing/plans';
import { returnCostOf } from '../return/return-input';
import { gramsToKilograms } from '../shared/units';
import { formatEuros } from '../shared/french-format';

/**
 * The auditors' checks on payments, by card and by bank transfer (DECISIONS, "Money, proven"), over the whole history:
 * - a payment charged (or a transfer brought) the amount the server priced when it started it (the quote's total, the plan's price);
 * - a quote is paid by card at most once: a second payment of it is refunded whole;
 * - a card payment a quote recorded exists, succeeded, and is of the quote's amount;
 * - a transfer a quote recorded is a payment that succeeded under that bank reference, of that amount
 *   (so it has its invoice and its revenue);
 * - a quote payment that succeeded either paid its quote or went back whole;
 * - a subscription period started by a payment was paid by it, at most the plan's price (less with proration);
 * - a subscription payment that succeeded either opened its period or went back whole (a duplicate subscription);
 * - a return's payment charged `returnCostCents` of what its request records (weight, dimensions, urgency).
 */
export type AuditedPaymentEvent = (PaymentEvent | QuoteIssued | QuotePaymentRecorded | SubscriptionPeriodStarted | ReturnRequestOpened) & { streamId: string };

export const isAuditedPaymentEvent = (event: StoredEvent): event is StoredEvent & AuditedPaymentEvent =>
  event.streamType === 'payment' ||
  event.type === 'QuoteIssued' ||
  event.type === 'QuotePaymentRecorded' ||
  event.type === 'SubscriptionPeriodStarted' ||
  event.type === 'ReturnRequestOpened';

export type PaymentRule = 'payment-amount' | 'quote-paid-twice' | 'card-payment-unknown' | 'transfer-payment-unknown' | 'payment-unapplied' | 'period-unpaid';
export type PaymentBreach = { streamId: string; rule: PaymentRule; message: string };

type Payment = {
  streamId: string;
  started: Extract<PaymentEvent, { type: 'PaymentStarted' }>['data'] | null;
  paidCents: number | null;
  /** the bank's reference of a transfer, once recorded */
  bankReference: string | null;
  refundedCents: number;
};

export const createPaymentAudit = () => {
  const payments = new Map<string, Payment>();
  const quoteTotals = new Map<string, number>();
  const cardPaymentsOfQuote = new Map<string, { paymentId: string; amountCents: number; streamId: string }[]>();
  /** transfers a quote was recorded paid by, under their bank reference */
  const transfersOfQuote = new Map<string, { reference: string; amountCents: number; streamId: string }[]>();
  const periods: { streamId: string; paymentId: string; plan: SubscriptionPeriodStarted['data']['plan'] }[] = [];
  /** each return's price recomputed from its recorded inputs, by return id */
  const returnCosts = new Map<string, number>();

  const paymentOf = (paymentId: string, streamId: string): Payment => {
    let payment = payments.get(paymentId);
    if (!payment) {
      payment = { streamId, started: null, paidCents: null, bankReference: null, refundedCents: 0 };
      payments.set(paymentId, payment);
    }
    return payment;
  };

  const observe = (event: AuditedPaymentEvent): void => {
    switch (event.type) {
      case 'PaymentStarted':
        paymentOf(event.data.paymentId, event.streamId).started = event.data;
        return;
      case 'PaymentSucceeded': {
        const payment = paymentOf(event.data.paymentId, event.streamId);
        payment.paidCents = event.data.amountCents;
        payment.bankReference = event.data.bankReference ?? null;
        return;
      }
      case 'PaymentRefunded':
        paymentOf(event.data.paymentId, event.streamId).refundedCents += event.data.amountCents;
        return;
      case 'QuoteIssued':
        quoteTotals.set(event.data.quoteNumber, event.data.totalCents);
        return;
      case 'QuotePaymentRecorded':
        if (event.data.method === 'card') {
          const recorded = cardPaymentsOfQuote.get(event.data.quoteNumber) ?? [];
          recorded.push({ paymentId: event.data.reference, amountCents: event.data.amountCents, streamId: event.streamId });
          cardPaymentsOfQuote.set(event.data.quoteNumber, recorded);
        } else {
          const recorded = transfersOfQuote.get(event.data.quoteNumber) ?? [];
          recorded.push({ reference: event.data.reference, amountCents: event.data.amountCents, streamId: event.streamId });
          transfersOfQuote.set(event.data.quoteNumber, recorded);
        }
        return;
      case 'SubscriptionPeriodStarted':
        if (event.data.paymentId) periods.push({ streamId: event.streamId, paymentId: event.data.paymentId, plan: event.data.plan });
        return;
      case 'ReturnRequestOpened': {
        const { data } = event;
        returnCosts.set(data.returnId, returnCostOf({ weightKg: gramsToKilograms(data.weightGrams), lengthCm: data.lengthCm, widthCm: data.widthCm, heightCm: data.heightCm, urgency: data.urgency }));
        return;
      }
      default:
        return;
    }
  };

  const report = (): PaymentBreach[] => {
    const breaches: PaymentBreach[] = [];
    for (const [paymentId, payment] of payments) {
      const { started, paidCents } = payment;
      if (!started || paidCents === null) continue;
      if (started.purpose.kind === 'quote') {
        const quoted = quoteTotals.get(started.purpose.quoteNumber);
        if (started.amountCents !== quoted || paidCents !== started.amountCents) {
          breaches.push({
            streamId: payment.streamId,
            rule: 'payment-amount',
            message: `Paiement ${paymentId} : ${formatEuros(paidCents)} encaissés pour le devis ${started.purpose.quoteNumber} de ${quoted === undefined ? 'montant inconnu' : formatEuros(quoted)}`,
          });
        }
        const applied =
          started.method === 'bank_transfer'
            ? (transfersOfQuote.get(started.purpose.quoteNumber) ?? []).some((recorded) => recorded.reference === payment.bankReference)
            : (cardPaymentsOfQuote.get(started.purpose.quoteNumber) ?? []).some((recorded) => recorded.paymentId === paymentId);
        if (!applied && payment.refundedCents < paidCents) {
          breaches.push({
            streamId: payment.streamId,
            rule: 'payment-unapplied',
            message: `Paiement ${paymentId} : ${formatEuros(paidCents)} encaissés, ni portés au devis ${started.purpose.quoteNumber} ni remboursés (${formatEuros(payment.refundedCents)} rendus)`,
          });
        }
      } else if (started.purpose.kind === 'return') {
        const cost = returnCosts.get(started.purpose.returnId);
        if (started.amountCents !== cost || paidCents !== started.amountCents) {
          breaches.push({
            streamId: payment.streamId,
            rule: 'payment-amount',
            message: `Paiement ${paymentId} : ${formatEuros(paidCents)} encaissés pour le retour ${started.purpose.reference}, qui coûte ${cost === undefined ? 'un montant inconnu' : formatEuros(cost)}`,
          });
        }
      } else if (started.purpose.kind === 'subscription') {
        // Buy-for-me payments are checked against their quote by the purchases' own audit.
        if (paidCents > plans[started.purpose.plan].priceCents || started.amountCents !== paidCents) {
          breaches.push({
            streamId: payment.streamId,
            rule: 'payment-amount',
            message: `Paiement ${paymentId} : ${formatEuros(paidCents)} encaissés pour ${plans[started.purpose.plan].label}, au prix de ${formatEuros(plans[started.purpose.plan].priceCents)}`,
          });
        }
        const opened = periods.some((period) => period.paymentId === paymentId);
        if (!opened && paidCents > 0 && payment.refundedCents < paidCents) {
          breaches.push({
            streamId: payment.streamId,
            rule: 'payment-unapplied',
            message: `Paiement ${paymentId} : ${formatEuros(paidCents)} encaissés pour ${plans[started.purpose.plan].label}, sans période ouverte ni remboursement (${formatEuros(payment.refundedCents)} rendus)`,
          });
        }
      }
    }
    for (const [quoteNumber, recorded] of cardPaymentsOfQuote) {
      if (recorded.length > 1) {
        breaches.push({ streamId: recorded[0]?.streamId ?? '', rule: 'quote-paid-twice', message: `Devis ${quoteNumber} porté payé ${recorded.length} fois par carte` });
      }
      for (const { paymentId, amountCents, streamId } of recorded) {
        const payment = payments.get(paymentId);
        if (payment?.paidCents !== amountCents) {
          breaches.push({
            streamId,
            rule: 'card-payment-unknown',
            message: `Devis ${quoteNumber} porté payé par le paiement ${paymentId}, ${payment?.paidCents == null ? 'qui n’a rien encaissé' : `qui a encaissé ${formatEuros(payment.paidCents)}`}`,
          });
        }
      }
    }
    const transferPayments = [...payments.entries()].filter(([, payment]) => payment.started?.method === 'bank_transfer' && payment.started.purpose.kind === 'quote');
    for (const [quoteNumber, recorded] of transfersOfQuote) {
      for (const { reference, amountCents, streamId } of recorded) {
        const payment = transferPayments.find(([, candidate]) => candidate.bankReference === reference && candidate.started?.purpose.kind === 'quote' && candidate.started.purpose.quoteNumber === quoteNumber);
        if (payment?.[1].paidCents !== amountCents) {
          breaches.push({
            streamId,
            rule: 'transfer-payment-unknown',
            message: `Devis ${quoteNumber} porté payé par le virement ${reference}, ${payment ? `enregistré pour ${formatEuros(payment[1].paidCents ?? 0)}` : 'qui n’est enregistré comme paiement nulle part (ni facture ni recette)'}`,
          });
        }
      }
    }
    for (const period of periods) {
      const payment = payments.get(period.paymentId);
      if (payment?.paidCents == null || payment.started?.purpose.kind !== 'subscription') {
        breaches.push({ streamId: period.streamId, rule: 'period-unpaid', message: `Période ${plans[period.plan].label} ouverte par le paiement ${period.paymentId}, qui n’a rien encaissé` });
      }
    }
    return breaches;
  };

  return { observe, report, paymentCount: () => payments.size };
};

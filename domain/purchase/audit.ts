import type { StoredEvent } from '../../events/catalog';
import type { PaymentEvent } from '../../events/payment-events';
import type { PurchaseEvent } from '../../events/purchase-events';
import { formatEuros } from '../shared/french-format';
import { buyForMeFeeOf } from './purchase-input';

/**
 * The auditors' checks on buy-for-me money, over the whole history:
 * - a quote adds up: its items (checked price × quantity), the fee of the plan in force it names, its shipping estimate;
 * - a buy-for-me payment charged one of its request's quotes, and Stripe took exactly that;
 * - a request is paid by a payment that succeeded, for its last quote's total;
 * - a buy-for-me payment that succeeded either paid its request or went back whole;
 * - a request staff cancelled after payment had its payment given back whole.
 */
export type AuditedPurchaseEvent = (PurchaseEvent | PaymentEvent) & { streamId: string };

export const isAuditedPurchaseEvent = (event: StoredEvent): event is StoredEvent & AuditedPurchaseEvent => event.streamType === 'purchase' || event.streamType === 'payment';

export type PurchaseRule = 'quote-sum' | 'purchase-payment-amount' | 'purchase-paid-unknown' | 'purchase-payment-unapplied' | 'purchase-cancelled-unrefunded';
export type PurchaseBreach = { streamId: string; rule: PurchaseRule; message: string };

type Payment = { streamId: string; purchaseId: string | null; startedCents: number | null; paidCents: number | null; refundedCents: number };
type Request = { streamId: string; quoteTotals: number[]; paidBy: { paymentId: string; amountCents: number } | null; refundOf: string | null };

export const createPurchaseAudit = () => {
  const payments = new Map<string, Payment>();
  const requests = new Map<string, Request>();
  const breaches: PurchaseBreach[] = [];

  const paymentOf = (paymentId: string, streamId: string): Payment => {
    const found = payments.get(paymentId) ?? { streamId, purchaseId: null, startedCents: null, paidCents: null, refundedCents: 0 };
    payments.set(paymentId, found);
    return found;
  };
  const requestOf = (purchaseId: string, streamId: string): Request => {
    const found = requests.get(purchaseId) ?? { streamId, quoteTotals: [], paidBy: null, refundOf: null };
    requests.set(purchaseId, found);
    return found;
  };

  const observe = (event: AuditedPurchaseEvent): void => {
    switch (event.type) {
      case 'PaymentStarted':
        if (event.data.purpose.kind !== 'purchase') return;
        Object.assign(paymentOf(event.data.paymentId, event.streamId), { purchaseId: event.data.purpose.purchaseId, startedCents: event.data.amountCents });
        return;
      case 'PaymentSucceeded':
        paymentOf(event.data.paymentId, event.streamId).paidCents = event.data.amountCents;
        return;
      case 'PaymentRefunded':
        paymentOf(event.data.paymentId, event.streamId).refundedCents += event.data.amountCents;
        return;
      case 'PurchaseQuoted': {
        const { data } = event;
        const items = data.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
        const fee = buyForMeFeeOf(data.plan);
        if (items !== data.itemsCents || fee !== data.feeCents || data.totalCents !== items + fee + data.shippingEstimateCents) {
          breaches.push({
            streamId: event.streamId,
            rule: 'quote-sum',
            message: `Devis ${data.purchaseId} de ${formatEuros(data.totalCents)} : articles ${formatEuros(items)} + frais ${formatEuros(fee)} + expédition ${formatEuros(data.shippingEstimateCents)} attendus`,
          });
        }
        requestOf(data.purchaseId, event.streamId).quoteTotals.push(data.totalCents);
        return;
      }
      case 'PurchasePaid':
        requestOf(event.data.purchaseId, event.streamId).paidBy = { paymentId: event.data.paymentId, amountCents: event.data.amountCents };
        return;
      case 'PurchaseCancelled':
        requestOf(event.data.purchaseId, event.streamId).refundOf = event.data.refundPaymentId;
        return;
      default:
        return;
    }
  };

  const report = (): PurchaseBreach[] => {
    const found = [...breaches];
    for (const [paymentId, payment] of payments) {
      if (payment.purchaseId === null || payment.startedCents === null) continue;
      const request = requests.get(payment.purchaseId);
      if (!request?.quoteTotals.includes(payment.startedCents) || (payment.paidCents !== null && payment.paidCents !== payment.startedCents)) {
        found.push({
          streamId: payment.streamId,
          rule: 'purchase-payment-amount',
          message: `Paiement ${paymentId} de ${formatEuros(payment.paidCents ?? payment.startedCents)} pour la demande ${payment.purchaseId}, dont aucun devis n’a ce montant`,
        });
      }
      const applied = request?.paidBy?.paymentId === paymentId;
      if (payment.paidCents !== null && payment.paidCents > 0 && !applied && payment.refundedCents < payment.paidCents) {
        found.push({
          streamId: payment.streamId,
          rule: 'purchase-payment-unapplied',
          message: `Paiement ${paymentId} : ${formatEuros(payment.paidCents)} encaissés, ni portés à la demande ${payment.purchaseId} ni remboursés (${formatEuros(payment.refundedCents)} rendus)`,
        });
      }
    }
    for (const [purchaseId, request] of requests) {
      if (request.paidBy) {
        const payment = payments.get(request.paidBy.paymentId);
        const lastQuote = request.quoteTotals.at(-1);
        if (payment?.paidCents !== request.paidBy.amountCents || lastQuote !== request.paidBy.amountCents) {
          found.push({
            streamId: request.streamId,
            rule: 'purchase-paid-unknown',
            message: `Demande ${purchaseId} portée payée par ${request.paidBy.paymentId} (${formatEuros(request.paidBy.amountCents)}), qui n’a pas encaissé le montant de son devis`,
          });
        }
      }
      if (request.refundOf) {
        const payment = payments.get(request.refundOf);
        if (payment?.paidCents != null && payment.refundedCents < payment.paidCents) {
          found.push({
            streamId: request.streamId,
            rule: 'purchase-cancelled-unrefunded',
            message: `Demande ${purchaseId} annulée après paiement : ${formatEuros(payment.paidCents)} encaissés, ${formatEuros(payment.refundedCents)} rendus`,
          });
        }
      }
    }
    return found;
  };

  return { observe, report, requestCount: () => requests.size };
};

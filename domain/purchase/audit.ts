import type { StoredEvent } from '../../events/catalog';
import type { PaymentEvent } from '../../events/payment-events';
import type { PurchaseEvent, PurchaseQuoted } from '../../events/purchase-events';
import { subscriptionEventDefinitions, type SubscriptionEvent } from '../../events/subscription-events';
import { plans, type SubscriptionPlan } from '../pricing/plans';
import { formatEuros } from '../shared/french-format';
import { createPlanHistory } from '../subscription/plan-history';
import { buyForMeFeeOf } from './purchase-input';

/**
 * The auditors' checks on buy-for-me money, over the whole history:
 * - a quote adds up: its items (checked price × quantity) and the fee of the plan it names (plus its shipping
 *   estimate, for the quotes that still charged it);
 * - the plan a quote names is the plan in force when it was issued, folded from the customer's subscription
 *   events (and the one its recorded subscription version states): the fee is proven, not taken on trust;
 * - a buy-for-me payment charged one of its request's quotes, and Stripe took exactly that;
 * - a request is paid by a payment that succeeded, for its last quote's total;
 * - a buy-for-me payment that succeeded either paid its request or went back whole;
 * - a request staff cancelled after payment had its payment given back whole;
 * - a request is bought only while its payment is held: never after that payment went back whole.
 * Events come stream by stream in version order, streams interleaved in about commit order: the checks
 * that span streams are made in `report`, by the events' instants.
 */
export type AuditedPurchaseEvent = (PurchaseEvent | PaymentEvent | SubscriptionEvent) & { streamId: string; occurredAt: string; version?: number };

export const isAuditedPurchaseEvent = (event: StoredEvent): event is StoredEvent & AuditedPurchaseEvent =>
  event.streamType === 'purchase' || event.streamType === 'payment' || event.streamType === 'subscription';

export type PurchaseRule =
  | 'quote-sum'
  | 'quote-plan'
  | 'purchase-payment-amount'
  | 'purchase-paid-unknown'
  | 'purchase-payment-unapplied'
  | 'purchase-cancelled-unrefunded'
  | 'purchase-bought-refunded';
export type PurchaseBreach = { streamId: string; rule: PurchaseRule; message: string };

type Payment = { streamId: string; purchaseId: string | null; startedCents: number | null; paidCents: number | null; refunds: { amountCents: number; at: number }[] };
type Quote = { streamId: string; data: PurchaseQuoted['data']; at: string };
type Request = {
  streamId: string;
  customerId: string | null;
  quotes: Quote[];
  paidBy: { paymentId: string; amountCents: number } | null;
  refundOf: string | null;
  boughtAt: number | null;
};

/** Every subscription event moves the plan in force: all of them are folded, whatever types the stream gains. */
const subscriptionTypes: ReadonlySet<string> = new Set(subscriptionEventDefinitions.map((definition) => definition.type));
const isSubscriptionEvent = (event: AuditedPurchaseEvent): event is AuditedPurchaseEvent & SubscriptionEvent => subscriptionTypes.has(event.type);

const planLabel = (plan: SubscriptionPlan) => `« ${plans[plan].label} »`;
const refundedCents = (payment: Payment, until = Number.POSITIVE_INFINITY) =>
  payment.refunds.filter((refund) => refund.at <= until).reduce((sum, refund) => sum + refund.amountCents, 0);

export const createPurchaseAudit = () => {
  const payments = new Map<string, Payment>();
  const requests = new Map<string, Request>();
  const subscriptions = createPlanHistory();
  const breaches: PurchaseBreach[] = [];

  const paymentOf = (paymentId: string, streamId: string): Payment => {
    const found = payments.get(paymentId) ?? { streamId, purchaseId: null, startedCents: null, paidCents: null, refunds: [] };
    payments.set(paymentId, found);
    return found;
  };
  const requestOf = (purchaseId: string, streamId: string): Request => {
    const found = requests.get(purchaseId) ?? { streamId, customerId: null, quotes: [], paidBy: null, refundOf: null, boughtAt: null };
    requests.set(purchaseId, found);
    return found;
  };

  const planAt = subscriptions.planAt;

  const checkQuoteSum = (event: AuditedPurchaseEvent & PurchaseQuoted): void => {
    const { data } = event;
    const items = data.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
    const fee = buyForMeFeeOf(data.plan);
    const shipping = data.shippingCharged ? data.shippingEstimateCents : 0;
    if (items === data.itemsCents && fee === data.feeCents && data.totalCents === items + fee + shipping) return;
    breaches.push({
      streamId: event.streamId,
      rule: 'quote-sum',
      message: `Devis ${data.purchaseId} de ${formatEuros(data.totalCents)} : articles ${formatEuros(items)} + frais ${formatEuros(fee)}${data.shippingCharged ? ` + expédition ${formatEuros(shipping)}` : ''} attendus`,
    });
  };

  const observe = (event: AuditedPurchaseEvent): void => {
    if (isSubscriptionEvent(event)) {
      subscriptions.record(event.data.customerId, event);
      return;
    }
    switch (event.type) {
      case 'PaymentStarted':
        if (event.data.purpose.kind !== 'purchase') return;
        Object.assign(paymentOf(event.data.paymentId, event.streamId), { purchaseId: event.data.purpose.purchaseId, startedCents: event.data.amountCents });
        return;
      case 'PaymentSucceeded':
        paymentOf(event.data.paymentId, event.streamId).paidCents = event.data.amountCents;
        return;
      case 'PaymentRefunded':
        paymentOf(event.data.paymentId, event.streamId).refunds.push({ amountCents: event.data.amountCents, at: Date.parse(event.occurredAt) });
        return;
      case 'PurchaseRequested':
        requestOf(event.data.purchaseId, event.streamId).customerId = event.data.customerId;
        return;
      case 'PurchaseQuoted':
        checkQuoteSum(event);
        requestOf(event.data.purchaseId, event.streamId).quotes.push({ streamId: event.streamId, data: event.data, at: event.occurredAt });
        return;
      case 'PurchasePaid':
        requestOf(event.data.purchaseId, event.streamId).paidBy = { paymentId: event.data.paymentId, amountCents: event.data.amountCents };
        return;
      case 'PurchaseMade':
        requestOf(event.data.purchaseId, event.streamId).boughtAt = Date.parse(event.occurredAt);
        return;
      case 'PurchaseCancelled':
        requestOf(event.data.purchaseId, event.streamId).refundOf = event.data.refundPaymentId;
        return;
      default:
        // The payment events that move no money of a purchase (checkout opened, failed, refund asked) and a parcel's arrival.
        return;
    }
  };

  /** The plan a quote names against the plan in force when it was issued, and against the one its recorded subscription version states. */
  const planBreaches = (request: Request, quote: Quote): PurchaseBreach[] => {
    if (request.customerId === null) return [];
    const { data } = quote;
    const inForce = planAt(request.customerId, quote.at);
    const statedByVersion = data.subscriptionVersion === null ? null : planAt(request.customerId, quote.at, data.subscriptionVersion);
    if (data.plan === inForce && (statedByVersion === null || statedByVersion === data.plan)) return [];
    return [
      {
        streamId: quote.streamId,
        rule: 'quote-plan',
        message: `Devis ${data.purchaseId} : frais de ${formatEuros(data.feeCents)} de l’offre ${planLabel(data.plan)} alors que l’offre en vigueur était ${planLabel(inForce)}`,
      },
    ];
  };

  const report = (): PurchaseBreach[] => {
    const found = [...breaches];
    for (const [paymentId, payment] of payments) {
      if (payment.purchaseId === null || payment.startedCents === null) continue;
      const request = requests.get(payment.purchaseId);
      if (!request?.quotes.some((quote) => quote.data.totalCents === payment.startedCents) || (payment.paidCents !== null && payment.paidCents !== payment.startedCents)) {
        found.push({
          streamId: payment.streamId,
          rule: 'purchase-payment-amount',
          message: `Paiement ${paymentId} de ${formatEuros(payment.paidCents ?? payment.startedCents)} pour la demande ${payment.purchaseId}, dont aucun devis n’a ce montant`,
        });
      }
      const applied = request?.paidBy?.paymentId === paymentId;
      const refunded = refundedCents(payment);
      if (payment.paidCents !== null && payment.paidCents > 0 && !applied && refunded < payment.paidCents) {
        found.push({
          streamId: payment.streamId,
          rule: 'purchase-payment-unapplied',
          message: `Paiement ${paymentId} : ${formatEuros(payment.paidCents)} encaissés, ni portés à la demande ${payment.purchaseId} ni remboursés (${formatEuros(refunded)} rendus)`,
        });
      }
    }
    for (const [purchaseId, request] of requests) {
      for (const quote of request.quotes) found.push(...planBreaches(request, quote));
      const payment = request.paidBy ? payments.get(request.paidBy.paymentId) : undefined;
      if (request.paidBy) {
        const lastQuote = request.quotes.at(-1)?.data.totalCents;
        if (payment?.paidCents !== request.paidBy.amountCents || lastQuote !== request.paidBy.amountCents) {
          found.push({
            streamId: request.streamId,
            rule: 'purchase-paid-unknown',
            message: `Demande ${purchaseId} portée payée par ${request.paidBy.paymentId} (${formatEuros(request.paidBy.amountCents)}), qui n’a pas encaissé le montant de son devis`,
          });
        }
      }
      if (request.refundOf) {
        const cancelled = payments.get(request.refundOf);
        if (cancelled?.paidCents != null && refundedCents(cancelled) < cancelled.paidCents) {
          found.push({
            streamId: request.streamId,
            rule: 'purchase-cancelled-unrefunded',
            message: `Demande ${purchaseId} annulée après paiement : ${formatEuros(cancelled.paidCents)} encaissés, ${formatEuros(refundedCents(cancelled))} rendus`,
          });
        }
      }
      // Bought with the customer's money: a payment given back whole before the purchase left the shop's bill to us.
      if (request.boughtAt !== null && payment?.paidCents != null && refundedCents(payment, request.boughtAt) >= payment.paidCents) {
        found.push({
          streamId: request.streamId,
          rule: 'purchase-bought-refunded',
          message: `Demande ${purchaseId} achetée après le remboursement intégral de son paiement ${request.paidBy?.paymentId ?? ''} (${formatEuros(payment.paidCents)} rendus)`,
        });
      }
    }
    return found;
  };

  return { observe, report, requestCount: () => requests.size };
};

import middy from '@middy/core';
import type Stripe from 'stripe';
import { NotFoundError } from '../../domain/shared/errors';
import type { PaymentCommand } from '../../domain/payment/payment-commands';
import { plans } from '../../domain/pricing/plans';
import { formatParisDate } from '../../domain/shared/french-format';
import type { SubscriptionCommand } from '../../domain/subscription/subscription-commands';
import type { PaidPlan } from '../../events/subscription-events';
import type { CommandContext } from '../platform/command';
import { idFromCommand } from '../platform/ids';
import { externalEventContextOf } from '../platform/reaction-context';
import { runSubscriptionCommand } from '../subscriptions/commands';
import { httpPlatform, json, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { stripeClient, stripeEventFrom } from '../platform/stripe';
import { runPaymentCommand } from './payment-command';

/** One thing a Stripe event says, applied once: `key` names it (Stripe's event, refund or invoice), so a redelivery finds its own changeset. */
type Effect = { key: string; apply: (context: CommandContext) => Promise<unknown> };

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();
/**
 * When Stripe says something happened, never later than now: Stripe's clock and ours agree, but a test
 * clock (the stand-in's, moved forward) must not make a payment look late to the quote it pays.
 */
const notAfter = (epochSeconds: number, now: Date) => new Date(Math.min(epochSeconds * 1000, now.getTime())).toISOString();
const stripeActor = { kind: 'stripe', id: 'stripe' } as const;

const onPayment = (paymentId: string, key: string, command: (metadata: { now: Date; actor: typeof stripeActor }) => PaymentCommand): Effect => ({
  key,
  apply: (context) => runPaymentCommand(paymentId, (metadata) => command({ now: metadata.now, actor: stripeActor }), context),
});

const onSubscription = (customerId: string, key: string, command: (metadata: { now: Date; actor: typeof stripeActor }) => SubscriptionCommand): Effect => ({
  key,
  apply: (context) => runSubscriptionCommand(customerId, (metadata) => command({ now: metadata.now, actor: stripeActor }), context),
});

/** The payment a charge belongs to: our id travels in its PaymentIntent's metadata (or the invoice's, for a subscription). */
const paymentIdOfCharge = async (charge: Stripe.Charge): Promise<string | null> => {
  if (charge.metadata?.paymentId) return charge.metadata.paymentId;
  const intentId = idOf(charge.payment_intent);
  if (!intentId) return null;
  const stripe = await stripeClient();
  const intent = await stripe.paymentIntents.retrieve(intentId);
  if (intent.metadata?.paymentId) return intent.metadata.paymentId;
  // A subscription's charge: Stripe names the invoice it paid among the invoice payments.
  const paid = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: intentId }, limit: 1 });
  const invoiceId = idOf(paid.data[0]?.invoice as string | { id: string } | undefined);
  return invoiceId ? subscriptionPaymentIdOf(invoiceId) : null;
};

/** A subscription invoice's payment: one per invoice, its id derived from Stripe's (a retried invoice is the same payment). */
export const subscriptionPaymentIdOf = (invoiceId: string) => idFromCommand('payment', `stripe-invoice:${invoiceId}`);

type InvoiceFacts = { customerId: string; plan: PaidPlan; stripeSubscriptionId: string; periodStart: string; periodEnd: string };

const paidPlanOf = (name: string | null | undefined): PaidPlan | null => (name === 'premium_monthly' || name === 'premium_yearly' ? name : null);

/**
 * What a subscription invoice pays: whose subscription, which plan, which period. The period and the
 * plan are those of the invoice's charged line (a change of plan bills a credit for the unused time and
 * the new price's period: the latter is what is paid); the plan is the line's price's, by its lookup
 * key; the customer is in the subscription's metadata.
 */
const invoiceFactsOf = async (invoice: Stripe.Invoice): Promise<InvoiceFacts | null> => {
  const details = invoice.parent?.subscription_details;
  const stripeSubscriptionId = idOf(details?.subscription as string | { id: string } | null | undefined);
  if (!stripeSubscriptionId) return null;
  let metadata = details?.metadata ?? null;
  if (!metadata?.customerId) metadata = (await (await stripeClient()).subscriptions.retrieve(stripeSubscriptionId)).metadata;
  const customerId = metadata?.customerId;
  const line = [...invoice.lines.data].reverse().find((candidate) => candidate.amount > 0) ?? invoice.lines.data[0];
  if (!customerId || !line) return null;
  const priceId = idOf(line.pricing?.price_details?.price as string | { id: string } | null | undefined);
  const price = priceId ? await (await stripeClient()).prices.retrieve(priceId) : null;
  const plan = paidPlanOf(price?.lookup_key) ?? paidPlanOf(price?.metadata?.plan) ?? paidPlanOf(metadata?.plan);
  if (!plan) return null;
  return { customerId, plan, stripeSubscriptionId, periodStart: isoOf(line.period.start), periodEnd: isoOf(line.period.end) };
};

/** Stripe's reference of the charge behind a paid invoice (refunds go through it), or the invoice's own id. */
const paymentIntentOfInvoice = (invoice: Stripe.Invoice): string =>
  idOf(invoice.payments?.data[0]?.payment.payment_intent as string | { id: string } | null | undefined) ?? invoice.id;

const periodLabel = (facts: InvoiceFacts) =>
  `Abonnement ${plans[facts.plan].label} du ${formatParisDate(facts.periodStart)} au ${formatParisDate(facts.periodEnd)}`;

const subscriptionPaymentStarted = (invoice: Stripe.Invoice, facts: InvoiceFacts, paymentId: string, amountCents: number): Effect =>
  onPayment(paymentId, `invoice:${invoice.id}:start`, (metadata) => ({
    type: 'StartPayment',
    data: { paymentId, customerId: facts.customerId, purpose: { kind: 'subscription', ...facts }, amountCents, description: periodLabel(facts) },
    metadata,
  }));

/**
 * What a Stripe event says of our payments and subscriptions, as commands. Each is idempotent in its
 * decider and keyed by what Stripe names, so repeated and out-of-order deliveries change state once.
 * Events about things that are not ours say nothing.
 */
const effectsOf = async (event: Stripe.Event): Promise<Effect[]> => {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
      const paymentIntentId = idOf(session.payment_intent);
      // Subscription checkouts: the first invoice's `invoice.paid` carries the money.
      if (session.mode !== 'payment' || session.payment_status !== 'paid' || !paymentId || !paymentIntentId) return [];
      const amountCents = session.amount_total ?? 0;
      return [
        onPayment(paymentId, event.id, (metadata) => ({ type: 'ConfirmPayment', data: { paymentId, amountCents, paymentIntentId, paidAt: notAfter(event.created, metadata.now) }, metadata })),
      ];
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
      if (session.mode !== 'payment' || !paymentId) return [];
      return [
        onPayment(paymentId, event.id, (metadata) => ({
          type: 'FailPayment',
          data: { paymentId, reason: 'checkout_expired', detail: 'La page de paiement a expiré sans paiement.' },
          metadata,
        })),
      ];
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const facts = await invoiceFactsOf(invoice);
      // A zero invoice (a plan change fully covered by the unused credit) moves no money.
      if (!facts || invoice.amount_paid < 1) return [];
      const paymentId = subscriptionPaymentIdOf(invoice.id);
      const paymentIntentId = paymentIntentOfInvoice(invoice);
      const paidAtSeconds = invoice.status_transitions?.paid_at ?? event.created;
      return [
        subscriptionPaymentStarted(invoice, facts, paymentId, invoice.amount_paid),
        onPayment(paymentId, `invoice:${invoice.id}:paid`, (metadata) => ({
          type: 'ConfirmPayment',
          data: { paymentId, amountCents: invoice.amount_paid, paymentIntentId, paidAt: notAfter(paidAtSeconds, metadata.now) },
          metadata,
        })),
      ];
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const facts = await invoiceFactsOf(invoice);
      if (!facts || invoice.amount_due < 1) return [];
      const paymentId = subscriptionPaymentIdOf(invoice.id);
      const effects = [
        subscriptionPaymentStarted(invoice, facts, paymentId, invoice.amount_due),
        onPayment(paymentId, event.id, (metadata) => ({
          type: 'FailPayment',
          data: { paymentId, reason: 'card_declined', detail: 'Le paiement du renouvellement a été refusé.' },
          metadata,
        })),
      ];
      if (invoice.billing_reason !== 'subscription_cycle') return effects;
      return [
        ...effects,
        onSubscription(facts.customerId, `invoice:${invoice.id}:failed`, (metadata) => ({
          type: 'RecordRenewalFailure',
          data: { customerId: facts.customerId, stripeSubscriptionId: facts.stripeSubscriptionId, paymentId, failedAt: isoOf(event.created) },
          metadata,
        })),
      ];
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      const customerId = subscription.metadata?.customerId;
      if (!customerId || !subscription.cancel_at_period_end) return [];
      return [
        onSubscription(customerId, event.id, (metadata) => ({
          type: 'EndSubscription',
          data: { customerId, endsAt: isoOf(event.created), reason: 'Résiliation à la fin de la période payée', atPeriodEnd: true, stripeSubscriptionId: subscription.id },
          metadata,
        })),
      ];
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const customerId = subscription.metadata?.customerId;
      if (!customerId) return [];
      return [
        onSubscription(customerId, event.id, (metadata) => ({
          type: 'EndSubscription',
          // Ended at once: never later than now (a late delivery does not extend it).
          data: { customerId, endsAt: new Date(Math.min((subscription.ended_at ?? event.created) * 1000, metadata.now.getTime())).toISOString(), reason: 'Abonnement terminé chez Stripe', atPeriodEnd: false, stripeSubscriptionId: subscription.id },
          metadata,
        })),
      ];
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = await paymentIdOfCharge(charge);
      if (!paymentId) return [];
      // The event tells that money went back; the refunds themselves are listed (Stripe no longer embeds them).
      const intentId = idOf(charge.payment_intent);
      const refunds = await (await stripeClient()).refunds.list(intentId ? { payment_intent: intentId, limit: 100 } : { charge: charge.id, limit: 100 });
      return refunds.data
        .filter((refund) => refund.status === 'succeeded')
        .map((refund) =>
          onPayment(paymentId, `refund:${refund.id}`, (metadata) => ({
            type: 'RecordRefund',
            data: { paymentId, refundId: refund.id, refundKey: refund.metadata?.refundKey ?? null, amountCents: refund.amount, refundedAt: isoOf(refund.created) },
            metadata,
          })),
        );
    }
    default:
      return [];
  }
};

/**
 * Stripe's webhook: the signature is checked on the raw body before anything is read; each event
 * becomes commands on the payments it is about. An error answers 500, so Stripe delivers it again;
 * an event about a payment we do not know is acknowledged (retrying would not make it ours).
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'stripe-webhook' }))
  .handler(async (event, context) => {
    const rawBody = event.body === undefined ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    // Refused (400) before anything is read when the signature does not hold.
    const stripeEvent = await stripeEventFrom(rawBody, event.headers?.['stripe-signature']);
    const now = new Date();
    // In order: a payment is started before it is confirmed or failed.
    for (const effect of await effectsOf(stripeEvent)) {
      try {
        await effect.apply(externalEventContextOf({ source: 'stripe', eventId: effect.key, correlationId: context.correlationId, now }));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        context.logger.warn('événement Stripe sur un paiement inconnu', { stripeEventId: stripeEvent.id, type: stripeEvent.type, effect: effect.key });
      }
    }
    return json(200, { received: true });
  });

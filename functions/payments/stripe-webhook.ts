import middy from '@middy/core';
import type Stripe from 'stripe';
import { refundEndingDetail } from '../../domain/payment/refund-endings';
import { assertNever } from '../../domain/shared/decider';
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
import { clock } from '../platform/clock';

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

/**
 * The payment a charge or a refund belongs to: our id travels in its PaymentIntent's metadata (or the
 * invoice's, for a subscription), and in the metadata of the refunds we ask.
 */
const paymentIdOf = async (moved: Pick<Stripe.Charge | Stripe.Refund, 'metadata' | 'payment_intent'>): Promise<string | null> => {
  if (moved.metadata?.paymentId) return moved.metadata.paymentId;
  const intentId = idOf(moved.payment_intent);
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
 * The event types Stripe's webhook endpoint is subscribed to (the list to give Stripe's dashboard is in
 * `infra/local/stripe/README.md`): each is handled below, on purpose; any other is acknowledged and logged.
 */
export const subscribedStripeEventTypes = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
  'charge.refund.updated',
  'refund.failed',
] as const satisfies readonly Stripe.Event['type'][];
type SubscribedEvent = Extract<Stripe.Event, { type: (typeof subscribedStripeEventTypes)[number] }>;
const isSubscribed = (event: Stripe.Event): event is SubscribedEvent => (subscribedStripeEventTypes as readonly string[]).includes(event.type);

/**
 * A checkout page Stripe says is paid (at once by card, or later for a delayed method): what it
 * charged, in which currency, on which page, for the decider to compare with what was started.
 */
const checkoutPaid = (event: Stripe.Event, session: Stripe.Checkout.Session): Effect[] => {
  const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
  const paymentIntentId = idOf(session.payment_intent);
  // Subscription checkouts: the first invoice's `invoice.paid` carries the money. A page completed
  // unpaid (a bank debit on its way) is paid by its `async_payment_succeeded`, or failed by its `_failed`.
  if (session.mode !== 'payment' || session.payment_status !== 'paid' || !paymentId || !paymentIntentId) return [];
  const data = { paymentId, amountCents: session.amount_total ?? 0, currency: session.currency ?? '', checkoutSessionId: session.id, paymentIntentId, reference: event.id };
  return [onPayment(paymentId, event.id, (metadata) => ({ type: 'ConfirmPayment', data: { ...data, paidAt: notAfter(event.created, metadata.now) }, metadata }))];
};

const checkoutFailed = (event: Stripe.Event, session: Stripe.Checkout.Session, reason: 'checkout_expired' | 'delayed_payment_failed', detail: string): Effect[] => {
  const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
  if (session.mode !== 'payment' || !paymentId) return [];
  return [onPayment(paymentId, event.id, (metadata) => ({ type: 'FailPayment', data: { paymentId, reason, detail }, metadata }))];
};

/**
 * A refund as Stripe tells it: money back once it succeeded; a request of ours that failed or was
 * cancelled ends, its amount refundable again. A refund still pending says nothing yet, and one made
 * in Stripe's dashboard that failed never counted.
 */
const refundEffects = (paymentId: string, refund: Stripe.Refund): Effect[] => {
  const refundKey = refund.metadata?.refundKey ?? null;
  switch (refund.status) {
    case 'succeeded':
      return [
        onPayment(paymentId, `refund:${refund.id}`, (metadata) => ({
          type: 'RecordRefund',
          data: { paymentId, refundId: refund.id, refundKey, amountCents: refund.amount, refundedAt: isoOf(refund.created) },
          metadata,
        })),
      ];
    case 'failed':
    case 'canceled': {
      if (!refundKey) return [];
      const ending = refund.status;
      return [
        onPayment(paymentId, `refund:${refund.id}:ended`, (metadata) => ({
          type: 'EndRefundRequest',
          data: { paymentId, refundKey, refundId: refund.id, ending, detail: refundEndingDetail(ending, refund.failure_reason) },
          metadata,
        })),
      ];
    }
    case 'pending':
    case 'requires_action':
      // The money is not back yet: Stripe tells the outcome later, by `charge.refund.updated`.
      return [];
    default:
      // Stripe types the status as any text: one it adds later is not money back either, until it says `succeeded`.
      return [];
  }
};

/**
 * What a Stripe event says of our payments and subscriptions, as commands. Each is idempotent in its
 * decider and keyed by what Stripe names, so repeated and out-of-order deliveries change state once.
 * Events about things that are not ours say nothing.
 */
const effectsOf = async (event: SubscribedEvent): Promise<Effect[]> => {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutPaid(event, event.data.object);
    case 'checkout.session.async_payment_failed':
      return checkoutFailed(event, event.data.object, 'delayed_payment_failed', 'Le prélèvement bancaire n’a pas abouti : rien n’a été encaissé.');
    case 'checkout.session.expired':
      return checkoutFailed(event, event.data.object, 'checkout_expired', 'La page de paiement a expiré sans paiement.');
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
          data: {
            paymentId,
            amountCents: invoice.amount_paid,
            currency: invoice.currency,
            checkoutSessionId: null,
            paymentIntentId,
            paidAt: notAfter(paidAtSeconds, metadata.now),
            reference: event.id,
          },
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
      const paymentId = await paymentIdOf(charge);
      if (!paymentId) return [];
      // The event tells that money went back; the refunds themselves are listed (Stripe no longer embeds them).
      const intentId = idOf(charge.payment_intent);
      const refunds = await (await stripeClient()).refunds.list(intentId ? { payment_intent: intentId, limit: 100 } : { charge: charge.id, limit: 100 });
      return refunds.data.flatMap((refund) => refundEffects(paymentId, refund));
    }
    case 'charge.refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const paymentId = await paymentIdOf(refund);
      return paymentId ? refundEffects(paymentId, refund) : [];
    }
    default:
      return assertNever(event);
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
    if (!isSubscribed(stripeEvent)) {
      // The endpoint asks for the types above only: another one is acknowledged (a retry would not change it) and told.
      context.logger.warn('événement Stripe d’un type non souscrit, ignoré', { stripeEventId: stripeEvent.id, type: stripeEvent.type });
      return json(200, { received: true });
    }
    const now = clock.now();
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

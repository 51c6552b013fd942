import Stripe from 'stripe';
import { declined, invalid, missing, StripeApiError } from './errors';
import {
  list,
  newId,
  type Charge,
  type CheckoutLine,
  type CheckoutSession,
  type Customer,
  type Interval,
  type Invoice,
  type InvoiceLine,
  type Metadata,
  type PaymentIntent,
  type PaymentMethodType,
  type Price,
  type Product,
  type Refund,
  type StripeEvent,
  type Subscription,
} from './objects';
import type { StandInState } from './store';

/** The test cards of Stripe's documentation that the hosted page knows. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** succeeds when attached, then every later charge of its customer fails (failed renewals) */
  failsLater: '4000000000000341',
  /** pays, and is disputed at once: Stripe refuses every refund of it (`charge_disputed`) */
  disputed: '4000000000000259',
  /** pays; a refund of it stays pending, then fails (`refund.failed`, `charge.refund.updated`) */
  refundsFail: '4000000000005126',
} as const;

/** Stripe's SEPA test IBANs: the debit is processing, then succeeds or fails. */
export const testIbans = {
  succeeds: 'FR1420041010050500013M02606',
  fails: 'FR8420041010050500013M02607',
} as const;

/** How long money on its way takes on the stand-in's clock: a SEPA debit, a refund to a debit or to a card whose refunds fail. */
export const settlementSeconds = 60;

/** Days after a failed renewal at which its invoice is charged again; after the last, the subscription ends. */
export const renewalRetryDays = [1, 3, 5] as const;

const day = 86_400;

export type NewCheckoutSession = {
  mode: 'payment' | 'subscription';
  lines: CheckoutLine[];
  currency: string;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Metadata;
  paymentIntentMetadata: Metadata;
  subscriptionMetadata: Metadata;
  successUrl: string;
  cancelUrl: string | null;
  expiresAt: number | null;
  locale: string | null;
  /** the account's methods the request allowed (all of them when it named none); a subscription is paid by card */
  paymentMethodTypes: PaymentMethodType[];
};

export type CheckoutOutcome = { paid: true; redirectTo: string } | { paid: false; message: string };
/** What the page's form paid with: a test card, or a SEPA debit from a test IBAN. */
export type CheckoutPayment = { email: string } & ({ method: 'card'; cardNumber: string } | { method: 'sepa_debit'; iban: string });

/**
 * Addition of calendar intervals as Stripe bills them: a period ends on its anchor's day of the month,
 * or on the month's last day when the month is shorter (31 January → 28 February → 31 March).
 */
export const addIntervals = (anchor: number, interval: Interval, count: number): number => {
  if (interval === 'day' || interval === 'week') return anchor + count * (interval === 'day' ? 1 : 7) * day;
  const start = new Date(anchor * 1000);
  const months = start.getUTCMonth() + count * (interval === 'year' ? 12 : 1);
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay), start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds());
  return Math.floor(date / 1000);
};

/** `amount × part / whole` rounded to the nearest cent, half up, in integers (never through a float product). */
export const proratedCents = (amount: number, part: number, whole: number): number => Math.floor((2 * amount * part + whole) / (2 * whole));

export type Ledger = ReturnType<typeof createLedger>;

/**
 * What Stripe does with the objects we use: checkout, charges, subscriptions and their renewals on
 * the stand-in's clock, refunds. Each operation mutates the state, then hands the events it caused,
 * in order, to `publish` and saves: one operation's events form one batch (the delivery chaos
 * reorders within a batch, as Stripe's concurrent deliveries do).
 */
export const createLedger = (options: {
  state: StandInState;
  save: () => void;
  publish: (events: StripeEvent[]) => void;
  /** the public address of the stand-in, for the hosted checkout page's URL */
  publicUrl: () => string;
  /** the product's now in ms: the wall clock, or the embedded runtime's shifted clock */
  productClock?: () => number;
}) => {
  const { state } = options;
  let pending: StripeEvent[] = [];
  let emitted = 0;
  /** the instant an operation happens at: the clock, or the due time of a renewal being caught up */
  let instant: number | undefined;
  const clock = () => Math.floor(Date.now() / 1000) + state.clockOffsetSeconds;
  const now = () => instant ?? clock();

  const emit = (type: string, object: unknown, previous?: Record<string, unknown>) => {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      // A copy: the event shows the object as it was when the event happened.
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    state.events.push(event);
    pending.push(event);
    emitted += 1;
  };

  const operation = <T>(run: () => T): T => {
    try {
      return run();
    } finally {
      const events = pending;
      pending = [];
      options.save();
      if (events.length > 0) options.publish(events);
    }
  };

  const find = <T>(collection: Record<string, T>, kind: string, id: string, param = 'id'): T => {
    const found = collection[id];
    if (!found) throw missing(kind, id, param);
    return found;
  };

  // Charges ------------------------------------------------------------------------------------

  /**
   * Charges a customer's saved card (or the card just typed): a PaymentIntent and its Charge. A SEPA
   * debit is processing (its charge pending) until it settles.
   */
  const charge = (input: {
    amount: number;
    currency: string;
    customer: string | null;
    last4: string;
    fails: boolean;
    metadata: Metadata;
    description: string | null;
    method?: PaymentMethodType;
  }) => {
    const debit = input.method === 'sepa_debit';
    const paymentIntent: PaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: input.amount,
      amount_received: input.fails || debit ? 0 : input.amount,
      currency: input.currency,
      customer: input.customer,
      description: input.description,
      status: input.fails ? 'requires_payment_method' : debit ? 'processing' : 'succeeded',
      latest_charge: null,
      metadata: input.metadata,
      payment_method_types: [input.method ?? 'card'],
      created: now(),
      livemode: false,
    };
    const made: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: input.amount,
      amount_captured: input.fails ? 0 : input.amount,
      amount_refunded: 0,
      refunded: false,
      captured: !input.fails,
      paid: !input.fails && !debit,
      status: input.fails ? 'failed' : debit ? 'pending' : 'succeeded',
      disputed: !debit && input.last4 === testCards.disputed.slice(-4),
      failure_code: input.fails ? 'card_declined' : null,
      failure_message: input.fails ? 'Votre carte a été refusée.' : null,
      currency: input.currency,
      customer: input.customer,
      payment_intent: paymentIntent.id,
      metadata: {},
      payment_method_details: debit ? { type: 'sepa_debit', sepa_debit: { country: 'FR', last4: input.last4 } } : { type: 'card', card: { brand: 'visa', last4: input.last4 } },
      created: now(),
      livemode: false,
    };
    paymentIntent.latest_charge = made.id;
    state.paymentIntents[paymentIntent.id] = paymentIntent;
    state.charges[made.id] = made;
    return { paymentIntent, charge: made, paid: !input.fails };
  };

  const chargeSavedCard = (customer: string, amount: number, currency: string, description: string) => {
    const card = state.cards[customer] ?? { last4: '4242', failsLater: false };
    return charge({ amount, currency, customer, last4: card.last4, fails: card.failsLater, metadata: {}, description });
  };

  // Customers, products, prices ----------------------------------------------------------------

  const createCustomer = (input: { email: string | null; name: string | null; metadata: Metadata }): Customer =>
    operation(() => {
      const customer: Customer = { id: newId('cus'), object: 'customer', email: input.email, name: input.name, metadata: input.metadata, created: now(), livemode: false };
      state.customers[customer.id] = customer;
      return customer;
    });

  const createProduct = (input: { name: string; metadata: Metadata }): Product =>
    operation(() => {
      const product: Product = { id: newId('prod'), object: 'product', name: input.name, active: true, metadata: input.metadata, created: now(), livemode: false };
      state.products[product.id] = product;
      return product;
    });

  const createPrice = (input: {
    product: string | { name: string };
    currency: string;
    unitAmount: number;
    interval: Interval | null;
    lookupKey: string | null;
    transferLookupKey: boolean;
    nickname: string | null;
    metadata: Metadata;
  }): Price =>
    operation(() => {
      let product: string;
      if (typeof input.product === 'string') product = find(state.products, 'product', input.product, 'product').id;
      else {
        const created: Product = { id: newId('prod'), object: 'product', name: input.product.name, active: true, metadata: {}, created: now(), livemode: false };
        state.products[created.id] = created;
        product = created.id;
      }
      if (input.lookupKey) {
        const holder = Object.values(state.prices).find((price) => price.lookup_key === input.lookupKey);
        if (holder && !input.transferLookupKey)
          throw invalid('lookup_key', `A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key_already_exists');
        if (holder) holder.lookup_key = null;
      }
      const price: Price = {
        id: newId('price'),
        object: 'price',
        active: true,
        currency: input.currency,
        unit_amount: input.unitAmount,
        product,
        type: input.interval ? 'recurring' : 'one_time',
        recurring: input.interval ? { interval: input.interval, interval_count: 1, usage_type: 'licensed' } : null,
        lookup_key: input.lookupKey,
        nickname: input.nickname,
        billing_scheme: 'per_unit',
        metadata: input.metadata,
        created: now(),
        livemode: false,
      };
      state.prices[price.id] = price;
      return price;
    });

  // Checkout -----------------------------------------------------------------------------------

  const createCheckoutSession = (input: NewCheckoutSession): CheckoutSession =>
    operation(() => {
      if (input.customer) find(state.customers, 'customer', input.customer, 'customer');
      const created = now();
      // The stand-in's clock is a test clock of its own (as at Stripe), moved alone or with the runtime's: a time
      // the product gives is on the product's clock, and is read on the stand-in's by the difference of the two.
      const productOffset = Math.round(((options.productClock ?? Date.now)() - Date.now()) / 1000);
      const expiresAt = input.expiresAt === null ? created + day : input.expiresAt - productOffset + state.clockOffsetSeconds;
      if (expiresAt < created + 30 * 60 || expiresAt > created + day)
        throw invalid('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
      const id = newId('cs_test');
      const total = input.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        mode: input.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `${options.publicUrl()}/checkout/${id}`,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.clientReferenceId,
        customer: input.customer,
        customer_email: input.customerEmail,
        customer_details: null,
        metadata: input.metadata,
        amount_subtotal: total,
        amount_total: total,
        currency: input.currency,
        locale: input.locale,
        expires_at: expiresAt,
        created,
        payment_intent: null,
        subscription: null,
        invoice: null,
        payment_method_types: input.paymentMethodTypes,
        livemode: false,
      };
      state.checkoutSessions[id] = session;
      const recurringInterval = input.lines.map((line) => (line.price ? state.prices[line.price]?.recurring?.interval : undefined)).find(Boolean) ?? null;
      state.checkoutDetails[id] = { lines: input.lines, recurringInterval, paymentIntentMetadata: input.paymentIntentMetadata, subscriptionMetadata: input.subscriptionMetadata };
      return session;
    });

  const expire = (session: CheckoutSession) => {
    session.status = 'expired';
    session.url = null;
    emit('checkout.session.expired', session);
  };

  const expireCheckoutSession = (id: string): CheckoutSession =>
    operation(() => {
      const session = find(state.checkoutSessions, 'checkout.session', id);
      if (session.status !== 'open')
        throw invalid('session', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`, 'checkout_session_not_open');
      expire(session);
      return session;
    });

  const invoiceFor = (input: {
    subscription: Subscription;
    reason: Invoice['billing_reason'];
    lines: Omit<InvoiceLine, 'id' | 'object' | 'currency' | 'subscription' | 'metadata'>[];
    periodStart: number;
    periodEnd: number;
  }): Invoice => {
    const { subscription } = input;
    const id = newId('in');
    state.invoiceSequence += 1;
    const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
    const invoice: Invoice = {
      id,
      object: 'invoice',
      number: `LOCAL-${String(state.invoiceSequence).padStart(6, '0')}`,
      customer: subscription.customer,
      customer_email: state.customers[subscription.customer]?.email ?? null,
      status: 'open',
      billing_reason: input.reason,
      currency: subscription.currency,
      subtotal: total,
      total,
      amount_due: Math.max(0, total),
      amount_paid: 0,
      amount_remaining: Math.max(0, total),
      attempt_count: 0,
      attempted: false,
      next_payment_attempt: null,
      period_start: input.periodStart,
      period_end: input.periodEnd,
      lines: list(
        `/v1/invoices/${id}/lines`,
        input.lines.map((line) => ({ ...line, id: newId('il'), object: 'line_item', currency: subscription.currency, subscription: subscription.id, metadata: {} })),
      ),
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata }, quote_details: null },
      payments: list(`/v1/invoice_payments?invoice=${id}`, []),
      status_transitions: { finalized_at: now(), paid_at: null },
      metadata: {},
      created: now(),
      livemode: false,
    };
    state.invoices[id] = invoice;
    subscription.latest_invoice = id;
    return invoice;
  };

  /** One attempt to collect an invoice from the customer's card; true when paid. */
  const attemptInvoice = (invoice: Invoice, card?: { last4: string; fails: boolean }): boolean => {
    invoice.attempt_count += 1;
    invoice.attempted = true;
    const description = invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update';
    const result =
      invoice.amount_due === 0
        ? undefined
        : card
          ? charge({ amount: invoice.amount_due, currency: invoice.currency, customer: invoice.customer, ...card, metadata: {}, description })
          : chargeSavedCard(invoice.customer, invoice.amount_due, invoice.currency, description);
    if (result) {
      invoice.payments.data.push({
        id: newId('inpay'),
        object: 'invoice_payment',
        amount_paid: result.paid ? invoice.amount_due : null,
        amount_requested: invoice.amount_due,
        currency: invoice.currency,
        invoice: invoice.id,
        is_default: result.paid,
        payment: { type: 'payment_intent', payment_intent: result.paymentIntent.id, charge: result.charge.id },
        status: result.paid ? 'paid' : 'open',
        created: now(),
      });
    }
    if (result && !result.paid) return false;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = now();
    return true;
  };

  const subscribe = (session: CheckoutSession, customer: string, card: { last4: string; fails: boolean }) => {
    const details = state.checkoutDetails[session.id];
    const line = details?.lines[0];
    const price = line?.price ? state.prices[line.price] : undefined;
    if (!price?.recurring) throw new Error(`session ${session.id} sans prix récurrent`);
    const start = now();
    const id = newId('sub');
    const end = addIntervals(start, price.recurring.interval, 1);
    const item = { id: newId('si'), object: 'subscription_item' as const, price, quantity: line?.quantity ?? 1, current_period_start: start, current_period_end: end, subscription: id, metadata: {}, created: start };
    const subscription: Subscription = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      items: list(`/v1/subscription_items?subscription=${id}`, [item]),
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      billing_cycle_anchor: start,
      collection_method: 'charge_automatically',
      currency: price.currency,
      latest_invoice: null,
      metadata: details?.subscriptionMetadata ?? {},
      start_date: start,
      created: start,
      livemode: false,
    };
    state.subscriptions[id] = subscription;
    const invoice = invoiceFor({
      subscription,
      reason: 'subscription_create',
      lines: [periodLine(subscription, price, item.quantity, start, end, false)],
      periodStart: start,
      periodEnd: start,
    });
    attemptInvoice(invoice, card);
    return { subscription, invoice };
  };

  const payCheckout = (id: string, input: CheckoutPayment): CheckoutOutcome =>
    operation(() => {
      const session = find(state.checkoutSessions, 'checkout.session', id);
      if (session.status !== 'open') return { paid: false, message: session.status === 'expired' ? 'Cette session de paiement a expiré.' : 'Ce paiement a déjà été effectué.' };
      if (!session.payment_method_types.includes(input.method)) return { paid: false, message: 'Ce moyen de paiement n’est pas proposé pour ce paiement.' };
      // The stand-in's subscriptions are paid by card only (their renewals charge the card): a page that offers a debit says so.
      if (session.mode === 'subscription' && input.method !== 'card') return { paid: false, message: 'Le simulateur ne prend un abonnement que par carte.' };
      if (input.method === 'card' && input.cardNumber === testCards.declined) return { paid: false, message: 'Votre carte a été refusée.' };
      const card = { last4: input.method === 'card' ? input.cardNumber.slice(-4) : input.iban.slice(-4), fails: false };
      const details = state.checkoutDetails[id];
      const email = session.customer ? (state.customers[session.customer]?.email ?? input.email) : input.email;
      let customer = session.customer;
      if (!customer && session.mode === 'subscription') {
        const created: Customer = { id: newId('cus'), object: 'customer', email, name: null, metadata: {}, created: now(), livemode: false };
        state.customers[created.id] = created;
        customer = created.id;
      }
      if (customer && input.method === 'card') state.cards[customer] = { last4: card.last4, failsLater: input.cardNumber === testCards.failsLater };
      session.customer = customer;
      session.customer_details = { email, name: null };
      if (session.mode === 'payment') {
        const paid = charge({
          amount: session.amount_total,
          currency: session.currency,
          customer,
          ...card,
          metadata: details?.paymentIntentMetadata ?? {},
          description: details?.lines.map((line) => line.name).join(', ') ?? null,
          method: input.method,
        });
        session.payment_intent = paid.paymentIntent.id;
        if (input.method === 'sepa_debit') {
          // The page is done, the money is not: the session completes unpaid and the debit settles later.
          state.settlements[session.id] = { object: 'checkout.session', at: now() + settlementSeconds, fails: input.iban === testIbans.fails };
          session.status = 'complete';
          session.url = null;
          emit('checkout.session.completed', session);
          return { paid: true, redirectTo: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
        }
      } else {
        const { subscription, invoice } = subscribe(session, customer ?? '', card);
        session.subscription = subscription.id;
        session.invoice = invoice.id;
      }
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      emit('checkout.session.completed', session);
      if (session.invoice) emit('invoice.paid', state.invoices[session.invoice]);
      return { paid: true, redirectTo: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
    });

  // Subscriptions ------------------------------------------------------------------------------

  const periodLine = (subscription: Subscription, price: Price, quantity: number, start: number, end: number, proration: boolean, amount?: number) => {
    const product = state.products[price.product];
    return {
      amount: amount ?? price.unit_amount * quantity,
      description: `${quantity} × ${product?.name ?? price.nickname ?? price.id}`,
      period: { start, end },
      quantity,
      pricing: { type: 'price_details' as const, price_details: { price: price.id, product: price.product }, unit_amount_decimal: String(price.unit_amount) },
      parent: {
        type: 'subscription_item_details' as const,
        subscription_item_details: { subscription: subscription.id, subscription_item: subscription.items.data[0]?.id ?? '', proration, invoice_item: null },
      },
    };
  };

  const itemOf = (subscription: Subscription) => {
    const item = subscription.items.data[0];
    if (!item) throw new Error(`abonnement ${subscription.id} sans article`);
    return item;
  };

  const end = (subscription: Subscription, at: number) => {
    const previous = { status: subscription.status };
    subscription.status = 'canceled';
    subscription.ended_at = at;
    subscription.canceled_at ??= at;
    emit('customer.subscription.deleted', subscription, previous);
  };

  const updateSubscription = (
    id: string,
    input: { cancelAtPeriodEnd?: boolean; metadata?: Metadata; item?: { id: string; price: string }; prorationBehavior: 'always_invoice' | 'create_prorations' | 'none' },
  ): Subscription =>
    operation(() => {
      const subscription = find(state.subscriptions, 'subscription', id);
      if (subscription.status === 'canceled')
        throw invalid('subscription', 'A canceled subscription can only update its cancellation_details and metadata.', 'resource_already_canceled');
      const at = now();
      const previous: Record<string, unknown> = {};
      let invoice: Invoice | undefined;
      if (input.item) {
        const item = itemOf(subscription);
        if (input.item.id !== item.id) throw missing('subscription_item', input.item.id, 'items[0][id]');
        const price = find(state.prices, 'price', input.item.price, 'items[0][price]');
        if (!price.recurring) throw invalid('items[0][price]', 'The price specified is not recurring. Subscriptions only accept recurring prices.');
        if (price.id !== item.price.id) {
          previous.items = structuredClone(subscription.items);
          const old = item.price;
          const resets = price.recurring.interval !== old.recurring?.interval;
          if (input.prorationBehavior !== 'none') {
            // The unused part of the period is credited by seconds; a new interval restarts the period now.
            const whole = item.current_period_end - item.current_period_start;
            const unused = Math.max(0, item.current_period_end - at);
            const credit = proratedCents(old.unit_amount * item.quantity, unused, whole);
            const newEnd = resets ? addIntervals(at, price.recurring.interval, 1) : item.current_period_end;
            const charged = resets ? price.unit_amount * item.quantity : proratedCents(price.unit_amount * item.quantity, unused, whole);
            const lines = [
              { ...periodLine(subscription, old, item.quantity, at, item.current_period_end, true, -credit), description: `Temps non utilisé sur ${periodLine(subscription, old, item.quantity, 0, 0, true).description}` },
              periodLine(subscription, price, item.quantity, at, newEnd, !resets, charged),
            ];
            if (input.prorationBehavior === 'always_invoice') {
              const card = state.cards[subscription.customer];
              if (card?.failsLater && charged - credit > 0) throw declined();
              invoice = invoiceFor({ subscription, reason: 'subscription_update', lines, periodStart: at, periodEnd: at });
              attemptInvoice(invoice);
            }
            if (resets) {
              item.current_period_start = at;
              item.current_period_end = newEnd;
              subscription.billing_cycle_anchor = at;
              if (subscription.cancel_at_period_end) subscription.cancel_at = newEnd;
            }
          }
          item.price = price;
        }
      }
      // After the price change, which may refuse the card: a refused request changes nothing.
      if (input.metadata) {
        previous.metadata = subscription.metadata;
        subscription.metadata = { ...subscription.metadata, ...input.metadata };
      }
      if (input.cancelAtPeriodEnd !== undefined && input.cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
        Object.assign(previous, { cancel_at_period_end: subscription.cancel_at_period_end, cancel_at: subscription.cancel_at, canceled_at: subscription.canceled_at });
        subscription.cancel_at_period_end = input.cancelAtPeriodEnd;
        subscription.cancel_at = input.cancelAtPeriodEnd ? itemOf(subscription).current_period_end : null;
        subscription.canceled_at = input.cancelAtPeriodEnd ? at : null;
      }
      if (invoice) emit('invoice.paid', invoice);
      if (Object.keys(previous).length > 0) emit('customer.subscription.updated', subscription, previous);
      return subscription;
    });

  const cancelSubscription = (id: string): Subscription =>
    operation(() => {
      const subscription = find(state.subscriptions, 'subscription', id);
      if (subscription.status === 'canceled') throw invalid('subscription', `No such subscription: '${id}'`, 'resource_missing');
      end(subscription, now());
      return subscription;
    });

  /** A subscription reaching the end of its period: it ends, or it renews and charges the card. */
  const periodEnds = (subscription: Subscription, at: number) => {
    if (subscription.cancel_at_period_end) return end(subscription, at);
    const item = itemOf(subscription);
    const interval = item.price.recurring?.interval ?? 'month';
    const previous = { status: subscription.status, items: structuredClone(subscription.items), latest_invoice: subscription.latest_invoice };
    const ended = { start: item.current_period_start, end: item.current_period_end };
    let next = addIntervals(subscription.billing_cycle_anchor, interval, 1);
    for (let periods = 2; next <= ended.end; periods += 1) next = addIntervals(subscription.billing_cycle_anchor, interval, periods);
    item.current_period_start = ended.end;
    item.current_period_end = next;
    const invoice = invoiceFor({
      subscription,
      reason: 'subscription_cycle',
      lines: [periodLine(subscription, item.price, item.quantity, ended.end, next, false)],
      periodStart: ended.start,
      periodEnd: ended.end,
    });
    const paid = attemptInvoice(invoice);
    if (!paid) {
      subscription.status = 'past_due';
      invoice.next_payment_attempt = invoice.created + (renewalRetryDays[0] ?? 1) * day;
    }
    emit('customer.subscription.updated', subscription, previous);
    emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  };

  /** A failed renewal charged again; after the last retry, the subscription is cancelled. */
  const retryInvoice = (invoice: Invoice, at: number) => {
    const subscription = state.subscriptions[invoice.parent.subscription_details.subscription];
    if (!subscription || subscription.status === 'canceled') {
      invoice.next_payment_attempt = null;
      return;
    }
    if (attemptInvoice(invoice)) {
      emit('invoice.paid', invoice);
      if (subscription.status === 'past_due' && subscription.latest_invoice === invoice.id) {
        subscription.status = 'active';
        emit('customer.subscription.updated', subscription, { status: 'past_due' });
      }
      return;
    }
    const nextDay = renewalRetryDays[invoice.attempt_count - 1];
    invoice.next_payment_attempt = nextDay === undefined ? null : invoice.created + nextDay * day;
    emit('invoice.payment_failed', invoice);
    if (nextDay === undefined) end(subscription, at);
  };

  /** A SEPA debit's outcome: the session paid (`async_payment_succeeded`), or not (`async_payment_failed`). */
  const settleDebit = (session: CheckoutSession, fails: boolean) => {
    const paymentIntent = state.paymentIntents[session.payment_intent ?? ''];
    const debited = state.charges[paymentIntent?.latest_charge ?? ''];
    if (!paymentIntent || !debited) return;
    if (fails) {
      paymentIntent.status = 'requires_payment_method';
      Object.assign(debited, { status: 'failed', failure_code: 'insufficient_funds', failure_message: 'Le compte débité n’a pas les fonds suffisants.' });
      emit('checkout.session.async_payment_failed', session);
      return;
    }
    paymentIntent.status = 'succeeded';
    paymentIntent.amount_received = paymentIntent.amount;
    Object.assign(debited, { status: 'succeeded', paid: true });
    session.payment_status = 'paid';
    emit('checkout.session.async_payment_succeeded', session);
  };

  /** A pending refund's outcome: succeeded, or failed (the amount is unrefunded on its charge again). */
  const settleRefund = (refund: Refund, fails: boolean) => {
    if (fails) {
      const refunded = state.charges[refund.charge];
      if (refunded) {
        refunded.amount_refunded -= refund.amount;
        refunded.refunded = false;
      }
      refund.status = 'failed';
      refund.failure_reason = 'expired_or_canceled_card';
      emit('refund.failed', refund);
    } else refund.status = 'succeeded';
    emit('charge.refund.updated', refund, { status: 'pending' });
  };

  /**
   * Everything due up to `until`, in time order, each at its own instant: period ends (renewal,
   * failed renewal or end at period end), retries of failed renewals, expiries of open sessions,
   * debits and refunds settling.
   */
  /** Money on its way arrives: a debit paid or failed, a pending refund succeeded or failed, as its settlement says. */
  const settle = (id: string) => {
    const settlement = state.settlements[id];
    if (!settlement) return;
    delete state.settlements[id];
    const session = state.checkoutSessions[id];
    const refund = state.refunds[id];
    if (settlement.object === 'checkout.session' && session) settleDebit(session, settlement.fails);
    if (settlement.object === 'refund' && refund) settleRefund(refund, settlement.fails);
  };

  /**
   * Everything on its way arrives now, without moving the clock: the clock only moves forward, and a
   * shared runtime (the API tests', a demonstration) keeps it beside the product's own.
   */
  const settleNow = () => {
    const ids = Object.entries(state.settlements)
      .sort(([, a], [, b]) => a.at - b.at)
      .map(([id]) => id);
    for (const id of ids) operation(() => settle(id));
  };

  const catchUp = (until: number) => {
    for (let step = 0; step < 100_000; step += 1) {
      let next: { at: number; run: (at: number) => void } | undefined;
      const consider = (at: number, run: (at: number) => void) => {
        if (at <= until && (!next || at < next.at)) next = { at, run };
      };
      for (const subscription of Object.values(state.subscriptions))
        if (subscription.status !== 'canceled') consider(itemOf(subscription).current_period_end, (at) => periodEnds(subscription, at));
      for (const invoice of Object.values(state.invoices))
        if (invoice.status === 'open' && invoice.next_payment_attempt !== null) consider(invoice.next_payment_attempt, (at) => retryInvoice(invoice, at));
      for (const session of Object.values(state.checkoutSessions)) if (session.status === 'open') consider(session.expires_at, () => expire(session));
      for (const [id, settlement] of Object.entries(state.settlements)) consider(settlement.at, () => settle(id));
      if (!next) return;
      const due = next;
      instant = due.at;
      try {
        operation(() => due.run(due.at));
      } finally {
        instant = undefined;
      }
    }
  };

  const advanceClock = (seconds: number) => {
    state.clockOffsetSeconds += seconds;
    options.save();
    catchUp(clock());
  };

  // Refunds ------------------------------------------------------------------------------------

  const createRefund = (input: { paymentIntent?: string; charge?: string; amount?: number; reason: string | null; metadata: Metadata }): Refund =>
    operation(() => {
      let refunded: Charge;
      if (input.charge) refunded = find(state.charges, 'charge', input.charge, 'charge');
      else if (input.paymentIntent) {
        const paymentIntent = find(state.paymentIntents, 'payment_intent', input.paymentIntent, 'payment_intent');
        refunded = find(state.charges, 'charge', paymentIntent.latest_charge ?? '', 'payment_intent');
      } else throw new StripeApiError(400, 'invalid_request_error', 'One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
      if (refunded.status !== 'succeeded') throw invalid('charge', `Charge ${refunded.id} has not succeeded: it cannot be refunded.`);
      if (refunded.disputed) throw invalid('charge', `Charge ${refunded.id} has been charged back; cannot issue a refund.`, 'charge_disputed');
      const remaining = refunded.amount - refunded.amount_refunded;
      if (remaining === 0) throw invalid('charge', `Charge ${refunded.id} has already been refunded.`, 'charge_already_refunded');
      const amount = input.amount ?? remaining;
      if (amount > remaining)
        throw invalid('amount', `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining}).`, 'amount_too_large');
      const refund: Refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        charge: refunded.id,
        payment_intent: refunded.payment_intent,
        currency: refunded.currency,
        status: 'succeeded',
        failure_reason: null,
        reason: input.reason,
        metadata: input.metadata,
        created: now(),
      };
      // Back to a bank account, or to a card whose refunds fail: pending first, settled later.
      const details = refunded.payment_method_details;
      const fails = details.type === 'card' && details.card.last4 === testCards.refundsFail.slice(-4);
      if (details.type === 'sepa_debit' || fails) {
        refund.status = 'pending';
        state.settlements[refund.id] = { object: 'refund', at: now() + settlementSeconds, fails };
      }
      state.refunds[refund.id] = refund;
      const previous = { amount_refunded: refunded.amount_refunded, refunded: refunded.refunded };
      refunded.amount_refunded += amount;
      refunded.refunded = refunded.amount_refunded === refunded.amount;
      emit('charge.refunded', refunded, previous);
      return refund;
    });

  return {
    now,
    clock,
    /** how many events this process has emitted */
    emitted: () => emitted,
    catchUp: () => catchUp(clock()),
    advanceClock,
    settleNow,
    find,
    createCustomer,
    createProduct,
    createPrice,
    createCheckoutSession,
    expireCheckoutSession,
    payCheckout,
    updateSubscription,
    cancelSubscription,
    createRefund,
  };
};

import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { checkoutPage, closedPage, euros, readCard, readDebit, type CheckoutForm } from './checkout-page';
import { invalid, missing, required, StripeApiError } from './errors';
import { parseForm, type FormObject, type FormValue } from './form';
import { createLedger, type NewCheckoutSession } from './ledger';
import { accountPaymentMethods, list, type CheckoutLine, type Interval, type Metadata, type PaymentMethodType } from './objects';
import { openStore } from './store';
import { createDeliveries, type DeliveryChaos } from './webhooks';

export type StripeStandInOptions = {
  /** 0 takes any free port */
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** where events are delivered; none: events are only kept */
  webhookUrl?: string;
  /** the folder of `state.json`; none: the state lives in memory */
  dataDir?: string;
  retryDelaysMs?: number[];
  chaos?: DeliveryChaos;
  log?: (message: string, fields?: Record<string, unknown>) => void;
  /** the product's now in ms, when it is not the wall clock (the embedded runtime's shifted clock) */
  productClock?: () => number;
};

export type StripeStandIn = { url: string; port: number; stop: () => Promise<void> };

const host = '127.0.0.1';

// Reading parameters -----------------------------------------------------------------------------

const text = (form: FormObject, name: string): string | undefined => {
  const value = form[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(name, `Invalid string: ${name}`);
  return value;
};
const needText = (form: FormObject, name: string): string => {
  const value = text(form, name);
  if (value === undefined || value === '') throw required(name);
  return value;
};
const integer = (form: FormObject, name: string): number | undefined => {
  const value = text(form, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(name, `Invalid integer: ${value}`);
  return Number(value);
};
const boolean = (form: FormObject, name: string): boolean | undefined => {
  const value = text(form, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(name, `Invalid boolean: ${value}`);
  return value === 'true';
};
const object = (form: FormObject, name: string): FormObject => {
  const value = form[name];
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(name, `Invalid object: ${name}`);
  return value;
};
const array = (form: FormObject, name: string): FormValue[] => {
  const value = form[name];
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value)) throw invalid(name, `Invalid array: ${name}`);
  return value;
};
const metadata = (form: FormObject, name = 'metadata'): Metadata =>
  Object.fromEntries(Object.entries(object(form, name)).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
const intervals: Interval[] = ['day', 'week', 'month', 'year'];

// Answering ------------------------------------------------------------------------------------

type Answer = { status: number; body: string; headers?: Record<string, string> };
const json = (value: unknown, status = 200): Answer => ({ status, body: `${JSON.stringify(value, null, 2)}\n`, headers: { 'content-type': 'application/json' } });
const html = (body: string, status = 200): Answer => ({ status, body, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(invalid('body', 'Request body too large.'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/**
 * A Stripe stand-in on 127.0.0.1: the API paths the product calls through the real `stripe` SDK,
 * the hosted checkout page, signed webhook deliveries with Stripe's retries and disorder, and a
 * clock that can be advanced for renewals. Control endpoints live under `/_stand-in/`.
 */
export const startStripeStandIn = async (options: StripeStandInOptions): Promise<StripeStandIn> => {
  const log = options.log ?? (() => undefined);
  const store = openStore(options.dataDir);
  const deliveries = createDeliveries({ url: options.webhookUrl, secret: options.webhookSecret, retryDelaysMs: options.retryDelaysMs, log });
  if (options.chaos) deliveries.setChaos(options.chaos);
  let publicUrl = `http://${host}:${options.port}`;
  const ledger = createLedger({ state: store.state, save: store.save, publish: (events) => deliveries.send(events), publicUrl: () => publicUrl, productClock: options.productClock });
  const { state } = store;
  // Deliveries cut short by the last stop go out again, as Stripe keeps retrying while we are down.
  const resumed = state.undelivered.flatMap((id) => state.events.filter((event) => event.id === id));
  state.undelivered = [];
  for (const event of resumed) deliveries.send([event], 1);

  const authorized = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    const [scheme, credentials = ''] = header.split(' ');
    const key = scheme === 'Bearer' ? credentials : scheme === 'Basic' ? Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] : '';
    if (!key) throw new StripeApiError(401, 'invalid_request_error', 'You did not provide an API key. Provide it in the Authorization header, using Bearer auth.');
    if (key !== options.secretKey) throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`);
  };

  /** Replaces the ids at the `expand[]` paths by their objects (`payment_intent`, `data.subscription`). */
  const byId = (id: string): unknown => {
    for (const collection of [state.customers, state.products, state.prices, state.checkoutSessions, state.paymentIntents, state.charges, state.refunds, state.subscriptions, state.invoices])
      if (collection[id]) return collection[id];
    return undefined;
  };
  const expand = (value: unknown, paths: string[]): unknown => {
    if (paths.length === 0) return value;
    const copy = structuredClone(value) as Record<string, unknown>;
    for (const path of paths) {
      const walk = (node: unknown, parts: string[]) => {
        if (!node || typeof node !== 'object' || parts.length === 0) return;
        const [head, ...rest] = parts as [string, ...string[]];
        const record = node as Record<string, unknown>;
        if (head === 'data' && Array.isArray(record.data)) return record.data.forEach((entry) => walk(entry, rest));
        if (rest.length === 0 && typeof record[head] === 'string') record[head] = structuredClone(byId(record[head]) ?? record[head]);
        else walk(record[head], rest);
      };
      walk(copy, path.split('.'));
    }
    return copy;
  };

  const checkoutLines = (form: FormObject, mode: 'payment' | 'subscription'): { lines: CheckoutLine[]; currency: string } => {
    const items = array(form, 'line_items');
    if (items.length === 0) throw required('line_items');
    let currency: string | undefined;
    const lines = items.map((raw, index) => {
      if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid(`line_items[${index}]`, 'Invalid line item.');
      const quantity = integer(raw, 'quantity') ?? 1;
      if (quantity < 1) throw invalid(`line_items[${index}][quantity]`, 'Quantity must be at least 1.');
      const priceId = text(raw, 'price');
      if (priceId) {
        const price = ledger.find(state.prices, 'price', priceId, `line_items[${index}][price]`);
        if (mode === 'subscription' && !price.recurring) throw invalid(`line_items[${index}][price]`, 'In subscription mode, you must provide at least one recurring price.');
        if (mode === 'payment' && price.recurring)
          throw invalid(`line_items[${index}][price]`, 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.');
        currency ??= price.currency;
        return { name: state.products[price.product]?.name ?? price.id, unitAmount: price.unit_amount, quantity, price: price.id };
      }
      const data = object(raw, 'price_data');
      if (mode === 'subscription' || Object.keys(data).length === 0) throw required(`line_items[${index}][price]`);
      const unitAmount = integer(data, 'unit_amount');
      if (unitAmount === undefined || unitAmount < 0) throw required(`line_items[${index}][price_data][unit_amount]`);
      const name = text(object(data, 'product_data'), 'name');
      if (!name) throw required(`line_items[${index}][price_data][product_data][name]`);
      currency ??= needText(data, 'currency').toLowerCase();
      return { name, unitAmount, quantity, price: null };
    });
    return { lines, currency: currency ?? 'eur' };
  };

  const api = (method: string, path: string, form: FormObject): Answer => {
    const segments = path.split('/').slice(2);
    const [resource, id, action] = segments;
    const paths = array(form, 'expand').filter((entry): entry is string => typeof entry === 'string');
    const answer = (value: unknown) => json(expand(value, paths));
    const limit = Math.min(100, Math.max(1, integer(form, 'limit') ?? 10));
    const newestFirst = <T extends { created: number }>(items: T[]) => [...items].sort((left, right) => right.created - left.created).slice(0, limit);

    switch (`${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`) {
      case 'POST customers':
        return answer(ledger.createCustomer({ email: text(form, 'email') ?? null, name: text(form, 'name') ?? null, metadata: metadata(form) }));
      case 'GET customers/:id':
        return answer(ledger.find(state.customers, 'customer', id ?? ''));
      case 'POST products':
        return answer(ledger.createProduct({ name: needText(form, 'name'), metadata: metadata(form) }));
      case 'GET products/:id':
        return answer(ledger.find(state.products, 'product', id ?? ''));
      case 'POST prices': {
        const interval = text(object(form, 'recurring'), 'interval');
        if (interval !== undefined && !intervals.includes(interval as Interval)) throw invalid('recurring[interval]', `Invalid recurring[interval]: ${interval}`);
        const productData = object(form, 'product_data');
        const unitAmount = integer(form, 'unit_amount');
        if (unitAmount === undefined) throw required('unit_amount');
        return answer(
          ledger.createPrice({
            product: Object.keys(productData).length > 0 ? { name: needText(productData, 'name') } : needText(form, 'product'),
            currency: needText(form, 'currency').toLowerCase(),
            unitAmount,
            interval: (interval as Interval | undefined) ?? null,
            lookupKey: text(form, 'lookup_key') ?? null,
            transferLookupKey: boolean(form, 'transfer_lookup_key') ?? false,
            nickname: text(form, 'nickname') ?? null,
            metadata: metadata(form),
          }),
        );
      }
      case 'GET prices': {
        const lookupKeys = array(form, 'lookup_keys');
        const active = boolean(form, 'active');
        const product = text(form, 'product');
        const type = text(form, 'type');
        const found = Object.values(state.prices).filter(
          (price) =>
            (lookupKeys.length === 0 || lookupKeys.includes(price.lookup_key ?? '')) &&
            (active === undefined || price.active === active) &&
            (product === undefined || price.product === product) &&
            (type === undefined || price.type === type),
        );
        return answer(list('/v1/prices', newestFirst(found)));
      }
      case 'GET prices/:id':
        return answer(ledger.find(state.prices, 'price', id ?? ''));
      case 'GET payment_intents/:id':
        return answer(ledger.find(state.paymentIntents, 'payment_intent', id ?? ''));
      case 'GET charges/:id':
        return answer(ledger.find(state.charges, 'charge', id ?? ''));
      case 'GET subscriptions/:id':
        return answer(ledger.find(state.subscriptions, 'subscription', id ?? ''));
      case 'POST subscriptions/:id': {
        const items = array(form, 'items');
        const first = items[0];
        if (items.length > 1 || (first !== undefined && (typeof first !== 'object' || Array.isArray(first)))) throw invalid('items', 'The stand-in changes one item at a time.');
        const proration = text(form, 'proration_behavior') ?? 'create_prorations';
        if (!['always_invoice', 'create_prorations', 'none'].includes(proration)) throw invalid('proration_behavior', `Invalid proration_behavior: ${proration}`);
        return answer(
          ledger.updateSubscription(id ?? '', {
            cancelAtPeriodEnd: boolean(form, 'cancel_at_period_end'),
            metadata: form.metadata === undefined ? undefined : metadata(form),
            item: first ? { id: needText(first, 'id'), price: needText(first, 'price') } : undefined,
            prorationBehavior: proration as 'always_invoice' | 'create_prorations' | 'none',
          }),
        );
      }
      case 'DELETE subscriptions/:id':
        return answer(ledger.cancelSubscription(id ?? ''));
      case 'GET invoices/:id':
        return answer(ledger.find(state.invoices, 'invoice', id ?? ''));
      case 'GET invoices': {
        const subscription = text(form, 'subscription');
        const customer = text(form, 'customer');
        const status = text(form, 'status');
        const found = Object.values(state.invoices).filter(
          (invoice) =>
            (subscription === undefined || invoice.parent.subscription_details.subscription === subscription) &&
            (customer === undefined || invoice.customer === customer) &&
            (status === undefined || invoice.status === status),
        );
        return answer(list('/v1/invoices', newestFirst(found)));
      }
      case 'POST refunds': {
        const reason = text(form, 'reason') ?? null;
        if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) throw invalid('reason', `Invalid reason: ${reason}`);
        const amount = integer(form, 'amount');
        if (amount !== undefined && amount < 1) throw invalid('amount', 'Refund amount must be at least 1.');
        return answer(ledger.createRefund({ paymentIntent: text(form, 'payment_intent'), charge: text(form, 'charge'), amount, reason, metadata: metadata(form) }));
      }
      case 'GET refunds/:id':
        return answer(ledger.find(state.refunds, 'refund', id ?? ''));
      case 'GET refunds': {
        const charge = text(form, 'charge');
        const paymentIntent = text(form, 'payment_intent');
        const found = Object.values(state.refunds).filter(
          (refund) => (charge === undefined || refund.charge === charge) && (paymentIntent === undefined || refund.payment_intent === paymentIntent),
        );
        return answer(list('/v1/refunds', newestFirst(found)));
      }
      case 'GET invoice_payments': {
        // Which invoice a payment intent paid: `invoice=…` or `payment[type]=payment_intent&payment[payment_intent]=…`.
        const invoice = text(form, 'invoice');
        const payment = form.payment;
        if (payment !== undefined && (typeof payment !== 'object' || Array.isArray(payment))) throw invalid('payment', 'Invalid object: payment');
        const paymentIntent = payment === undefined ? undefined : text(payment, 'payment_intent');
        const found = Object.values(state.invoices)
          .flatMap((candidate) => candidate.payments.data)
          .filter((candidate) => (invoice === undefined || candidate.invoice === invoice) && (paymentIntent === undefined || candidate.payment.payment_intent === paymentIntent));
        return answer(list('/v1/invoice_payments', newestFirst(found)));
      }
      default:
        break;
    }
    if (resource === 'checkout' && id === 'sessions') {
      const [, , sessionId, sessionAction] = segments;
      if (method === 'POST' && !sessionId) return answer(createCheckoutSession(form));
      if (method === 'GET' && sessionId && !sessionAction) return answer(ledger.find(state.checkoutSessions, 'checkout.session', sessionId));
      if (method === 'POST' && sessionId && sessionAction === 'expire') return answer(ledger.expireCheckoutSession(sessionId));
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  };

  /** The account's methods, or those of them `allowed_payment_method_types` names (Stripe refuses a list that leaves none). */
  const allowedMethods = (form: FormObject): PaymentMethodType[] => {
    const asked = array(form, 'allowed_payment_method_types');
    if (asked.length === 0) return [...accountPaymentMethods];
    const allowed = accountPaymentMethods.filter((method) => asked.includes(method));
    if (allowed.length === 0) throw invalid('allowed_payment_method_types', 'None of the allowed payment method types is enabled on this account.');
    return allowed;
  };

  const createCheckoutSession = (form: FormObject) => {
    const mode = needText(form, 'mode');
    if (mode !== 'payment' && mode !== 'subscription') throw invalid('mode', `The stand-in knows the payment and subscription modes, not ${mode}.`);
    const { lines, currency } = checkoutLines(form, mode);
    const input: NewCheckoutSession = {
      mode,
      lines,
      currency,
      customer: text(form, 'customer') ?? null,
      customerEmail: text(form, 'customer_email') ?? null,
      clientReferenceId: text(form, 'client_reference_id') ?? null,
      metadata: metadata(form),
      paymentIntentMetadata: metadata(object(form, 'payment_intent_data')),
      subscriptionMetadata: metadata(object(form, 'subscription_data')),
      successUrl: needText(form, 'success_url'),
      cancelUrl: text(form, 'cancel_url') ?? null,
      expiresAt: integer(form, 'expires_at') ?? null,
      locale: text(form, 'locale') ?? null,
      paymentMethodTypes: allowedMethods(form),
    };
    if (input.customer && input.customerEmail) throw invalid('customer_email', 'You may only specify one of these parameters: customer, customer_email.');
    return ledger.createCheckoutSession(input);
  };

  /** POSTs are deduplicated on their `Idempotency-Key`: the same key and parameters replay the first answer. */
  const idempotent = (request: IncomingMessage, path: string, body: string, run: () => Answer): Answer => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string' || key === '') return run();
    const fingerprint = createHash('sha256').update(`${request.method} ${path}\n${body}`).digest('hex');
    const stored = state.idempotency[key];
    if (stored) {
      if (stored.fingerprint !== fingerprint)
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      return { status: stored.status, body: stored.body, headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' } };
    }
    let result: Answer;
    try {
      result = run();
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      result = json(error.body, error.status);
    }
    state.idempotency[key] = { fingerprint, status: result.status, body: result.body, at: ledger.clock() };
    store.save();
    return result;
  };

  const formOf = async (request: IncomingMessage): Promise<CheckoutForm> => {
    const form = parseForm(await readBody(request));
    const field = (name: keyof CheckoutForm) => (typeof form[name] === 'string' ? form[name] : '');
    return { method: field('method'), email: field('email'), cardNumber: field('cardNumber'), cardExpiry: field('cardExpiry'), cardCvc: field('cardCvc'), iban: field('iban') };
  };

  const hostedCheckout = async (request: IncomingMessage, id: string): Promise<Answer> => {
    const session = state.checkoutSessions[id];
    if (!session) return html(closedPage('Cette session de paiement est introuvable.', null), 404);
    const details = state.checkoutDetails[id];
    const email = session.customer ? (state.customers[session.customer]?.email ?? null) : session.customer_email;
    if (session.status !== 'open')
      return html(closedPage(session.status === 'expired' ? 'Cette session de paiement a expiré.' : 'Ce paiement a déjà été effectué.', session.cancel_url), 410);
    if (request.method !== 'POST') return html(checkoutPage(session, details, { email }));
    const form = await formOf(request);
    const debit = form.method === 'sepa_debit';
    if (debit && !session.payment_method_types.includes('sepa_debit'))
      return html(checkoutPage(session, details, { email, form, error: 'Ce moyen de paiement n’est pas proposé pour ce paiement.' }), 400);
    const payment = debit ? readDebit({ ...form, email: email ?? form.email }) : readCard({ ...form, email: email ?? form.email }, ledger.now());
    if ('error' in payment) return html(checkoutPage(session, details, { email, form, error: payment.error }), 400);
    const outcome = ledger.payCheckout(id, payment);
    if (!outcome.paid) return html(checkoutPage(session, details, { email, form, error: outcome.message }), 402);
    return { status: 303, body: '', headers: { location: outcome.redirectTo } };
  };

  const control = async (request: IncomingMessage, url: URL): Promise<Answer> => {
    const readJson = async () => {
      const body = await readBody(request);
      try {
        return (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      } catch {
        throw invalid('body', 'JSON attendu.');
      }
    };
    const clockView = () => ({ now: ledger.clock(), iso: new Date(ledger.clock() * 1000).toISOString(), offsetSeconds: state.clockOffsetSeconds });
    if (url.pathname === '/_stand-in/clock') {
      if (request.method === 'POST') {
        const { advanceSeconds } = await readJson();
        if (typeof advanceSeconds !== 'number' || !Number.isInteger(advanceSeconds) || advanceSeconds < 0)
          throw invalid('advanceSeconds', 'advanceSeconds : un nombre entier de secondes, positif.');
        const before = ledger.emitted();
        ledger.advanceClock(advanceSeconds);
        return json({ ...clockView(), events: ledger.emitted() - before });
      }
      return json(clockView());
    }
    if (url.pathname === '/_stand-in/deliveries') {
      if (request.method === 'POST') {
        const asked = await readJson();
        if (asked.random === true) deliveries.setChaos({ random: true, seed: typeof asked.seed === 'number' ? asked.seed : Date.now() % 1_000_000 });
        else {
          const duplicates = asked.duplicates ?? 0;
          if (typeof duplicates !== 'number' || !Number.isInteger(duplicates) || duplicates < 0 || duplicates > 10) throw invalid('duplicates', 'duplicates : de 0 à 10.');
          deliveries.setChaos({ random: false, duplicates, reorder: asked.reorder === true });
        }
      }
      return json({ chaos: deliveries.chaos(), history: deliveries.history() });
    }
    if (url.pathname === '/_stand-in/events' && request.method === 'GET') return json(list('/_stand-in/events', [...state.events].reverse()));
    if (url.pathname === '/_stand-in/settle' && request.method === 'POST') {
      const before = ledger.emitted();
      ledger.settleNow();
      return json({ ...clockView(), events: ledger.emitted() - before });
    }
    if (url.pathname === '/_stand-in/idle' && request.method === 'GET') {
      await deliveries.idle();
      return json({ idle: true });
    }
    const redeliver = url.pathname.match(/^\/_stand-in\/events\/([^/]+)\/redeliver$/);
    if (redeliver && request.method === 'POST') {
      const event = state.events.find((candidate) => candidate.id === redeliver[1]);
      if (!event) throw missing('event', redeliver[1] ?? '');
      const times = Number(url.searchParams.get('times') ?? '1');
      if (!Number.isInteger(times) || times < 1 || times > 20) throw invalid('times', 'times : de 1 à 20.');
      deliveries.send([event], times);
      return json({ redelivered: event.id, times });
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  };

  const home = (): Answer => {
    const open = Object.values(state.checkoutSessions).filter((session) => session.status === 'open');
    const events = state.events.slice(-20).reverse();
    const row = (cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
    return html(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Stripe local — Passerelle</title>
<style>body{font-family:system-ui,Arial,sans-serif;margin:2rem;color:#1f2937}table{border-collapse:collapse}td{padding:.25rem .75rem;border-bottom:1px solid #e5e7eb}</style></head><body>
<h1>Stripe local de Passerelle</h1>
<p>Horloge : ${new Date(ledger.clock() * 1000).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })} (avancée de ${Math.round(state.clockOffsetSeconds / 86_400)} jour(s) ; <code>npm run stripe:clock -- --days 31</code>)</p>
<h2>Paiements en attente</h2>
${open.length === 0 ? '<p>Aucun.</p>' : `<table>${open.map((session) => row([`<a href="/checkout/${session.id}">${session.id}</a>`, euros(session.amount_total, session.currency), session.mode === 'subscription' ? 'abonnement' : 'paiement'])).join('')}</table>`}
<h2>Derniers événements</h2>
${events.length === 0 ? '<p>Aucun.</p>' : `<table>${events.map((event) => row([new Date(event.created * 1000).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }), event.type, event.id])).join('')}</table>`}
</body></html>`);
  };

  const handle = async (request: IncomingMessage): Promise<Answer> => {
    const url = new URL(request.url ?? '/', publicUrl);
    const checkout = url.pathname.match(/^\/checkout\/([A-Za-z0-9_]+)$/);
    // What fell due while nobody asked (a session past its expiry, a renewal) happens before any answer.
    ledger.catchUp();
    if (checkout && (request.method === 'GET' || request.method === 'POST')) return hostedCheckout(request, checkout[1] ?? '');
    if (url.pathname === '/' && request.method === 'GET') return home();
    authorized(request);
    if (url.pathname.startsWith('/_stand-in/')) return control(request, url);
    if (!url.pathname.startsWith('/v1/')) throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`);
    const body = request.method === 'POST' ? await readBody(request) : '';
    const form = request.method === 'POST' ? parseForm(body) : parseForm(url.search.slice(1));
    return idempotent(request, url.pathname, body, () => api(request.method ?? 'GET', url.pathname, form));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    handle(request)
      .catch((error: unknown): Answer => {
        if (error instanceof StripeApiError) return json(error.body, error.status);
        log('erreur du Stripe local', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
        return json({ error: { type: 'api_error', message: 'Erreur interne du Stripe local.' } }, 500);
      })
      .then((answer) => {
        response.writeHead(answer.status, { 'request-id': `req_${randomBytes(7).toString('hex')}`, 'stripe-version': Stripe.API_VERSION, ...answer.headers });
        response.end(answer.body);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl = `http://${host}:${port}`;
  // Time passes without requests too: a session expires and a renewal falls due on their own.
  const ticker = setInterval(() => ledger.catchUp(), 30_000);
  ticker.unref();
  return {
    url: publicUrl,
    port,
    stop: async () => {
      clearInterval(ticker);
      state.undelivered = deliveries.outstanding().map((event) => event.id);
      await deliveries.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      store.save();
    },
  };
};

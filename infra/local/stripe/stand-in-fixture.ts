import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeStandIn } from './server';

const secretKey = 'sk_test_stand_in_suite';
const webhookSecret = 'whsec_stand_in_suite';

export type Delivery = { event: Stripe.Event; answered: number };

/**
 * For the stand-in's tests: the stand-in on a free port, in memory, with short retry delays and
 * orderly deliveries unless asked; a webhook receiver that verifies each signature with the SDK
 * and answers with the statuses it is given (then 200); the real SDK pointed at the stand-in.
 */
export const startStandInUnderTest = async (options: { answers?: number[]; retryDelaysMs?: number[]; productClock?: () => number } = {}) => {
  const answers = [...(options.answers ?? [])];
  const deliveries: Delivery[] = [];
  const refused: string[] = [];
  const receiver: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const event = Stripe.webhooks.constructEvent(Buffer.concat(chunks).toString('utf8'), request.headers['stripe-signature'] ?? '', webhookSecret);
        const answered = answers.shift() ?? 200;
        deliveries.push({ event, answered });
        response.writeHead(answered).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  const standIn = await startStripeStandIn({
    port: 0,
    secretKey,
    webhookSecret,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/stripe`,
    retryDelaysMs: options.retryDelaysMs ?? [20, 40, 80],
    chaos: { random: false, duplicates: 0, reorder: false },
    productClock: options.productClock,
  });
  const stripe = new Stripe(secretKey, { host: '127.0.0.1', port: standIn.port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 });

  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${standIn.url}/_stand-in/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} : ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  /** waits until every delivery is done (retries included) */
  const settled = async () => {
    await control('idle');
  };
  const delivered = async () => {
    await settled();
    return deliveries.filter((delivery) => delivery.answered < 300).map((delivery) => delivery.event);
  };

  const pay = async (url: string | null, cardNumber = '4242 4242 4242 4242', email = 'client@example.fr') => {
    if (!url) throw new Error('session sans adresse de paiement');
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ email, cardNumber, cardExpiry: '12 / 34', cardCvc: '123' }),
    });
    return { status: response.status, location: response.headers.get('location'), page: await response.text() };
  };

  /** Pays by SEPA debit from a test IBAN, through the page's second form. */
  const payByDebit = async (url: string | null, iban = 'FR1420041010050500013M02606', email = 'client@example.fr') => {
    if (!url) throw new Error('session sans adresse de paiement');
    const response = await fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ method: 'sepa_debit', email, iban }) });
    return { status: response.status, location: response.headers.get('location'), page: await response.text() };
  };

  const plans = async () => {
    const monthly = await stripe.prices.create({ currency: 'eur', unit_amount: 250, recurring: { interval: 'month' }, lookup_key: 'premium_monthly', product_data: { name: 'Premium mensuel' } });
    const yearly = await stripe.prices.create({ currency: 'eur', unit_amount: 2000, recurring: { interval: 'year' }, lookup_key: 'premium_yearly', product_data: { name: 'Premium annuel' } });
    return { monthly, yearly };
  };

  /** a customer subscribed through Checkout with the given card, and the subscription it got */
  const subscribe = async (price: Stripe.Price, cardNumber = '4242 4242 4242 4242') => {
    const customer = await stripe.customers.create({ email: 'abonne@example.fr', metadata: { customerId: 'c-1' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      subscription_data: { metadata: { customerId: 'c-1' } },
      success_url: 'http://127.0.0.1/abonnement?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1/abonnement',
    });
    const paid = await pay(session.url, cardNumber);
    if (paid.status !== 303) throw new Error(`abonnement non payé : ${paid.status}`);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    return stripe.subscriptions.retrieve(String(completed.subscription));
  };

  return {
    stripe,
    standIn,
    secretKey,
    webhookSecret,
    deliveries,
    refused,
    control,
    settled,
    delivered,
    pay,
    payByDebit,
    plans,
    subscribe,
    advanceDays: (days: number) => control('clock', { advanceSeconds: Math.round(days * 86_400) }),
    advanceSeconds: (seconds: number) => control('clock', { advanceSeconds: seconds }),
    stop: async () => {
      await standIn.stop();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    },
  };
};

import Stripe from 'stripe';
import { stripeClientSettings } from '../../functions/platform/stripe';
import type { RuntimeUnderTest } from './runtime-process';

/**
 * The runtime's Stripe stand-in, as a test drives it: the real SDK with the runtime's own settings
 * (no retries: a test sees every answer), its hosted page paid as a person would post its form, and
 * its control endpoints (deliveries in order or not, the clock).
 */
export const stripeOf = (runtime: RuntimeUnderTest) => {
  const { secretKey, config } = stripeClientSettings(runtime.environment);
  const stripe = new Stripe(secretKey, { ...config, maxNetworkRetries: 0 });
  const base = runtime.environment.STRIPE_API_URL ?? '';
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}/_stand-in/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`stand-in ${path} : ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  };
  return {
    stripe,
    /** Pays Stripe's hosted page with a test card: 303 when paid, 402 when the card is declined. */
    pay: async (checkoutUrl: string, cardNumber = '4242 4242 4242 4242') => {
      const response = await fetch(checkoutUrl, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ email: 'client@example.fr', cardNumber, cardExpiry: '12/34', cardCvc: '123' }),
      });
      return { status: response.status, location: response.headers.get('location'), page: await response.text() };
    },
    /** Pays by SEPA debit where the page offers it: the page completes unpaid, the debit settles a minute later on the stand-in's clock. */
    payByDebit: async (checkoutUrl: string, iban = 'FR1420041010050500013M02606') => {
      const response = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ method: 'sepa_debit', email: 'client@example.fr', iban }) });
      return { status: response.status, location: response.headers.get('location'), page: await response.text() };
    },
    /** Every delivery once and in order (`duplicates`/`reorder` bring Stripe's disorder back). */
    deliveries: (settings: { duplicates: number; reorder: boolean }) => control('deliveries', settings),
    redeliver: (eventId: string, times: number) => fetch(`${base}/_stand-in/events/${eventId}/redeliver?times=${times}`, { method: 'POST', headers: { authorization: `Bearer ${secretKey}` } }),
    events: async () => (await control('events')) as { data?: Stripe.Event[] } | Stripe.Event[],
    advanceDays: (days: number) => control('clock', { advanceSeconds: Math.round(days * 86_400) }),
    advanceSeconds: (seconds: number) => control('clock', { advanceSeconds: seconds }),
    /** Money on its way (debits, pending refunds) arrives now, the clock left where it is. */
    settleNow: () => control('settle', {}),
    /** Resolves once no webhook is waiting to be delivered. */
    idle: () => control('idle'),
  };
};

import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStandInUnderTest } from './stand-in-fixture';

let standIn: Awaited<ReturnType<typeof startStandInUnderTest>>;
beforeEach(async () => {
  standIn = await startStandInUnderTest();
});
afterEach(() => standIn.stop());

const quoteSession = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  standIn.stripe.checkout.sessions.create({
    mode: 'payment',
    customer_email: 'client@example.fr',
    client_reference_id: 'quote-1',
    line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1600, product_data: { name: 'Devis DEV-0001' } } }],
    metadata: { quoteId: 'quote-1' },
    payment_intent_data: { metadata: { quoteId: 'quote-1', paymentId: 'pay-1' } },
    success_url: 'http://127.0.0.1/dashboard?payment=success&session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1/dashboard?payment=cancel',
    locale: 'fr',
    ...extra,
  });

describe('Stripe stand-in: checkout in payment mode', () => {
  it('shows a French page with the amount, takes a test card, redirects to the success URL and sends a signed checkout.session.completed', async () => {
    const session = await quoteSession();
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid', amount_total: 1600, currency: 'eur', payment_intent: null });
    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('Payer 16,00');
    expect(page).toContain('Devis DEV-0001');
    expect(page).toMatch(/<label for="cardNumber">Numéro de carte<\/label>/);
    expect(page).toMatch(/<label for="cardExpiry">Date d'expiration<\/label>/);
    expect(page).toMatch(/<label for="cardCvc">CVC<\/label>/);

    const paid = await standIn.pay(session.url);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://127.0.0.1/dashboard?payment=success&session=${session.id}`);

    const events = await standIn.delivered();
    expect(standIn.refused).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
    const [completed] = events;
    expect(completed).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION });
    expect(completed?.id).toMatch(/^evt_/);
    const paidSession = completed?.data.object as Stripe.Checkout.Session;
    expect(paidSession).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', client_reference_id: 'quote-1', metadata: { quoteId: 'quote-1' } });
    expect(paidSession.customer_details?.email).toBe('client@example.fr');

    const paymentIntent = await standIn.stripe.paymentIntents.retrieve(String(paidSession.payment_intent));
    expect(paymentIntent).toMatchObject({ status: 'succeeded', amount: 1600, amount_received: 1600, metadata: { quoteId: 'quote-1', paymentId: 'pay-1' } });
    const charge = await standIn.stripe.charges.retrieve(String(paymentIntent.latest_charge));
    expect(charge).toMatchObject({ amount: 1600, status: 'succeeded', payment_intent: paymentIntent.id, amount_refunded: 0 });

    const again = await (await fetch(session.url ?? '')).text();
    expect(again).toContain('Ce paiement a déjà été effectué.');
  });

  it('declines 4000 0000 0000 0002 with a French message and leaves the session open', async () => {
    const session = await quoteSession();
    const declined = await standIn.pay(session.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.page).toContain('Votre carte a été refusée.');
    expect(await standIn.delivered()).toEqual([]);
    expect((await standIn.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await standIn.pay(session.url)).status).toBe(303);
  });

  it('refuses an unknown card number and a past expiry in French', async () => {
    const session = await quoteSession();
    expect((await standIn.pay(session.url, '1234 5678 9012 3456')).page).toContain('Votre numéro de carte est invalide.');
    const expired = await fetch(session.url ?? '', {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ email: 'client@example.fr', cardNumber: '4242424242424242', cardExpiry: '01/20', cardCvc: '123' }),
    });
    expect(await expired.text()).toContain("La date d'expiration de votre carte est dépassée.");
  });

  it('expires a session on request and when its expiry passes on the clock, each with checkout.session.expired', async () => {
    const expiredNow = await standIn.stripe.checkout.sessions.expire((await quoteSession()).id);
    expect(expiredNow).toMatchObject({ status: 'expired', url: null });
    const later = await quoteSession({ expires_at: Math.floor(Date.now() / 1000) + 3600 });
    await standIn.advanceDays(1 / 24 + 1 / 1440);
    expect((await standIn.stripe.checkout.sessions.retrieve(later.id)).status).toBe('expired');
    const events = await standIn.delivered();
    expect(events.map((event) => [event.type, (event.data.object as Stripe.Checkout.Session).id])).toEqual([
      ['checkout.session.expired', expiredNow.id],
      ['checkout.session.expired', later.id],
    ]);
    expect(await (await fetch(later.url ?? '')).text()).toContain('Cette session de paiement a expiré.');
    await expect(standIn.stripe.checkout.sessions.expire(later.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('refuses an expiry under 30 minutes or over 24 hours, as Stripe', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(quoteSession({ expires_at: now + 600 })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at' });
    await expect(quoteSession({ expires_at: now + 25 * 3600 })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at' });
  });

  it('reads an expiry given on the wall clock on its own clock once that clock has moved (the product’s never does)', async () => {
    await standIn.advanceDays(10);
    const wallNow = Math.floor(Date.now() / 1000);
    const session = await quoteSession({ expires_at: wallNow + 3600 });
    expect(session.expires_at - (wallNow + 3600)).toBeGreaterThanOrEqual(10 * 86_400);
    await standIn.advanceDays(1 / 24 + 1 / 1440);
    expect((await standIn.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
  });

  it('reads an expiry given on the runtime’s shifted clock on its own clock once both have moved the same', async () => {
    const day = 86_400;
    const shifted = await startStandInUnderTest({ productClock: () => Date.now() + 30 * day * 1000 });
    try {
      await shifted.advanceDays(30);
      const productNow = Math.floor(Date.now() / 1000) + 30 * day;
      const session = await shifted.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1600, product_data: { name: 'Devis DEV-0002' } } }],
        success_url: 'http://127.0.0.1/dashboard',
        expires_at: productNow + 3600,
      });
      expect(Math.abs(session.expires_at - (productNow + 3600))).toBeLessThanOrEqual(1);
    } finally {
      await shifted.stop();
    }
  });
});

describe('Stripe stand-in: API behaviour', () => {
  it('answers a repeated Idempotency-Key with the first response and refuses it with other parameters', async () => {
    const first = await standIn.stripe.customers.create({ email: 'a@example.fr' }, { idempotencyKey: 'customer-a' });
    const again = await standIn.stripe.customers.create({ email: 'a@example.fr' }, { idempotencyKey: 'customer-a' });
    expect(again.id).toBe(first.id);
    await expect(standIn.stripe.customers.create({ email: 'b@example.fr' }, { idempotencyKey: 'customer-a' })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const other = await standIn.stripe.customers.create({ email: 'a@example.fr' }, { idempotencyKey: 'customer-b' });
    expect(other.id).not.toBe(first.id);
  });

  it('refuses a wrong secret key with StripeAuthenticationError, API and control endpoints alike', async () => {
    const intruder = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: standIn.standIn.port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 });
    await expect(intruder.customers.create({ email: 'a@example.fr' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const clock = await fetch(`${standIn.standIn.url}/_stand-in/clock`, { method: 'POST', body: '{"advanceSeconds":60}', headers: { authorization: 'Bearer sk_test_wrong' } });
    expect(clock.status).toBe(401);
  });

  it('answers an unknown object with resource_missing as StripeInvalidRequestError', async () => {
    await expect(standIn.stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404 });
  });

  it('finds prices by lookup key', async () => {
    const { monthly, yearly } = await standIn.plans();
    const found = await standIn.stripe.prices.list({ lookup_keys: ['premium_monthly', 'premium_yearly'] });
    expect(found.data.map((price) => price.id).sort()).toEqual([monthly.id, yearly.id].sort());
    expect((await standIn.stripe.prices.list({ lookup_keys: ['premium_monthly'] })).data).toEqual([expect.objectContaining({ id: monthly.id, unit_amount: 250, recurring: expect.objectContaining({ interval: 'month' }) })]);
    expect((await standIn.stripe.prices.list({ lookup_keys: ['absent'] })).data).toEqual([]);
  });
});

describe('Stripe stand-in: refunds', () => {
  it('refunds part then the rest, refuses more than remains, and sends charge.refunded each time', async () => {
    const session = await quoteSession();
    await standIn.pay(session.url);
    const paymentIntent = String((await standIn.stripe.checkout.sessions.retrieve(session.id)).payment_intent);
    const part = await standIn.stripe.refunds.create({ payment_intent: paymentIntent, amount: 600, reason: 'requested_by_customer', metadata: { refundId: 'r-1' } });
    expect(part).toMatchObject({ object: 'refund', amount: 600, status: 'succeeded', payment_intent: paymentIntent, metadata: { refundId: 'r-1' } });
    await expect(standIn.stripe.refunds.create({ payment_intent: paymentIntent, amount: 1001 })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'amount_too_large' });
    const rest = await standIn.stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(1000);
    expect(await standIn.stripe.refunds.retrieve(rest.id)).toMatchObject({ id: rest.id, amount: 1000 });
    await expect(standIn.stripe.refunds.create({ charge: part.charge as string, amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    const refunded = (await standIn.delivered()).filter((event) => event.type === 'charge.refunded').map((event) => event.data.object as Stripe.Charge);
    expect(refunded.map((charge) => [charge.amount_refunded, charge.refunded])).toEqual([
      [600, false],
      [1600, true],
    ]);
  });
});

describe('Stripe stand-in: a delayed method (SEPA debit) and refunds that take time', () => {
  const typesOf = (events: Stripe.Event[]) => events.map((event) => event.type);

  it('offers the SEPA debit only where the session allows it, completes the page unpaid, then pays or fails the session as its clock passes', async () => {
    const pinned = await quoteSession({ allowed_payment_method_types: ['card'] });
    expect(pinned.payment_method_types).toEqual(['card']);
    expect(await (await fetch(pinned.url ?? '')).text()).not.toContain('prélèvement SEPA');
    const refused = await standIn.payByDebit(pinned.url);
    expect([refused.status, refused.page.includes('Ce moyen de paiement n’est pas proposé pour ce paiement.')]).toEqual([400, true]);

    const debited = await quoteSession();
    expect(debited.payment_method_types).toEqual(['card', 'sepa_debit']);
    expect(await (await fetch(debited.url ?? '')).text()).toContain('<label for="iban">IBAN</label>');
    expect((await standIn.payByDebit(debited.url)).status).toBe(303);
    const failing = await quoteSession();
    expect((await standIn.payByDebit(failing.url, 'FR84 2004 1010 0505 0001 3M02 607')).status).toBe(303);
    const completed = await standIn.delivered();
    expect(typesOf(completed)).toEqual(['checkout.session.completed', 'checkout.session.completed']);
    expect(completed.map((event) => (event.data.object as Stripe.Checkout.Session).payment_status)).toEqual(['unpaid', 'unpaid']);
    const intent = await standIn.stripe.paymentIntents.retrieve(String((await standIn.stripe.checkout.sessions.retrieve(debited.id)).payment_intent));
    expect(intent.status).toBe('processing');

    await standIn.advanceSeconds(61);
    const settled = (await standIn.delivered()).slice(2);
    expect(typesOf(settled).sort()).toEqual(['checkout.session.async_payment_failed', 'checkout.session.async_payment_succeeded']);
    const succeeded = settled.find((event) => event.type === 'checkout.session.async_payment_succeeded')?.data.object as Stripe.Checkout.Session;
    expect(succeeded).toMatchObject({ id: debited.id, payment_status: 'paid', amount_total: 1600 });
    expect(settled.find((event) => event.type === 'checkout.session.async_payment_failed')?.data.object).toMatchObject({ id: failing.id, payment_status: 'unpaid' });
    expect((await standIn.stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('refunds a debit pending, then succeeded with charge.refund.updated; fails the refunds of 4000 0000 0000 5126; refuses those of a disputed card', async () => {
    const debited = await quoteSession();
    await standIn.payByDebit(debited.url);
    await standIn.advanceSeconds(61);
    const debitIntent = String((await standIn.stripe.checkout.sessions.retrieve(debited.id)).payment_intent);
    const pending = await standIn.stripe.refunds.create({ payment_intent: debitIntent, amount: 600, metadata: { refundKey: 'k-1' } });
    expect(pending.status).toBe('pending');

    const failingCard = await quoteSession();
    await standIn.pay(failingCard.url, '4000 0000 0000 5126');
    const failingIntent = String((await standIn.stripe.checkout.sessions.retrieve(failingCard.id)).payment_intent);
    const failing = await standIn.stripe.refunds.create({ payment_intent: failingIntent, metadata: { refundKey: 'k-2' } });
    expect(failing.status).toBe('pending');

    const disputed = await quoteSession();
    await standIn.pay(disputed.url, '4000 0000 0000 0259');
    const disputedIntent = String((await standIn.stripe.checkout.sessions.retrieve(disputed.id)).payment_intent);
    await expect(standIn.stripe.refunds.create({ payment_intent: disputedIntent })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'charge_disputed' });

    const before = (await standIn.delivered()).length;
    await standIn.advanceSeconds(61);
    const later = (await standIn.delivered()).slice(before);
    expect(typesOf(later)).toEqual(['charge.refund.updated', 'refund.failed', 'charge.refund.updated']);
    expect(later.map((event) => [(event.data.object as Stripe.Refund).id, (event.data.object as Stripe.Refund).status])).toEqual([
      [pending.id, 'succeeded'],
      [failing.id, 'failed'],
      [failing.id, 'failed'],
    ]);
    expect((await standIn.stripe.refunds.retrieve(failing.id)).failure_reason).toBe('expired_or_canceled_card');
    // The failed refund's amount can be refunded again.
    expect((await standIn.stripe.charges.retrieve(String((await standIn.stripe.paymentIntents.retrieve(failingIntent)).latest_charge))).amount_refunded).toBe(0);
  });
});

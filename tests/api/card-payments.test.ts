import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { AdminShipmentView, CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import type { CheckoutAnswer, PaymentLinkAnswer } from '../../domain/payment/payment-input';
import type { SubscriptionView } from '../../domain/subscription/subscription-views';
import type { StoredEvent } from '../../events/catalog';
import { subscriptionPaymentIdOf } from '../../functions/payments/stripe-webhook';
import { loadStream } from '../../functions/platform/event-store';
import { registeredCustomer, ses } from '../support/accounts';
import { linkIn, mailsTo, waitForMails } from '../support/mailbox';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { stripeOf } from '../support/stripe';

const runtime = inject('runtime');
// The event store of the runtime under test, read as the auditors read it.
Object.assign(process.env, runtime.environment);

type Problem = { detail: string };
const processing = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 15, destination: 'martinique', service: 'standard', extraFees: [], notes: '' };

const paymentEvents = async (paymentId: string): Promise<StoredEvent[]> => (await loadStream(`payment-${paymentId}`)).flatMap((changeset) => changeset.events);
const typesOf = (events: readonly StoredEvent[]) => events.map((event) => event.type);

describe('paying by card through Stripe (the stand-in, reached with the real SDK)', () => {
  const standIn = stripeOf(runtime);
  let admin: ApiClient;

  /** A customer with one quoted shipment of one parcel. */
  const quotedShipment = async (client?: ApiClient) => {
    const customer = client ?? (await registeredCustomer(runtime)).client;
    const parcel = await storedParcel(customer, admin);
    const requested = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const shipmentId = requested.body.id;
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/process`, processing);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const view = await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}?version=${processed.body.version}`);
    const quote = view.body.quote;
    if (!quote) throw new Error('pas de devis');
    return { customer, shipmentId, quote };
  };
  const quoteStatus = async (customer: ApiClient, shipmentId: string) => (await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}`)).body.quote?.status;
  const eventuallyQuote = (customer: ApiClient, shipmentId: string, status: string) =>
    eventually(async () => {
      const current = await quoteStatus(customer, shipmentId);
      if (current !== status) throw new Error(`devis ${current ?? 'absent'}`);
    }, 15_000);

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    await standIn.deliveries({ duplicates: 0, reorder: false });
  }, 60_000);

  it('charges the quote’s own amount whatever the browser sends, is declined without effect, and pays the quote by the webhook only', async () => {
    const { customer, shipmentId, quote } = await quotedShipment();
    const started = await customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId, amountCents: 1, amountEuros: 0.01 });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const sessionId = started.body.checkoutUrl.split('/').at(-1) ?? '';
    const session = await standIn.stripe.checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(quote.totalCents);
    expect(session.metadata).toMatchObject({ paymentId: started.body.paymentId });

    const declined = await standIn.pay(started.body.checkoutUrl, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.page).toContain('Votre carte a été refusée.');
    // Coming back to the success address proves nothing: still to pay.
    expect(await quoteStatus(customer, shipmentId)).toBe('pending');

    const paid = await standIn.pay(started.body.checkoutUrl);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/\/dashboard\?payment=success$/);
    await eventuallyQuote(customer, shipmentId, 'paid');
    const staff = await admin.get<AdminShipmentView>(`/admin/api/shipments/${shipmentId}`);
    expect(staff.body.status).toBe('cleared');
    expect(typesOf(await paymentEvents(started.body.paymentId))).toEqual(['PaymentStarted', 'CheckoutSessionOpened', 'PaymentSucceeded']);

    const again = await customer.post<Problem>('/api/payments/quote', { shipmentId });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Ce devis est déjà payé.');
  });

  it('leaves nothing paid when the checkout is abandoned (expired), and answers the same page to a retried request', async () => {
    const { customer, shipmentId } = await quotedShipment();
    const key = randomUUID();
    const first = await customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId }, key);
    const retried = await customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId }, key);
    expect(retried.body.checkoutUrl).toBe(first.body.checkoutUrl);
    await standIn.stripe.checkout.sessions.expire(first.body.checkoutUrl.split('/').at(-1) ?? '');
    await eventually(async () => {
      const types = typesOf(await paymentEvents(first.body.paymentId));
      if (!types.includes('PaymentFailed')) throw new Error(types.join(', '));
    }, 10_000);
    expect(await quoteStatus(customer, shipmentId)).toBe('pending');
  });

  it('pays a quote once from two tabs: the second payment is refunded, whole, automatically', async () => {
    const { customer, shipmentId, quote } = await quotedShipment();
    const [tabOne, tabTwo] = await Promise.all([
      customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId }),
      customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId }),
    ]);
    expect(tabOne.body.paymentId).not.toBe(tabTwo.body.paymentId);
    expect((await standIn.pay(tabOne.body.checkoutUrl)).status).toBe(303);
    await eventuallyQuote(customer, shipmentId, 'paid');
    expect((await standIn.pay(tabTwo.body.checkoutUrl)).status).toBe(303);
    const refunded = await eventually(async () => {
      const events = await paymentEvents(tabTwo.body.paymentId);
      const done = events.find((event) => event.type === 'PaymentRefunded');
      if (!done) throw new Error(typesOf(events).join(', '));
      return events;
    }, 15_000);
    const request = refunded.find((event) => event.type === 'PaymentRefundRequested');
    expect(request?.data).toMatchObject({ cause: 'duplicate', amountCents: quote.totalCents, reason: 'Ce devis est déjà payé.' });
    expect(refunded.find((event) => event.type === 'PaymentRefunded')?.data).toMatchObject({ amountCents: quote.totalCents });
    expect(typesOf(await paymentEvents(tabOne.body.paymentId))).not.toContain('PaymentRefundRequested');
  });

  it('mails the customer the payment link staff send, once per request, and the quote is paid through it', async () => {
    const { client, form } = await registeredCustomer(runtime);
    const { customer, shipmentId, quote } = await quotedShipment(client);
    expect((await customer.post<Problem>('/admin/api/payments/quote-link', { shipmentId })).status).toBe(403);
    const missing = await admin.post<Problem>('/admin/api/payments/quote-link', { shipmentId: 'inconnue' });
    expect([missing.status, missing.body.detail]).toEqual([404, 'Devis introuvable']);

    const key = randomUUID();
    const sent = await admin.post<PaymentLinkAnswer>('/admin/api/payments/quote-link', { shipmentId, amountCents: 1 }, key);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.recipient).toBe(form.email.toLowerCase());
    const again = await admin.post<PaymentLinkAnswer>('/admin/api/payments/quote-link', { shipmentId }, key);
    expect(again.body.checkoutUrl).toBe(sent.body.checkoutUrl);

    const [mail] = await waitForMails(ses(runtime), form.email.toLowerCase(), 1, (candidate) => candidate.subject.includes('lien de paiement'));
    expect(mail?.subject).toBe(`Votre lien de paiement pour le devis ${quote.quoteNumber} — Passerelle`);
    const link = (mail?.body.text ?? '').match(/Payer mon devis : (\S+)/)?.[1];
    expect(link).toBe(sent.body.checkoutUrl);
    const session = await standIn.stripe.checkout.sessions.retrieve(sent.body.checkoutUrl.split('/').at(-1) ?? '');
    expect(session.amount_total).toBe(quote.totalCents);
    expect((await standIn.pay(link ?? '')).status).toBe(303);
    await eventuallyQuote(customer, shipmentId, 'paid');
    // The retried request did not mail the link a second time.
    expect((await mailsTo(ses(runtime), form.email.toLowerCase())).filter((candidate) => candidate.subject.includes('lien de paiement'))).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not hold, and changes a payment once when Stripe delivers its event five times', async () => {
    const forged = await fetch(`${runtime.site}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect(forged.status).toBe(400);
    const signedWithAnotherSecret = Stripe.webhooks.generateTestHeaderString({ payload: '{"id":"evt_x"}', secret: 'whsec_not_ours' });
    const other = await fetch(`${runtime.site}/api/webhooks/stripe`, { method: 'POST', headers: { 'stripe-signature': signedWithAnotherSecret }, body: '{"id":"evt_x"}' });
    expect(other.status).toBe(400);

    const { customer, shipmentId } = await quotedShipment();
    const started = await customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId });
    await standIn.deliveries({ duplicates: 2, reorder: true });
    try {
      expect((await standIn.pay(started.body.checkoutUrl)).status).toBe(303);
      await eventuallyQuote(customer, shipmentId, 'paid');
      const listed = await standIn.events();
      const events = Array.isArray(listed) ? listed : (listed.data ?? []);
      const completed = events.find((event) => event.type === 'checkout.session.completed' && (event.data.object as Stripe.Checkout.Session).metadata?.paymentId === started.body.paymentId);
      if (!completed) throw new Error('pas de checkout.session.completed');
      await standIn.redeliver(completed.id, 5);
      await standIn.idle();
    } finally {
      await standIn.deliveries({ duplicates: 0, reorder: false });
    }
    expect(typesOf(await paymentEvents(started.body.paymentId)).filter((type) => type === 'PaymentSucceeded')).toHaveLength(1);
    const shipment = (await loadStream(`shipment-${shipmentId}`)).flatMap((changeset) => changeset.events);
    expect(typesOf(shipment).filter((type) => type === 'QuotePaymentRecorded')).toHaveLength(1);
  });
});

describe('a Premium subscription through Stripe', () => {
  const standIn = stripeOf(runtime);

  const subscription = async (client: ApiClient) => (await client.get<SubscriptionView>('/api/subscription')).body;
  const eventuallySubscription = (client: ApiClient, check: (view: SubscriptionView) => boolean) =>
    eventually(async () => {
      const view = await subscription(client);
      if (!check(view)) throw new Error(JSON.stringify(view));
      return view;
    }, 15_000);

  beforeAll(async () => {
    await standIn.deliveries({ duplicates: 0, reorder: false });
  });

  it('subscribes to nothing when the card is declined or the checkout page is abandoned', async () => {
    const { client } = await registeredCustomer(runtime);
    const declinedPage = await client.post<{ checkoutUrl: string }>('/api/subscription/checkout', { plan: 'premium_yearly' });
    expect(declinedPage.status, JSON.stringify(declinedPage.body)).toBe(201);
    const declined = await standIn.pay(declinedPage.body.checkoutUrl, '4000 0000 0000 0002');
    expect([declined.status, declined.page.includes('Votre carte a été refusée.')]).toEqual([402, true]);
    const abandonedPage = await client.post<{ checkoutUrl: string }>('/api/subscription/checkout', { plan: 'premium_monthly' });
    await standIn.stripe.checkout.sessions.expire(abandonedPage.body.checkoutUrl.split('/').at(-1) ?? '');
    await standIn.idle();
    expect(await subscription(client)).toMatchObject({ status: 'none', plan: 'free', payments: [] });
    expect((await client.get<{ plan: string }>('/api/me')).body.plan).toBe('free');
    // Still free to subscribe: nothing was left half-done.
    expect((await client.post('/api/subscription/checkout', { plan: 'premium_monthly' })).status).toBe(201);
  });

  it('keeps one Premium subscription when two checkout pages are both paid: Stripe ends the second and its payment goes back whole', async () => {
    const { client } = await registeredCustomer(runtime);
    const pages = [await client.post<{ checkoutUrl: string }>('/api/subscription/checkout', { plan: 'premium_monthly' }), await client.post<{ checkoutUrl: string }>('/api/subscription/checkout', { plan: 'premium_monthly' })];
    expect(pages.map((page) => page.status)).toEqual([201, 201]);
    for (const page of pages) expect((await standIn.pay(page.body.checkoutUrl)).status).toBe(303);
    const sessions = await Promise.all(pages.map((page) => standIn.stripe.checkout.sessions.retrieve(page.body.checkoutUrl.split('/').at(-1) ?? '')));
    const subscriptionIds = sessions.map((session) => (typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? '')));

    const ended = await eventually(async () => {
      const statuses = await Promise.all(subscriptionIds.map(async (id) => (await standIn.stripe.subscriptions.retrieve(id)).status));
      if (!statuses.includes('canceled')) throw new Error(`abonnements Stripe ${statuses.join(', ')}`);
      return statuses;
    }, 15_000);
    expect([...ended].sort()).toEqual(['active', 'canceled']);
    const duplicate = await standIn.stripe.subscriptions.retrieve(subscriptionIds[ended.indexOf('canceled')] ?? '');
    const invoiceId = typeof duplicate.latest_invoice === 'string' ? duplicate.latest_invoice : (duplicate.latest_invoice?.id ?? '');
    const refunded = await eventually(async () => {
      const events = await paymentEvents(subscriptionPaymentIdOf(invoiceId));
      if (!typesOf(events).includes('PaymentRefunded')) throw new Error(`paiement ${typesOf(events).join(', ')}`);
      return events;
    }, 15_000);
    expect(refunded.find((event) => event.type === 'PaymentRefundRequested')?.data).toMatchObject({ amountCents: 250, cause: 'duplicate' });

    // The customer's own subscription runs on, paid once, and Stripe's word about the duplicate's end changed nothing.
    const view = await eventuallySubscription(client, (current) => current.status === 'active');
    expect(view.payments.map((payment) => [payment.amountCents, payment.status])).toEqual([[250, 'succeeded']]);
    expect(view.renewsAt).not.toBeNull();
  });

  // The stand-in's clock only moves forward, and the product judges periods by its own: every
  // subscription of this file is taken before the clock moves, then the clock moves once for all.
  it('subscribes, moves to yearly with proration, renews, fails a renewal into past due then ends, and is cancelled to the end of the paid period', async () => {
    const upgrading = (await registeredCustomer(runtime)).client;
    const renewing = (await registeredCustomer(runtime)).client;
    const { client: failing, form: failingForm } = await registeredCustomer(runtime);
    expect((await subscription(upgrading)).status).toBe('none');
    const refused = await upgrading.post<Problem>('/api/subscription/checkout', { plan: 'premium_weekly' });
    expect(refused.status).toBe(400);

    const started = await upgrading.post<{ checkoutUrl: string }>('/api/subscription/checkout', { plan: 'premium_monthly', priceCents: 1 });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const session = await standIn.stripe.checkout.sessions.retrieve(started.body.checkoutUrl.split('/').at(-1) ?? '');
    expect(session.amount_total).toBe(250);
    expect((await standIn.pay(started.body.checkoutUrl)).status).toBe(303);
    for (const [client, card] of [[renewing, '4242 4242 4242 4242'], [failing, '4000 0000 0000 0341']] as const) {
      const checkout = await client.post<{ checkoutUrl: string }>('/api/subscription/checkout', { plan: 'premium_monthly' });
      expect((await standIn.pay(checkout.body.checkoutUrl, card)).status).toBe(303);
    }

    const active = await eventuallySubscription(upgrading, (view) => view.status === 'active');
    expect(active).toMatchObject({ plan: 'premium_monthly', subscribedPlan: 'premium_monthly', canUpgrade: true });
    expect(active.payments).toEqual([expect.objectContaining({ amountCents: 250, status: 'succeeded' })]);
    expect((await upgrading.get<{ plan: string }>('/api/me')).body.plan).toBe('premium_monthly');
    const twice = await upgrading.post<Problem>('/api/subscription/checkout', { plan: 'premium_yearly' });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('Vous avez déjà un abonnement actif. Rendez-vous dans votre dashboard.');

    // Sent without a body, as the page sends it.
    const upgraded = await upgrading.request('POST', '/api/subscription/upgrade', { idempotencyKey: randomUUID() });
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(202);
    const yearly = await eventuallySubscription(upgrading, (view) => view.subscribedPlan === 'premium_yearly');
    expect(yearly).toMatchObject({ plan: 'premium_yearly', canUpgrade: false });
    const prorated = yearly.payments[0];
    // The yearly price less the unused month, by the second: nearly the whole month is credited.
    expect(prorated?.amountCents).toBeGreaterThanOrEqual(1750);
    expect(prorated?.amountCents).toBeLessThan(2000);
    await eventuallySubscription(failing, (view) => view.status === 'active');
    await eventuallySubscription(renewing, (view) => view.status === 'active');

    await standIn.advanceDays(31);
    const renewed = await eventuallySubscription(renewing, (view) => view.payments.length === 2);
    expect(renewed.payments.map((payment) => [payment.amountCents, payment.status])).toEqual([
      [250, 'succeeded'],
      [250, 'succeeded'],
    ]);
    const pastDue = await eventuallySubscription(failing, (view) => view.status === 'past_due');
    expect(pastDue.payments[0]).toMatchObject({ status: 'failed', amountCents: 250 });
    expect(pastDue.plan).toBe('premium_monthly');
    const [refusedMail] = await waitForMails(ses(runtime), failingForm.email.toLowerCase(), 1, (mail) => mail.subject.includes('renouvellement'));
    expect(refusedMail?.subject).toBe('Le renouvellement de votre abonnement Premium mensuel a échoué — Passerelle');
    expect(refusedMail?.body.text).toMatch(/paiement de 2,50\s€ pour renouveler votre abonnement Premium mensuel a été refusé/);
    expect(refusedMail?.body.text).toContain('repassera à la formule Découverte après le');
    expect(linkIn(refusedMail!, '/abonnement')).toMatch(/\/abonnement$/);

    await standIn.advanceDays(10);
    const ended = await eventuallySubscription(failing, (view) => view.status === 'none');
    expect(ended.plan).toBe('free');
    // Stripe's retries of the same renewal were refused too: the customer was told once.
    expect((await mailsTo(ses(runtime), failingForm.email.toLowerCase())).filter((mail) => mail.subject.includes('renouvellement'))).toHaveLength(1);
    expect((await failing.get<{ plan: string }>('/api/me')).body.plan).toBe('free');

    const cancelled = await upgrading.request('POST', '/api/subscription/cancel', { idempotencyKey: randomUUID() });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    const view = await subscription(upgrading);
    expect(view).toMatchObject({ status: 'cancelled', plan: 'premium_yearly', renewsAt: null });
    expect(view.periodEnd).not.toBeNull();
    const again = await upgrading.request<Problem>('POST', '/api/subscription/cancel', { idempotencyKey: randomUUID() });
    expect(again.status).toBe(409);
  });
});

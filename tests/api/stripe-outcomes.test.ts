import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { AdminInvoiceView } from '../../domain/invoice/invoice-views';
import type { CheckoutAnswer, StaffRefundAnswer } from '../../domain/payment/payment-input';
import type { AdminPaymentView } from '../../domain/payment/payment-views';
import type { CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import type { StoredEvent } from '../../events/catalog';
import { stripeEnvironmentVariables } from '../../functions/manifest';
import { runPaymentCommand } from '../../functions/payments/payment-command';
import { refundRefusedMessage } from '../../functions/payments/refunds';
import { loadStream } from '../../functions/platform/event-store';
import { externalEventContextOf } from '../../functions/platform/reaction-context';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { stripeOf } from '../support/stripe';

const runtime = inject('runtime');
// The event store of the runtime under test, read as the auditors read it.
Object.assign(process.env, runtime.environment);

type Problem = { detail: string };
type Page<T> = { items: T[] };
const processing = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 15, destination: 'martinique', service: 'standard', extraFees: [], notes: '' };
const filterOf = (filter: object) => encodeURIComponent(JSON.stringify(filter));
const paymentEvents = async (paymentId: string): Promise<StoredEvent[]> => (await loadStream(`payment-${paymentId}`)).flatMap((changeset) => changeset.events);
const typesOf = (events: readonly StoredEvent[]) => events.map((event) => event.type);
const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) ?? '';

describe('every outcome Stripe reports is recorded', () => {
  const standIn = stripeOf(runtime);
  let admin: ApiClient;

  /** A customer with one quoted shipment of one parcel. */
  const quotedShipment = async () => {
    const { client: customer, customerId } = await registeredCustomer(runtime);
    const parcel = await storedParcel(customer, admin);
    const requested = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const shipmentId = requested.body.id;
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/process`, processing);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const quote = (await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}?version=${processed.body.version}`)).body.quote;
    if (!quote) throw new Error('pas de devis');
    return { customer, customerId, shipmentId, quote };
  };
  const quoteStatus = async (customer: ApiClient, shipmentId: string) => (await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}`)).body.quote?.status;
  const eventuallyQuote = (customer: ApiClient, shipmentId: string, status: string) =>
    eventually(async () => {
      const current = await quoteStatus(customer, shipmentId);
      if (current !== status) throw new Error(`devis ${current ?? 'absent'}`);
    }, 15_000);
  /** The payment's row of the staff list, once `check` holds. */
  const rowOnceIt = (paymentId: string, check: (row: AdminPaymentView) => boolean) =>
    eventually(async () => {
      const row = (await admin.get<Page<AdminPaymentView>>(`/admin/api/payments?filter=${filterOf({ id: [paymentId] })}`)).body.items[0];
      if (!row || !check(row)) throw new Error(`paiement ${JSON.stringify(row)}`);
      return row;
    }, 15_000);
  const documentsOf = async (customerId: string, paymentId: string) =>
    (await admin.get<Page<AdminInvoiceView>>(`/admin/api/invoices?filter=${filterOf({ customerId })}`)).body.items.filter((item) => item.paymentId === paymentId);
  const eventuallyDocuments = (customerId: string, paymentId: string, count: number) =>
    eventually(async () => {
      const documents = await documentsOf(customerId, paymentId);
      if (documents.length < count) throw new Error(`${documents.length} document(s)`);
      return documents;
    }, 15_000);
  const eventuallyEvent = (paymentId: string, type: string) =>
    eventually(async () => {
      const events = await paymentEvents(paymentId);
      const found = events.find((event) => event.type === type);
      if (!found) throw new Error(typesOf(events).join(', '));
      return found;
    }, 15_000);

  /** A Stripe event signed with the endpoint's secret, as one who holds it could forge it. */
  const signedDelivery = async (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_forged_${randomUUID()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const secret = runtime.environment[stripeEnvironmentVariables.webhookSecret] ?? '';
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(`${runtime.site}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  };

  /**
   * A quote's checkout opened as the product opened them before it offered the card only: the page
   * lets the account's methods through, SEPA debit among them. Recorded through the payment's own
   * commands, as the product records its pages.
   */
  const checkoutOpenToDebits = async (shipment: Awaited<ReturnType<typeof quotedShipment>>) => {
    const paymentId = randomUUID();
    const context = (step: string) => externalEventContextOf({ source: 'stripe', eventId: `${paymentId}:${step}`, correlationId: paymentId, now: new Date() });
    const { quoteNumber, totalCents } = shipment.quote;
    await runPaymentCommand(
      paymentId,
      (metadata) => ({
        type: 'StartPayment',
        data: { paymentId, customerId: shipment.customerId, purpose: { kind: 'quote', shipmentId: shipment.shipmentId, quoteNumber }, amountCents: totalCents, description: `Devis ${quoteNumber}` },
        metadata,
      }),
      context('start'),
    );
    const session = await standIn.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: totalCents, product_data: { name: `Devis ${quoteNumber}` } } }],
      client_reference_id: paymentId,
      metadata: { paymentId, purpose: 'quote' },
      payment_intent_data: { metadata: { paymentId } },
      success_url: `${runtime.site}/dashboard?payment=success`,
    });
    expect(session.payment_method_types).toEqual(['card', 'sepa_debit']);
    await runPaymentCommand(
      paymentId,
      (metadata) => ({ type: 'OpenCheckout', data: { paymentId, checkoutSessionId: session.id, checkoutUrl: session.url ?? '', expiresAt: new Date(session.expires_at * 1000).toISOString() }, metadata }),
      context('open'),
    );
    return { paymentId, checkoutUrl: session.url ?? '' };
  };

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    await standIn.deliveries({ duplicates: 0, reorder: false });
  }, 60_000);

  it('records a signed event of another amount, currency or page as an anomaly for staff, no invoice, and the real payment that follows in full', async () => {
    const { customer, customerId, shipmentId, quote } = await quotedShipment();
    const started = await customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { paymentId, checkoutUrl } = started.body;
    const session = { id: sessionIdOf(checkoutUrl), object: 'checkout.session', mode: 'payment', status: 'complete', payment_status: 'paid', amount_total: quote.totalCents, currency: 'eur', client_reference_id: paymentId, metadata: { paymentId, purpose: 'quote' }, payment_intent: 'pi_forged' };

    for (const forged of [{ amount_total: 1 }, { currency: 'usd' }, { id: 'cs_forged' }]) {
      const answer = await signedDelivery('checkout.session.completed', { ...session, ...forged });
      expect(answer.status).toBe(200);
    }
    // A type the endpoint is not subscribed to is acknowledged, and changes nothing.
    expect((await signedDelivery('payment_intent.succeeded', { id: 'pi_forged', object: 'payment_intent', amount: 1, currency: 'eur', metadata: { paymentId } })).status).toBe(200);
    const reported = await rowOnceIt(paymentId, (row) => row.status === 'anomaly' && row.anomaly !== null);
    expect(reported).toMatchObject({ amountCents: quote.totalCents, paidAt: null, refundableCents: 0, invoiceNumber: null });
    const anomalies = (await paymentEvents(paymentId)).filter((event) => event.type === 'PaymentAnomalyRecorded');
    expect(anomalies.map((event) => event.type === 'PaymentAnomalyRecorded' && event.data.kind).sort()).toEqual(['amount_mismatch', 'currency_mismatch', 'unknown_session']);
    expect(typesOf(await paymentEvents(paymentId))).toEqual(['PaymentStarted', 'CheckoutSessionOpened', 'PaymentAnomalyRecorded', 'PaymentAnomalyRecorded', 'PaymentAnomalyRecorded']);
    expect(await quoteStatus(customer, shipmentId)).toBe('pending');

    expect((await standIn.pay(checkoutUrl)).status).toBe(303);
    await eventuallyQuote(customer, shipmentId, 'paid');
    const paid = await rowOnceIt(paymentId, (row) => row.status === 'succeeded' && row.invoiceNumber !== null);
    expect(paid).toMatchObject({ amountCents: quote.totalCents, refundableCents: quote.totalCents });
    expect(paid.paymentIntentId).not.toBe('pi_forged');
    const invoices = await eventuallyDocuments(customerId, paymentId, 1);
    expect(invoices.map((invoice) => [invoice.kind, invoice.totalCents])).toEqual([['invoice', quote.totalCents]]);
    // Nothing was refunded: the forged event paid nothing, so nothing was a duplicate.
    expect(typesOf(await paymentEvents(paymentId))).not.toContain('PaymentRefundRequested');
  });

  it('offers the card only on the product’s pages, and records a debit paid later with its invoice, or failed later', async () => {
    const shipment = await quotedShipment();
    const pinned = await shipment.customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId: shipment.shipmentId });
    expect((await standIn.stripe.checkout.sessions.retrieve(sessionIdOf(pinned.body.checkoutUrl))).payment_method_types).toEqual(['card']);
    const subscriptionPage = await shipment.customer.post<CheckoutAnswer>('/api/subscription/checkout', { plan: 'premium_monthly' });
    expect((await standIn.stripe.checkout.sessions.retrieve(sessionIdOf(subscriptionPage.body.checkoutUrl))).payment_method_types).toEqual(['card']);
    const refused = await standIn.payByDebit(pinned.body.checkoutUrl);
    expect([refused.status, refused.page.includes('Ce moyen de paiement n’est pas proposé pour ce paiement.')]).toEqual([400, true]);

    const debited = await checkoutOpenToDebits(shipment);
    const failing = await checkoutOpenToDebits(await quotedShipment());
    expect((await standIn.payByDebit(debited.checkoutUrl)).status).toBe(303);
    expect((await standIn.payByDebit(failing.checkoutUrl, 'FR8420041010050500013M02607')).status).toBe(303);
    await standIn.idle();
    // The page is done, the money is not: nothing is paid yet.
    expect(typesOf(await paymentEvents(debited.paymentId))).toEqual(['PaymentStarted', 'CheckoutSessionOpened']);
    expect(await quoteStatus(shipment.customer, shipment.shipmentId)).toBe('pending');

    await standIn.settleNow();
    await eventuallyQuote(shipment.customer, shipment.shipmentId, 'paid');
    const paid = await rowOnceIt(debited.paymentId, (row) => row.status === 'succeeded' && row.invoiceNumber !== null);
    expect(paid.amountCents).toBe(shipment.quote.totalCents);
    const failed = await eventuallyEvent(failing.paymentId, 'PaymentFailed');
    expect(failed.data).toMatchObject({ reason: 'delayed_payment_failed', detail: 'Le prélèvement bancaire n’a pas abouti : rien n’a été encaissé.' });
    expect(typesOf(await paymentEvents(failing.paymentId))).not.toContain('PaymentSucceeded');
  });

  it('ends a refund Stripe refuses or fails, the amount refundable again, and records a pending refund with its credit note once it succeeds', async () => {
    const paidBy = async (card: string) => {
      const shipment = await quotedShipment();
      const started = await shipment.customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId: shipment.shipmentId });
      expect((await standIn.pay(started.body.checkoutUrl, card)).status).toBe(303);
      await rowOnceIt(started.body.paymentId, (row) => row.status === 'succeeded');
      return { ...shipment, paymentId: started.body.paymentId };
    };
    const refund = (paymentId: string, amountEuros: number) =>
      admin.post<StaffRefundAnswer & Problem>(`/admin/api/payments/${paymentId}/refund`, { amountEuros, reason: 'Geste commercial' }, randomUUID());

    // Refused when asked: the card was disputed.
    const disputed = await paidBy('4000 0000 0000 0259');
    const refusedAnswer = await refund(disputed.paymentId, 5);
    expect([refusedAnswer.status, refusedAnswer.body.detail]).toEqual([409, refundRefusedMessage]);
    const ended = await eventuallyEvent(disputed.paymentId, 'PaymentRefundRequestEnded');
    expect(ended.data).toMatchObject({ ending: 'refused', refundId: null });
    expect((await rowOnceIt(disputed.paymentId, (row) => row.refundableCents === disputed.quote.totalCents)).status).toBe('succeeded');

    // Failed later: the card's refunds fail.
    const failing = await paidBy('4000 0000 0000 5126');
    expect((await refund(failing.paymentId, 5)).status).toBe(200);
    await rowOnceIt(failing.paymentId, (row) => row.refundableCents === failing.quote.totalCents - 500);

    // Pending, then succeeded: a refund to a bank account.
    const shipment = await quotedShipment();
    const debited = await checkoutOpenToDebits(shipment);
    await standIn.payByDebit(debited.checkoutUrl);
    await standIn.settleNow();
    await rowOnceIt(debited.paymentId, (row) => row.status === 'succeeded' && row.invoiceNumber !== null);
    expect((await refund(debited.paymentId, 3)).status).toBe(200);
    await standIn.idle();
    // Stripe's `charge.refunded` came with the refund pending: nothing is refunded yet.
    expect(typesOf(await paymentEvents(debited.paymentId))).not.toContain('PaymentRefunded');

    await standIn.settleNow();
    const failedEnd = await eventuallyEvent(failing.paymentId, 'PaymentRefundRequestEnded');
    expect(failedEnd.data).toMatchObject({ ending: 'failed', detail: 'Le remboursement a échoué chez Stripe (la carte est expirée ou annulée) : rien n’a été rendu au client, le montant est de nouveau remboursable.' });
    await rowOnceIt(failing.paymentId, (row) => row.refundableCents === failing.quote.totalCents && row.refundedCents === 0);
    expect((await documentsOf(failing.customerId, failing.paymentId)).map((document) => document.kind)).toEqual(['invoice']);

    const refunded = await rowOnceIt(debited.paymentId, (row) => row.status === 'partially_refunded');
    expect(refunded).toMatchObject({ refundedCents: 300, refundableCents: shipment.quote.totalCents - 300 });
    const documents = await eventuallyDocuments(shipment.customerId, debited.paymentId, 2);
    expect(documents.map((document) => [document.kind, document.totalCents]).sort()).toEqual([
      ['credit_note', 300],
      ['invoice', shipment.quote.totalCents],
    ]);
  });
});

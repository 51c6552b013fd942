import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminInvoiceView, InvoicePdfLink, InvoiceView } from '../../domain/invoice/invoice-views';
import type { ListPage } from '../../domain/shared/list-page';
import { streamIdOf } from '../../events/envelope';
import { invoicingReaction } from '../../functions/invoices/invoicing-reaction';
import { runPaymentCommand } from '../../functions/payments/payment-command';
import { loadStream } from '../../functions/platform/event-store';
import { externalEventContextOf } from '../../functions/platform/reaction-context';
import { invoicePdfText } from '../support/invoice-pdf';
import type { ApiClient } from '../../infra/local/api-client';
import { registeredCustomer, ses } from '../support/accounts';
import { auditsFindNothing } from '../support/audits';
import { asTheBusRetries } from '../support/as-the-bus-retries';
import { eventually } from '../support/eventually';
import { waitForMails } from '../support/mailbox';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');

/**
 * Payments are recorded through the payments' own command path, as Stripe's webhook records them
 * (no Stripe here): started, then confirmed. They are dated in a year no other test pays in, so that
 * their series starts at 1 whatever else the shared runtime has invoiced.
 */
const year = 2100 + Math.floor(Math.random() * 800);
const paidAt = (minute: number) => `${year}-06-15T10:${String(minute).padStart(2, '0')}:00.000Z`;

const stripe = (eventId: string) => externalEventContextOf({ source: 'stripe', eventId, correlationId: eventId, now: new Date() });

const paySubscription = async (customerId: string, amountCents: number, minute: number) => {
  const paymentId = randomUUID();
  await asTheBusRetries(() => runPaymentCommand(
    paymentId,
    (context) => ({
      type: 'StartPayment',
      data: { paymentId, customerId, purpose: { kind: 'subscription', plan: 'premium_monthly', stripeSubscriptionId: 'sub_test', periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z' }, amountCents, description: 'Abonnement Premium mensuel' },
      metadata: context,
    }),
    stripe(`evt_start_${paymentId}`),
  ));
  await asTheBusRetries(() => runPaymentCommand(
    paymentId,
    (context) => ({ type: 'ConfirmPayment', data: { paymentId, amountCents, currency: 'eur', checkoutSessionId: null, paymentIntentId: `pi_${paymentId}`, paidAt: paidAt(minute), reference: `evt_paid_${paymentId}` }, metadata: context }),
    stripe(`evt_paid_${paymentId}`),
  ));
  return paymentId;
};

const myInvoices = async (client: ApiClient, count: number) =>
  eventually(async () => {
    const page = await client.get<ListPage<InvoiceView>>('/api/invoices?perPage=100');
    expect(page.status).toBe(200);
    if (page.body.items.length < count) throw new Error(`${page.body.items.length} document(s) sur ${count}`);
    return page.body.items;
  }, 20_000);

const pdfTextAt = invoicePdfText;

describe('invoices and credit notes of card payments', () => {
  let customer: ApiClient;
  let other: ApiClient;
  let admin: ApiClient;
  let customerId: string;
  let email: string;
  let payments: string[];

  beforeAll(async () => {
    ({ admin, customer: other } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime, { firstName: 'Maëlle', lastName: 'Factura' });
    ({ client: customer, customerId } = registered);
    email = registered.form.email.toLowerCase();
  }, 60_000);

  it('numbers 20 payments confirmed at once 1 to 20 in their year, without a gap or a duplicate, even with every reaction run twice at once', async () => {
    // 2,30 to 2,49 €: each below the monthly price, as a prorated period may be, so the subscriptions audit finds them honest.
    payments = await Promise.all(Array.from({ length: 20 }, (_, index) => paySubscription(customerId, 230 + index, index)));
    // The bus delivers each success to the runtime's reaction; run it here too at the same time, as a redelivery would.
    const successes = await Promise.all(payments.map(async (paymentId) => (await loadStream(streamIdOf('payment', paymentId))).flatMap((changeset) => changeset.events).find((event) => event.type === 'PaymentSucceeded')));
    await Promise.all(successes.map((event) => (event ? asTheBusRetries(() => invoicingReaction.react(event as never)) : Promise.reject(new Error('succès absent')))));

    const items = await myInvoices(customer, 20);
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.number).sort()).toEqual(Array.from({ length: 20 }, (_, index) => `FAC-${year}-${String(index + 1).padStart(6, '0')}`));
    expect(items.every((item) => item.kind === 'invoice' && item.label === 'Abonnement Premium mensuel')).toBe(true);
    // newest first
    expect(items.map((item) => item.issuedAt)).toEqual([...items.map((item) => item.issuedAt)].sort().reverse());
    const series = (await loadStream(streamIdOf('invoicing', `FAC-${year}`))).flatMap((changeset) => changeset.events);
    expect(series.map((event) => event.version)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const paidBy = new Map(series.map((event) => [event.type === 'InvoiceIssued' ? event.data.paymentId : '', event.type === 'InvoiceIssued' ? event.data.totalCents : 0]));
    expect(new Set(paidBy.keys())).toEqual(new Set(payments));
    payments.forEach((paymentId, index) => expect(paidBy.get(paymentId)).toBe(230 + index));
  }, 60_000);

  it('issues nothing more when a success is delivered again, and mails each invoice once with its PDF attached', async () => {
    const [first] = payments;
    const success = (await loadStream(streamIdOf('payment', first ?? ''))).flatMap((changeset) => changeset.events).find((event) => event.type === 'PaymentSucceeded');
    await invoicingReaction.react(success as never);
    await invoicingReaction.react(success as never);
    expect((await loadStream(streamIdOf('invoicing', `FAC-${year}`))).at(-1)?.lastVersion).toBe(20);

    const mails = await waitForMails(ses(runtime), email, 20, (mail) => mail.subject.startsWith('Votre facture'));
    expect(mails).toHaveLength(20);
    const mail = mails.find((candidate) => candidate.subject === `Votre facture FAC-${year}-000001 — Passerelle`);
    expect(mail?.body.text).toContain(`Facture FAC-${year}-000001 : Abonnement Premium mensuel`);
    expect(mail?.body.text).toMatch(/Voir mes factures : http\S+\/compte/u);
    expect(mail).toMatchObject({ attachments: [{ filename: `FAC-${year}-000001.pdf`, contentType: 'application/pdf' }] });
  }, 30_000);

  it('gives the owner a working PDF link and answers 404 to another customer and to a number never issued', async () => {
    const number = `FAC-${year}-000003`;
    const text = await pdfTextAt(customer, number);
    expect(text).toContain(`n° ${number}`);
    expect(text).toContain('Maëlle Factura');
    expect(text).toContain(`Payée par carte le 15 juin ${year}`);
    expect((await other.get(`/api/invoices/${number}/pdf`)).status).toBe(404);
    expect((await customer.get(`/api/invoices/FAC-${year}-999999/pdf`)).status).toBe(404);
    expect((await customer.get('/api/invoices/pas-un-numero/pdf')).status).toBe(404);
    const theirs = await other.get<ListPage<InvoiceView>>('/api/invoices');
    expect(theirs.body.items.some((item) => item.number.startsWith(`FAC-${year}-`))).toBe(false);
    expect((await admin.get<InvoicePdfLink>(`/admin/api/invoices/${number}/pdf`)).status).toBe(200);
  });

  it('issues a credit note for a refund, on the invoice of its payment, once', async () => {
    const paymentId = payments[4] ?? '';
    const refundedAt = `${year}-07-01T08:00:00.000Z`;
    const record = () =>
      runPaymentCommand(
        paymentId,
        (context) => ({ type: 'RecordRefund', data: { paymentId, refundId: `re_${paymentId}`, refundKey: null, amountCents: 100, refundedAt }, metadata: context }),
        stripe(`evt_refund_${paymentId}`),
      );
    await record();
    const items = await myInvoices(customer, 21);
    const creditNote = items.find((item) => item.kind === 'credit_note');
    const invoice = items.find((item) => item.kind === 'invoice' && item.totalCents === 234);
    expect(creditNote).toMatchObject({ number: `AVO-${year}-000001`, totalCents: 100, invoiceNumber: invoice?.number });
    expect(items[0]?.number).toBe(`AVO-${year}-000001`);
    const refunded = (await loadStream(streamIdOf('payment', paymentId))).flatMap((changeset) => changeset.events).find((event) => event.type === 'PaymentRefunded');
    await invoicingReaction.react(refunded as never);
    expect((await loadStream(streamIdOf('invoicing', `AVO-${year}`))).flatMap((changeset) => changeset.events)).toHaveLength(1);
    const text = await pdfTextAt(customer, `AVO-${year}-000001`);
    expect(text).toContain(`Avoir n° AVO-${year}-000001 sur la facture n° ${invoice?.number}`);
    await waitForMails(ses(runtime), email, 1, (mail) => mail.subject === `Votre avoir AVO-${year}-000001 — Passerelle`);
  }, 30_000);

  it('lists every document for staff, newest first, by customer and by period of issue', async () => {
    const mine = await admin.get<ListPage<AdminInvoiceView>>(`/admin/api/invoices?filter=${encodeURIComponent(JSON.stringify({ customerId }))}&perPage=5`);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.items).toHaveLength(5);
    expect(mine.body.total).toBe(21);
    expect(mine.body.items[0]).toMatchObject({ number: `AVO-${year}-000001`, customerId, buyerName: 'Maëlle Factura', buyerEmail: email });
    const next = await admin.get<ListPage<AdminInvoiceView>>(`/admin/api/invoices?filter=${encodeURIComponent(JSON.stringify({ customerId }))}&perPage=5&cursor=${mine.body.nextCursor ?? ''}`);
    expect(next.body.items.map((item) => item.number)).not.toContain(mine.body.items[0]?.number);
    const today = new Date().toISOString().slice(0, 10);
    const period = await admin.get<ListPage<AdminInvoiceView>>(`/admin/api/invoices?filter=${encodeURIComponent(JSON.stringify({ customerId, issuedFrom: '2020-01-01', issuedTo: '2020-12-31' }))}`);
    expect(period.body.items).toEqual([]);
    const now = await admin.get<ListPage<AdminInvoiceView>>(`/admin/api/invoices?filter=${encodeURIComponent(JSON.stringify({ customerId, issuedFrom: today }))}&perPage=100`);
    expect(now.body.items).toHaveLength(21);
    expect((await customer.get('/admin/api/invoices')).status).toBe(403);
  });

  it('leave the auditors’ replay nothing to report: every document’s lines add up, in the Paris year of its payment or refund, each credit note on its payment’s invoice', async () => {
    await auditsFindNothing(['invoicing']);
  });
});

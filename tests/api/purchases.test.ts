import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { CheckoutAnswer } from '../../domain/payment/payment-input';
import type { AdminPurchaseView, PurchaseCommandResult, PurchaseView } from '../../domain/purchase/purchase-views';
import type { InvoiceView } from '../../domain/invoice/invoice-views';
import type { StoredEvent } from '../../events/catalog';
import { createPurchaseAudit, isAuditedPurchaseEvent } from '../../domain/purchase/audit';
import { purchaseQuoteAboveMaxPayableMessage } from '../../domain/purchase/purchase-commands';
import { loadStream } from '../../functions/platform/event-store';
import { registeredCustomer, ses } from '../support/accounts';
import { invoicePdfText } from '../support/invoice-pdf';
import { waitForMails } from '../support/mailbox';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { stripeOf } from '../support/stripe';

const runtime = inject('runtime');
Object.assign(process.env, runtime.environment);

type Problem = { detail: string; errors?: Record<string, string> };
type Listed = { items: { purchaseId: string; status: string; quoteDueAt: string }[]; nextCursor: string | null };
type ParcelList = { items: { parcelId: string; status: string }[] };

const request = {
  shopName: 'Fnac',
  shopUrl: 'https://www.fnac.com',
  items: [
    { name: 'Casque audio', options: 'noir', url: 'https://www.fnac.com/casque', priceEuros: 49.99, quantity: 2 },
    { name: '', options: '', url: '', priceEuros: 5, quantity: 1 },
  ],
  destination: '',
  instructions: 'Emballage cadeau',
};
const quote = { items: [{ name: 'Casque audio', priceEuros: 47.5, quantity: 2 }], estimatedWeightKg: 1.2 };

const streamEvents = async (streamId: string): Promise<StoredEvent[]> => (await loadStream(streamId)).flatMap((changeset) => changeset.events);
const paymentEvents = (paymentId: string): Promise<StoredEvent[]> => streamEvents(`payment-${paymentId}`);

/** The purchase audit's rules broken by a history, each event passed as stored (or as a test tampered it). */
const auditOf = (events: readonly StoredEvent[]) => {
  const audit = createPurchaseAudit();
  for (const event of events) if (isAuditedPurchaseEvent(event)) audit.observe(event);
  return audit.report().map((breach) => breach.rule);
};

describe('buy for me, from the request to the parcel', () => {
  const standIn = stripeOf(runtime);
  let admin: ApiClient;

  const requested = async () => {
    const { client, form } = await registeredCustomer(runtime, { territory: 'martinique' });
    const created = await client.post<PurchaseCommandResult>('/api/purchases', request);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { customer: client, email: form.email.toLowerCase(), purchaseId: created.body.purchaseId };
  };
  const status = async (customer: ApiClient, purchaseId: string) => (await customer.get<PurchaseView>(`/api/purchases/${purchaseId}`)).body.status;
  const eventuallyStatus = (customer: ApiClient, purchaseId: string, expected: string) =>
    eventually(async () => {
      const current = await status(customer, purchaseId);
      if (current !== expected) throw new Error(`demande ${current}`);
    }, 15_000);
  const quotedAndPaid = async () => {
    const started = await requested();
    const quoted = await admin.post<PurchaseCommandResult>(`/admin/api/purchases/${started.purchaseId}/quote`, quote);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const payment = await started.customer.post<CheckoutAnswer>(`/api/purchases/${started.purchaseId}/pay`, {});
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    expect((await standIn.pay(payment.body.checkoutUrl)).status).toBe(303);
    await eventuallyStatus(started.customer, started.purchaseId, 'payee');
    return { ...started, paymentId: payment.body.paymentId };
  };

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    await standIn.deliveries({ duplicates: 0, reorder: false });
  }, 60_000);

  it('is quoted by staff, paid through Checkout at the quote total, bought, received as a parcel on the customer list, with a mail per step', async () => {
    const { customer, email, purchaseId } = await requested();
    const mine = await customer.get<PurchaseView>(`/api/purchases/${purchaseId}`);
    // Only the named line is kept; the destination is the customer's own territory; the free plan's fee.
    expect(mine.body).toMatchObject({ status: 'en_attente', destination: 'martinique', estimate: { subtotalCents: 9998, feeCents: 1999, totalCents: 11997 } });
    expect(mine.body.items).toHaveLength(1);
    const queue = await eventually(async () => {
      const listed = await admin.get<Listed>('/admin/api/purchases?status=en_attente&perPage=100');
      const found = listed.body.items.find((item) => item.purchaseId === purchaseId);
      if (!found) throw new Error('pas encore dans la file');
      return found;
    }, 10_000);
    expect(Date.parse(queue.quoteDueAt) - Date.parse(mine.body.requestedAt)).toBe(24 * 3_600_000);

    // Nothing to pay before the quote.
    expect((await customer.post<Problem>(`/api/purchases/${purchaseId}/pay`, {})).status).toBe(409);
    const quoted = await admin.post<PurchaseCommandResult>(`/admin/api/purchases/${purchaseId}/quote`, quote);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const staffView = await admin.get<AdminPurchaseView>(`/admin/api/purchases/${purchaseId}`);
    const total = staffView.body.quote?.totalCents ?? 0;
    // The order is the items plus our fee; the shipping estimate is shown beside it, charged on the parcel's own quote.
    expect(staffView.body.quote).toMatchObject({ itemsCents: 9500, feeCents: 1999, shippingCharged: false, totalCents: 9500 + 1999 });
    expect(staffView.body.quote?.shippingEstimateCents).toBeGreaterThan(0);
    expect((await customer.get<PurchaseView>(`/api/purchases/${purchaseId}`)).body.quote).toMatchObject({ totalCents: 9500 + 1999, shippingEstimateCents: staffView.body.quote?.shippingEstimateCents, shippingCharged: false });

    const payment = await customer.post<CheckoutAnswer>(`/api/purchases/${purchaseId}/pay`, { amountCents: 1 });
    expect(payment.status).toBe(400);
    const started = await customer.post<CheckoutAnswer>(`/api/purchases/${purchaseId}/pay`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const session = await standIn.stripe.checkout.sessions.retrieve(started.body.checkoutUrl.split('/').at(-1) ?? '');
    expect(session.amount_total).toBe(total);
    expect((await standIn.pay(started.body.checkoutUrl)).status).toBe(303);
    await eventuallyStatus(customer, purchaseId, 'payee');
    // Its invoice has the quote's lines: each article at its checked price and the fee; no shipping, which the parcel's quote charges.
    const invoice = await eventually(async () => {
      const invoices = await customer.get<{ items: InvoiceView[] }>('/api/invoices?perPage=100');
      const found = invoices.body.items.find((item) => item.kind === 'invoice' && item.totalCents === total);
      if (!found) throw new Error('facture absente');
      return found;
    }, 15_000);
    const invoiceText = (await invoicePdfText(customer, invoice.number)).replace(/\s+/g, ' ');
    for (const line of ['Casque audio', 'Frais de service Achat pour moi']) expect(invoiceText).toContain(line);
    expect(invoiceText).not.toContain('Expédition');

    const bought = await admin.post<PurchaseCommandResult>(`/admin/api/purchases/${purchaseId}/purchase`, {
      orderReference: 'FNAC-778899',
      bought: [{ name: 'Casque audio', quantity: 1 }],
      notBought: [{ name: 'Casque audio', reason: 'Un seul exemplaire en stock' }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.status).toBe('achetee');

    const arrival = await admin.post<{ status: string; parcelId: string }>(`/admin/api/purchases/${purchaseId}/arrival`, {
      carrier: 'Colissimo',
      trackingNumber: '6A998877',
      weightKg: 1.1,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
    expect(arrival.status, JSON.stringify(arrival.body)).toBe(200);
    expect(arrival.body.status).toBe('recue');
    const parcel = await eventually(async () => {
      const parcels = await customer.get<ParcelList>('/api/parcels');
      const found = parcels.body.items.find((item) => item.parcelId === arrival.body.parcelId);
      // The list is a read model: the declaration shows a moment before the reception.
      if (found?.status !== 'received') throw new Error(found?.status ?? 'colis absent');
      return found;
    }, 10_000);
    expect(parcel.status).toBe('received');

    const view = await customer.get<PurchaseView>(`/api/purchases/${purchaseId}`);
    expect(view.body.timeline.map((entry) => entry.status)).toEqual(['en_attente', 'devis_envoye', 'payee', 'achetee', 'recue']);
    expect(view.body.purchase?.notBought).toEqual([{ name: 'Casque audio', reason: 'Un seul exemplaire en stock' }]);
    const listed = await eventually(async () => {
      const mineListed = await customer.get<Listed>('/api/purchases');
      const found = mineListed.body.items.find((item) => item.purchaseId === purchaseId);
      if (found?.status !== 'recue') throw new Error(found?.status ?? 'absente');
      return found;
    }, 10_000);
    expect(listed.status).toBe('recue');

    // The request's own mails (its invoice and the account's mails go beside them).
    const mails = await waitForMails(ses(runtime), email, 5, (mail) => /achat|commande|articles/i.test(mail.subject) && !mail.subject.startsWith('Votre facture'));
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        "Votre demande d'achat chez Fnac est bien reçue — Passerelle",
        expect.stringMatching(/^Votre devis d'achat : /),
        "Paiement reçu pour votre demande d'achat — Passerelle",
        'Votre commande a été passée — Passerelle',
        'Vos articles sont arrivés à notre entrepôt — Passerelle',
      ]),
    );
  }, 90_000);

  it('lets the customer cancel before payment, and not pay a cancelled request', async () => {
    const { customer, purchaseId } = await requested();
    await admin.post(`/admin/api/purchases/${purchaseId}/quote`, quote);
    const cancelled = await customer.post<PurchaseCommandResult>(`/api/purchases/${purchaseId}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe('annulee');
    const pay = await customer.post<Problem>(`/api/purchases/${purchaseId}/pay`, {});
    expect(pay.status).toBe(409);
  }, 60_000);

  it('refuses the customer cancelling once paid; staff cancel with a reason and the payment is refunded whole', async () => {
    const { customer, purchaseId, paymentId, email } = await quotedAndPaid();
    const refused = await customer.post<Problem>(`/api/purchases/${purchaseId}/cancel`, {});
    expect([refused.status, refused.body.detail]).toEqual([409, 'Cette demande ne peut plus être annulée : elle a déjà été payée.']);
    const noReason = await admin.post<Problem>(`/admin/api/purchases/${purchaseId}/cancel`, { reason: '' });
    expect(noReason.status).toBe(400);
    const cancelled = await admin.post<PurchaseCommandResult>(`/admin/api/purchases/${purchaseId}/cancel`, { reason: 'Article épuisé chez le marchand' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const events = await eventually(async () => {
      const all = await paymentEvents(paymentId);
      if (!all.some((event) => event.type === 'PaymentRefunded')) throw new Error(all.map((event) => event.type).join(', '));
      return all;
    }, 15_000);
    const paid = events.find((event) => event.type === 'PaymentSucceeded');
    const refunded = events.find((event) => event.type === 'PaymentRefunded');
    expect(refunded?.type === 'PaymentRefunded' && refunded.data.amountCents).toBe(paid?.type === 'PaymentSucceeded' && paid.data.amountCents);
    // The refund has its credit note, of the whole amount paid.
    const creditNote = await eventually(async () => {
      const invoices = await customer.get<{ items: InvoiceView[] }>('/api/invoices?perPage=100');
      const found = invoices.body.items.find((item) => item.kind === 'credit_note');
      if (!found) throw new Error('avoir absent');
      return found;
    }, 15_000);
    expect(Math.abs(creditNote.totalCents)).toBe(9500 + 1999);
    const [mail] = await waitForMails(ses(runtime), email, 1, (candidate) => candidate.subject.includes('annulée'));
    expect(mail?.body.text).toContain('Article épuisé chez le marchand');
  }, 90_000);

  it("answers another customer's request as an unknown one", async () => {
    const { purchaseId } = await requested();
    const { client: other } = await registeredCustomer(runtime);
    const unknown = await other.get<Problem>('/api/purchases/inconnue');
    const foreign = await other.get<Problem>(`/api/purchases/${purchaseId}`);
    expect([foreign.status, foreign.body.detail]).toEqual([unknown.status, unknown.body.detail]);
    expect(foreign.status).toBe(404);
    const cancel = await other.post<Problem>(`/api/purchases/${purchaseId}/cancel`, {});
    expect(cancel.status).toBe(404);
    const pay = await other.post<Problem>(`/api/purchases/${purchaseId}/pay`, {});
    expect(pay.status).toBe(404);
  }, 60_000);

  it('refuses a quote above what one payment can settle, with the shipment quotes’ ceiling and a French message, and opens no checkout', async () => {
    const { customer, purchaseId } = await requested();
    const huge = { items: [{ name: 'Lot', priceEuros: 100_000, quantity: 999 }, { name: 'Reste', priceEuros: 8.5, quantity: 1 }], estimatedWeightKg: 30 };
    const refused = await admin.post<Problem>(`/admin/api/purchases/${purchaseId}/quote`, huge);
    expect([refused.status, refused.body.detail]).toEqual([400, purchaseQuoteAboveMaxPayableMessage(9_990_002_849)]);
    expect(refused.body.detail.replace(/\s/g, ' ')).toContain('(99 900 028,49 €) dépasse ce qu’un paiement peut régler (999 999,99 € au plus)');
    expect(await status(customer, purchaseId)).toBe('en_attente');
    expect((await customer.post<Problem>(`/api/purchases/${purchaseId}/pay`, {})).status).toBe(409);
  }, 60_000);

  it('refuses shop and article links that are no web page’s, with a French message by field', async () => {
    const { client } = await registeredCustomer(runtime);
    for (const link of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd']) {
      const shop = await client.post<Problem>('/api/purchases', { ...request, shopUrl: link });
      expect([shop.status, shop.body.errors?.shopUrl], link).toEqual([400, "L'URL du site doit commencer par https:// ou http://"]);
      const item = await client.post<Problem>('/api/purchases', { ...request, items: [{ ...request.items[0], url: link }] });
      expect([item.status, item.body.errors?.['items.0.url']], link).toEqual([400, "Le lien de l'article doit commencer par https:// ou http://"]);
    }
    expect((await client.get<Listed>('/api/purchases')).body.items).toEqual([]);
  }, 60_000);

  it('pages the customer’s requests and the staff queue by cursor: the next page follows, no request twice', async () => {
    const { customer, purchaseId: first } = await requested();
    const second = (await customer.post<PurchaseCommandResult>('/api/purchases', { ...request, shopName: 'Darty' })).body.purchaseId;
    const third = (await customer.post<PurchaseCommandResult>('/api/purchases', { ...request, shopName: 'Boulanger' })).body.purchaseId;
    const pages = await eventually(async () => {
      const one = await customer.get<Listed>('/api/purchases?perPage=2');
      if (one.body.items.length < 2 || !one.body.nextCursor) throw new Error(JSON.stringify(one.body));
      const two = await customer.get<Listed>(`/api/purchases?perPage=2&cursor=${encodeURIComponent(one.body.nextCursor)}`);
      if (two.body.items.length < 1) throw new Error(JSON.stringify(two.body));
      return [one.body, two.body];
    }, 10_000);
    // Newest first, every request once.
    expect(pages.flatMap((page) => page.items.map((item) => item.purchaseId))).toEqual([third, second, first]);
    expect(pages[1]?.nextCursor).toBeNull();
    const stranger = await registeredCustomer(runtime);
    expect((await stranger.client.get<Problem>(`/api/purchases?cursor=${encodeURIComponent(pages[0]?.nextCursor ?? '')}`)).status).toBe(400);

    const queue: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: Listed } = await admin.get<Listed>(`/admin/api/purchases?status=en_attente&perPage=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      queue.push(...page.body.items.map((item) => item.purchaseId));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(queue).size).toBe(queue.length);
    expect(queue).toEqual(expect.arrayContaining([first, second, third]));
  }, 60_000);

  it('lets the auditors prove the fee by the plan in force and refuse a purchase bought after its payment went back whole', async () => {
    const { purchaseId, paymentId } = await quotedAndPaid();
    const requestEvents = await streamEvents(`purchase-${purchaseId}`);
    const asked = requestEvents.find((event) => event.type === 'PurchaseRequested');
    const customerId = asked?.type === 'PurchaseRequested' ? asked.data.customerId : '';
    const quoted = requestEvents.find((event) => event.type === 'PurchaseQuoted');
    // The quote names the plan in force and the subscription stream's version that stated it (an empty stream: free, version 0).
    expect(quoted?.type === 'PurchaseQuoted' && [quoted.data.plan, quoted.data.subscriptionVersion, quoted.data.feeCents]).toEqual(['free', 0, 1999]);
    const history = async () => [...(await streamEvents(`subscription-${customerId}`)), ...(await streamEvents(`purchase-${purchaseId}`)), ...(await paymentEvents(paymentId))];
    expect(auditOf(await history())).toEqual([]);

    // The Premium fee charged to a free customer: the quote adds up, the plan it names was not in force.
    const premiumFee = (await history()).map((event) =>
      event.type === 'PurchaseQuoted' ? { ...event, data: { ...event.data, plan: 'premium_monthly' as const, feeCents: 1499, totalCents: event.data.itemsCents + 1499 } } : event,
    );
    expect(auditOf(premiumFee)).toContain('quote-plan');

    // Staff cancel the paid request: refunded whole; a purchase recorded after that is a breach.
    expect((await admin.post(`/admin/api/purchases/${purchaseId}/cancel`, { reason: 'Rupture de stock' })).status).toBe(200);
    const refunded = await eventually(async () => {
      const found = (await paymentEvents(paymentId)).find((event) => event.type === 'PaymentRefunded');
      if (!found) throw new Error('pas encore remboursé');
      return found;
    }, 15_000);
    const honest = await history();
    expect(auditOf(honest)).toEqual([]);
    const boughtAfterRefund: StoredEvent = {
      ...refunded,
      streamId: `purchase-${purchaseId}`,
      streamType: 'purchase',
      version: 99,
      occurredAt: new Date(Date.parse(refunded.occurredAt) + 60_000).toISOString(),
      type: 'PurchaseMade',
      data: { purchaseId, orderReference: 'FNAC-APRES', bought: [{ name: 'Casque audio', quantity: 2 }], notBought: [] },
    };
    expect(auditOf([...honest, boughtAfterRefund])).toContain('purchase-bought-refunded');
  }, 90_000);
});

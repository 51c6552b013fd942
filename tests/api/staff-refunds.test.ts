import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { AdminInvoiceView } from '../../domain/invoice/invoice-views';
import type { CheckoutAnswer, RefundStanding, StaffRefundAnswer } from '../../domain/payment/payment-input';
import { refundTooLargeMessage } from '../../domain/payment/payment-commands';
import type { AdminPaymentView } from '../../domain/payment/payment-views';
import { purchaseFullRefundRefusedMessage, refundCategoryRequiredMessage } from '../../domain/payment/refund-effects';
import { labelNeedsClearanceMessage } from '../../domain/shipment/shipment-commands';
import type { AdminShipmentView, CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import type { PurchaseCommandResult } from '../../domain/purchase/purchase-views';
import { streamIdOf } from '../../events/envelope';
import { loadStream } from '../../functions/platform/event-store';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { stripeOf } from '../support/stripe';

const runtime = inject('runtime');
// The event store of the runtime under test, read as the auditors read it.
Object.assign(process.env, runtime.environment);

type Problem = { detail: string; errors?: Record<string, string> };
type Page<T> = { items: T[]; nextCursor: string | null; total: number | null };
// An extra fee: the quote has two lines, and so has its invoice.
const processing = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 15, destination: 'martinique', service: 'standard', extraFees: [{ label: 'Emballage renforcé', amountEuros: 4.5 }], notes: '' };
const filterOf = (filter: object) => encodeURIComponent(JSON.stringify(filter));

describe('refunds by staff, from the back office’s payments list', () => {
  const standIn = stripeOf(runtime);
  let admin: ApiClient;

  /** A customer's quote paid by card, as Stripe's webhook confirmed it. */
  const paidQuote = async () => {
    const { client: customer, customerId } = await registeredCustomer(runtime);
    const parcel = await storedParcel(customer, admin);
    const requested = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    const shipmentId = requested.body.id;
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/process`, processing);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const view = await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}?version=${processed.body.version}`);
    const totalCents = view.body.quote?.totalCents ?? 0;
    const quoteLines = view.body.quote?.lines ?? [];
    const started = await customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await standIn.pay(started.body.checkoutUrl)).status).toBe(303);
    return { customer, customerId, shipmentId, paymentId: started.body.paymentId, totalCents, quoteLines };
  };

  /** The customer's view of a shipment, once `check` holds. */
  const shipmentOnceIt = (customer: ApiClient, shipmentId: string, check: (view: CustomerShipmentView) => boolean) =>
    eventually(async () => {
      const view = await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}`);
      if (!check(view.body)) throw new Error(`expédition ${JSON.stringify(view.body)}`);
      return view.body;
    }, 15_000);

  /** The payment's row of the staff list, once `check` holds. */
  const rowOnceIt = (paymentId: string, check: (row: AdminPaymentView | undefined) => boolean) =>
    eventually(async () => {
      const page = await admin.get<Page<AdminPaymentView>>(`/admin/api/payments?filter=${filterOf({ id: [paymentId] })}`);
      const row = page.body.items[0];
      if (!check(row)) throw new Error(`paiement ${JSON.stringify(row)}`);
      return row as AdminPaymentView;
    }, 15_000);

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    await standIn.deliveries({ duplicates: 0, reorder: false });
  }, 60_000);

  it('refunds part of a paid quote then the rest, refuses more than what remains in French, and issues a credit note each time', async () => {
    const { customer, customerId, paymentId, totalCents, quoteLines } = await paidQuote();
    // The row names the payment's invoice once it is issued.
    const paid = await rowOnceIt(paymentId, (row) => row?.status === 'succeeded' && row.invoiceNumber !== null);
    expect(paid.invoiceNumber).toMatch(/^FAC-\d{4}-\d{6}$/);
    // The invoice details what the quote did, line by line, as the auditors read it in its series.
    const series = (await loadStream(streamIdOf('invoicing', paid.invoiceNumber?.slice(0, 8) ?? ''))).flatMap((changeset) => changeset.events);
    const invoice = series.find((event) => event.type === 'InvoiceIssued' && event.data.number === paid.invoiceNumber);
    expect(quoteLines.map((line) => line.label)).toContain('Emballage renforcé');
    expect(invoice?.type === 'InvoiceIssued' && invoice.data.lines.map((line) => [line.label, line.totalCents])).toEqual(quoteLines.map((line) => [line.label, line.amountCents]));
    expect(paid).toMatchObject({ customerId, purpose: 'quote', amountCents: totalCents, refundedCents: 0, refundableCents: totalCents });
    expect(paid.paymentIntentId).toMatch(/^pi_/);

    const forbidden = await customer.post(`/admin/api/payments/${paymentId}/refund`, { amountEuros: 1, reason: 'Moi-même' });
    expect(forbidden.status).toBe(403);

    const noReason = await admin.post<Problem>(`/admin/api/payments/${paymentId}/refund`, { amountEuros: 1, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBe('Veuillez indiquer le motif du remboursement');

    const key = randomUUID();
    const part = await admin.post<StaffRefundAnswer>(`/admin/api/payments/${paymentId}/refund`, { amountEuros: 10, reason: 'Colis abîmé' }, key);
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    // The same request again (a retry) is the same refund, asked of Stripe under the same key.
    const retried = await admin.post<StaffRefundAnswer>(`/admin/api/payments/${paymentId}/refund`, { amountEuros: 10, reason: 'Colis abîmé' }, key);
    expect(retried.body.version).toBe(part.body.version);
    const partly = await rowOnceIt(paymentId, (row) => row?.status === 'partially_refunded');
    expect(partly).toMatchObject({ refundedCents: 1000, refundableCents: totalCents - 1000 });

    const tooMuch = await admin.post<Problem>(`/admin/api/payments/${paymentId}/refund`, { amountEuros: (totalCents - 1000 + 1) / 100, reason: 'Trop' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.detail).toBe(refundTooLargeMessage(totalCents - 1000));
    expect(tooMuch.body.errors?.amountEuros).toBe(refundTooLargeMessage(totalCents - 1000));

    const rest = await admin.post<StaffRefundAnswer>(`/admin/api/payments/${paymentId}/refund`, { amountEuros: (totalCents - 1000) / 100, reason: 'Expédition annulée' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const whole = await rowOnceIt(paymentId, (row) => row?.status === 'refunded');
    expect(whole).toMatchObject({ refundedCents: totalCents, refundableCents: 0 });
    const byStatus = await admin.get<Page<AdminPaymentView>>(`/admin/api/payments?filter=${filterOf({ status: 'refunded' })}&perPage=100`);
    expect(byStatus.body.items.map((row) => row.id)).toContain(paymentId);

    const creditNotes = await eventually(async () => {
      const invoices = await admin.get<Page<AdminInvoiceView>>(`/admin/api/invoices?filter=${filterOf({ customerId })}`);
      const notes = invoices.body.items.filter((item) => item.kind === 'credit_note' && item.paymentId === paymentId);
      if (notes.length < 2) throw new Error(`${notes.length} avoir(s)`);
      return notes;
    }, 15_000);
    expect(creditNotes.map((note) => note.number)).toEqual([expect.stringMatching(/^AVO-/), expect.stringMatching(/^AVO-/)]);
    expect(creditNotes.map((note) => note.totalCents).sort((a, b) => a - b)).toEqual([1000, totalCents - 1000].sort((a, b) => a - b));
  });

  it('lists payments newest first, page after page and within a period of Paris days, and answers 404 for a payment that does not exist', async () => {
    await paidQuote();
    const { paymentId } = await paidQuote();
    const row = await rowOnceIt(paymentId, (found) => found?.status === 'succeeded');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(row.paidAt ?? ''));
    const page = await admin.get<Page<AdminPaymentView>>(`/admin/api/payments?filter=${filterOf({ from: day, to: day })}&perPage=100`);
    expect(page.status).toBe(200);
    expect(page.body.items.map((item) => item.id)).toContain(paymentId);
    const times = page.body.items.map((item) => item.paidAt ?? item.startedAt);
    expect(times).toEqual([...times].sort().reverse());
    // Pages follow one another by cursor: the second starts after the first, older.
    const first = await admin.get<Page<AdminPaymentView>>('/admin/api/payments?perPage=1');
    expect(first.body.items).toHaveLength(1);
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    const second = await admin.get<Page<AdminPaymentView>>(`/admin/api/payments?perPage=1&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`);
    expect(second.body.items).toHaveLength(1);
    const [newer, older] = [first.body.items[0], second.body.items[0]];
    expect((older?.paidAt ?? older?.startedAt ?? '') <= (newer?.paidAt ?? newer?.startedAt ?? '')).toBe(true);
    expect(older?.id).not.toBe(newer?.id);
    const before = await admin.get<Page<AdminPaymentView>>(`/admin/api/payments?filter=${filterOf({ to: '2020-01-01' })}`);
    expect(before.body.items).toEqual([]);

    const missing = await admin.post<Problem>('/admin/api/payments/inconnu/refund', { amountEuros: 1, reason: 'Essai' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Paiement introuvable');
  });

  describe('what a refund undoes', () => {
    const label = () => ({ carrier: 'Colissimo', trackingNumber: `CB${Date.now()}FR` });

    it('a partial refund keeps the quote paid; refunding what remains makes it payable again: no label until paid again, then paid again by card', async () => {
      const { customer, shipmentId, paymentId, totalCents } = await paidQuote();
      await shipmentOnceIt(customer, shipmentId, (view) => view.paid && view.status === 'cleared');
      const standing = await admin.get<RefundStanding>(`/admin/api/payments/${paymentId}/refund-standing`);
      expect(standing.body).toEqual({ paymentId, purpose: 'quote', refundableCents: totalCents, shipmentLeft: false });

      const gesture = await admin.post<StaffRefundAnswer>(`/admin/api/payments/${paymentId}/refund`, { amountEuros: 5, reason: 'Retard de traitement' });
      expect(gesture.status, JSON.stringify(gesture.body)).toBe(200);
      await rowOnceIt(paymentId, (row) => row?.status === 'partially_refunded');
      expect((await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}`)).body).toMatchObject({ status: 'cleared', paid: true, quote: { status: 'paid' } });

      const rest = await admin.post<StaffRefundAnswer>(`/admin/api/payments/${paymentId}/refund`, { amountEuros: (totalCents - 500) / 100, reason: 'Le client renonce pour l’instant' });
      expect(rest.status, JSON.stringify(rest.body)).toBe(200);
      const payable = await shipmentOnceIt(customer, shipmentId, (view) => view.status === 'quoted');
      expect(payable).toMatchObject({ paid: false, quote: { status: 'pending' }, refund: null });

      const refused = await admin.post<Problem>(`/admin/api/shipments/${shipmentId}/label`, label());
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(labelNeedsClearanceMessage);

      const again = await customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId });
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(again.body.paymentId).not.toBe(paymentId);
      expect((await standIn.pay(again.body.checkoutUrl)).status).toBe(303);
      await shipmentOnceIt(customer, shipmentId, (view) => view.paid && view.status === 'cleared');
      const labelled = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/label`, label());
      expect(labelled.status, JSON.stringify(labelled.body)).toBe(200);
    });

    it('the whole price of a shipped quote needs a category; given, the refund is shown to staff and to the customer, and nothing else changes', async () => {
      const { customer, shipmentId, paymentId, totalCents } = await paidQuote();
      await shipmentOnceIt(customer, shipmentId, (view) => view.paid);
      expect((await admin.post(`/admin/api/shipments/${shipmentId}/label`, label())).status).toBe(200);
      expect((await admin.post(`/admin/api/shipments/${shipmentId}/shipped`, {})).status).toBe(200);
      const standing = await admin.get<RefundStanding>(`/admin/api/payments/${paymentId}/refund-standing`);
      expect(standing.body.shipmentLeft).toBe(true);

      const whole = { amountEuros: totalCents / 100, reason: 'Le transporteur a perdu le colis' };
      const withoutCategory = await admin.post<Problem>(`/admin/api/payments/${paymentId}/refund`, whole);
      expect(withoutCategory.status).toBe(400);
      expect(withoutCategory.body.errors?.category).toBe(refundCategoryRequiredMessage);
      const unknownCategory = await admin.post<Problem>(`/admin/api/payments/${paymentId}/refund`, { ...whole, category: 'oubli' });
      expect(unknownCategory.status).toBe(400);

      const refunded = await admin.post<StaffRefundAnswer>(`/admin/api/payments/${paymentId}/refund`, { ...whole, category: 'lost' });
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      const seen = await shipmentOnceIt(customer, shipmentId, (view) => view.refund !== null);
      expect(seen).toMatchObject({ status: 'shipped', paid: true, refund: { category: 'lost', amountCents: totalCents } });
      expect(seen.refund).not.toHaveProperty('reason');
      const staffView = await admin.get<AdminShipmentView>(`/admin/api/shipments/${shipmentId}`);
      expect(staffView.body.refund).toMatchObject({ category: 'lost', reason: 'Le transporteur a perdu le colis', amountCents: totalCents });
    });

    it('refuses the whole of a purchase’s payment from the payments list, naming its cancellation, and lets a partial gesture through', async () => {
      const { client: customer } = await registeredCustomer(runtime, { territory: 'martinique' });
      const created = await customer.post<PurchaseCommandResult>('/api/purchases', {
        shopName: 'Fnac',
        shopUrl: 'https://www.fnac.com',
        items: [{ name: 'Casque audio', options: 'noir', url: 'https://www.fnac.com/casque', priceEuros: 49.99, quantity: 1 }],
        destination: '',
        instructions: '',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { purchaseId } = created.body;
      expect((await admin.post(`/admin/api/purchases/${purchaseId}/quote`, { items: [{ name: 'Casque audio', priceEuros: 49.99, quantity: 1 }], estimatedWeightKg: 1 })).status).toBe(200);
      const payment = await customer.post<CheckoutAnswer>(`/api/purchases/${purchaseId}/pay`, {});
      expect(payment.status, JSON.stringify(payment.body)).toBe(201);
      expect((await standIn.pay(payment.body.checkoutUrl)).status).toBe(303);
      const row = await rowOnceIt(payment.body.paymentId, (found) => found?.status === 'succeeded');

      const whole = await admin.post<Problem>(`/admin/api/payments/${row.paymentId}/refund`, { amountEuros: row.refundableCents / 100, reason: 'Article indisponible' });
      expect(whole.status).toBe(409);
      expect(whole.body.detail).toBe(purchaseFullRefundRefusedMessage);
      const gesture = await admin.post<StaffRefundAnswer>(`/admin/api/payments/${row.paymentId}/refund`, { amountEuros: 2, reason: 'Geste pour le retard' });
      expect(gesture.status, JSON.stringify(gesture.body)).toBe(200);
      await rowOnceIt(row.paymentId, (found) => found?.status === 'partially_refunded');
    });
  });
});

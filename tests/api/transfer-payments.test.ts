import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { AdminInvoiceView } from '../../domain/invoice/invoice-views';
import { notACardMessage } from '../../domain/payment/payment-commands';
import type { StaffRefundAnswer } from '../../domain/payment/payment-input';
import type { AdminPaymentView } from '../../domain/payment/payment-views';
import type { AdminStatistics } from '../../domain/statistics/statistics-views';
import type { AdminShipmentView, CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { streamIdOf } from '../../events/envelope';
import { createPaymentAudit, isAuditedPaymentEvent } from '../../domain/payment/audit';
import { transferPaymentIdOf } from '../../functions/payments/commands';
import { loadStream } from '../../functions/platform/event-store';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { invoicePdfText } from '../support/invoice-pdf';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';

const runtime = inject('runtime');
// The event store of the runtime under test, read as the auditors read it.
Object.assign(process.env, runtime.environment);

type Problem = { detail: string; errors?: Record<string, string> };
type Page<T> = { items: T[]; nextCursor: string | null; total: number | null };
const filterOf = (filter: object) => encodeURIComponent(JSON.stringify(filter));
// 1 kg to Martinique, standard (8,50 €), and a fee of 15,55 €: a quote of 24,05 €.
const processing = { weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10, destination: 'martinique', service: 'standard', extraFees: [{ label: 'Emballage renforcé', amountEuros: 15.55 }], notes: '' };
const parisDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(iso));

describe('a bank transfer recorded by staff is a payment', () => {
  let admin: ApiClient;

  /** The payment's row of the staff list, once `check` holds. */
  const rowOnceIt = (paymentId: string, check: (row: AdminPaymentView | undefined) => boolean) =>
    eventually(async () => {
      const page = await admin.get<Page<AdminPaymentView>>(`/admin/api/payments?filter=${filterOf({ id: [paymentId] })}`);
      const row = page.body.items[0];
      if (!check(row)) throw new Error(`paiement ${JSON.stringify(row)}`);
      return row as AdminPaymentView;
    }, 15_000);
  const revenue = async () => (await admin.get<AdminStatistics>('/admin/api/statistics?months=3')).body.cards;
  const eventsOf = async (streamId: string) => (await loadStream(streamId)).flatMap((changeset) => changeset.events);

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
  }, 60_000);

  it('of 24,05 €: an invoice FAC-… of 24,05 € naming the transfer, a payments row « Virement » with its reference, the day’s revenue, the shipment cleared; a retry changes nothing', async () => {
    const { client: customer, customerId } = await registeredCustomer(runtime);
    const parcel = await storedParcel(customer, admin);
    const requested = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    const shipmentId = requested.body.id;
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/process`, processing);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const quoted = await admin.get<AdminShipmentView>(`/admin/api/shipments/${shipmentId}?version=${processed.body.version}`);
    expect(quoted.body.quote?.totalCents).toBe(2405);
    const before = await revenue();

    const reference = `VIR-${Date.now()}`;
    const key = randomUUID();
    const recorded = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/payment`, { reference, amountEuros: 24.05 }, key);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.status).toBe('cleared');

    // The payment: by transfer, its reference, its invoice.
    const paymentId = transferPaymentIdOf(shipmentId, reference);
    const row = await rowOnceIt(paymentId, (found) => found?.status === 'succeeded' && found.invoiceNumber !== null);
    expect(row).toMatchObject({ customerId, purpose: 'quote', method: 'bank_transfer', reference, paymentIntentId: null, amountCents: 2405, refundableCents: 2405 });
    expect(row.invoiceNumber).toMatch(/^FAC-\d{4}-\d{6}$/);
    const invoiceText = await invoicePdfText(customer, row.invoiceNumber ?? '');
    expect(invoiceText).toContain(row.invoiceNumber);
    expect(invoiceText).toContain('24,05 €');
    expect(invoiceText).toContain(`Mode de paiement : virement bancaire, réf. ${reference}`);

    // The shipment: paid by « Virement » under the bank's reference, for staff and for the customer.
    const cleared = await admin.get<AdminShipmentView>(`/admin/api/shipments/${shipmentId}?version=${recorded.body.version}`);
    expect(cleared.body.clearance).toEqual({ kind: 'paid', method: 'bank_transfer', reference, amountCents: 2405 });
    const mine = await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}?version=${recorded.body.version}`);
    expect(mine.body.quote?.status).toBe('paid');

    // Revenue: what the transfer brought, on the Paris day it was recorded (today).
    expect(parisDay(row.paidAt ?? '')).toBe(parisDay(new Date().toISOString()));
    const paidIn = await eventually(async () => {
      const cards = await revenue();
      if (cards.revenueCents - before.revenueCents !== 2405) throw new Error(`recette ${cards.revenueCents - before.revenueCents}`);
      return cards;
    }, 15_000);
    expect(paidIn.monthRevenueCents - before.monthRevenueCents).toBe(2405);

    // Recorded again (the same request, or a new one for the same transfer): nothing moves.
    const paymentEvents = (await eventsOf(streamIdOf('payment', paymentId))).length;
    const shipmentEvents = (await eventsOf(streamIdOf('shipment', shipmentId))).length;
    const retried = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/payment`, { reference, amountEuros: 24.05 }, key);
    expect(retried.body).toEqual(recorded.body);
    const again = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/payment`, { reference, amountEuros: 24.05 });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await eventsOf(streamIdOf('payment', paymentId))).length).toBe(paymentEvents);
    expect((await eventsOf(streamIdOf('shipment', shipmentId))).length).toBe(shipmentEvents);
    const invoices = await admin.get<Page<AdminInvoiceView>>(`/admin/api/invoices?filter=${filterOf({ customerId })}`);
    expect(invoices.body.items.filter((item) => item.kind === 'invoice' && item.paymentId === paymentId)).toHaveLength(1);
    // Another transfer for a quote already paid is refused, and records no payment.
    const twice = await admin.post<Problem>(`/admin/api/shipments/${shipmentId}/payment`, { reference: `${reference}-BIS`, amountEuros: 24.05 });
    expect(twice.status).toBe(409);
    expect(await eventsOf(streamIdOf('payment', transferPaymentIdOf(shipmentId, `${reference}-BIS`)))).toEqual([]);

    // Refunded by staff with the bank reference of the transfer back: at once, a credit note, revenue down.
    const throughStripe = await admin.post<Problem>(`/admin/api/payments/${paymentId}/refund`, { amountEuros: 24.05, reason: 'Expédition annulée' });
    expect(throughStripe.status).toBe(409);
    expect(throughStripe.body.detail).toBe(notACardMessage);
    const refundKey = randomUUID();
    const refund = { amountEuros: 24.05, reason: 'Expédition annulée', bankReference: `RBT-${reference}` };
    const refunded = await admin.post<StaffRefundAnswer>(`/admin/api/payments/${paymentId}/refund`, refund, refundKey);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect((await admin.post<StaffRefundAnswer>(`/admin/api/payments/${paymentId}/refund`, refund, refundKey)).body).toEqual(refunded.body);
    const whole = await rowOnceIt(paymentId, (found) => found?.status === 'refunded');
    expect(whole).toMatchObject({ refundedCents: 2405, refundableCents: 0 });
    const creditNote = await eventually(async () => {
      const documents = await admin.get<Page<AdminInvoiceView>>(`/admin/api/invoices?filter=${filterOf({ customerId })}`);
      const notes = documents.body.items.filter((item) => item.kind === 'credit_note' && item.paymentId === paymentId);
      if (notes.length !== 1) throw new Error(`${notes.length} avoir(s)`);
      return notes[0] as AdminInvoiceView;
    }, 15_000);
    expect(creditNote).toMatchObject({ number: expect.stringMatching(/^AVO-\d{4}-\d{6}$/), totalCents: 2405 });
    expect(await invoicePdfText(customer, creditNote.number)).toContain(`24,05 €, réf. RBT-${reference}.`);
    // Given back whole before the box left: the quote is to be paid again, for staff and for the customer.
    await eventually(async () => {
      const payable = await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}`);
      if (payable.body.quote?.status !== 'pending') throw new Error(`devis ${payable.body.quote?.status}`);
    }, 15_000);
    expect((await admin.get<AdminShipmentView>(`/admin/api/shipments/${shipmentId}`)).body.clearance).toBeNull();
    await eventually(async () => {
      const cards = await revenue();
      if (cards.revenueCents !== before.revenueCents) throw new Error(`recette ${cards.revenueCents - before.revenueCents}`);
    }, 15_000);

    // The auditors find the transfer paid its quote, at the quote's amount.
    const history = [...(await eventsOf(streamIdOf('shipment', shipmentId))), ...(await eventsOf(streamIdOf('payment', paymentId)))];
    const payments = createPaymentAudit();
    history.filter(isAuditedPaymentEvent).forEach(payments.observe);
    expect(payments.report().filter((breach) => breach.streamId.endsWith(paymentId) || breach.streamId.endsWith(shipmentId))).toEqual([]);
  });
});

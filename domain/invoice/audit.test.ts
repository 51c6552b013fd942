import { describe, expect, it } from 'vitest';
import type { PaymentRefunded, PaymentSucceeded } from '../../events/payment-events';
import { createInvoicingAudit, type AuditedInvoicingEvent } from './audit';
import { creditNoteIssued, invoiceIssued } from './invoice-test-events';
import { vatSplitLines } from './invoicing';

/** Three payments of 120 €, their three invoices; the first refunded, with its credit note. */
const succeeded = (paymentId: string, amountCents = 12_000, paidAt = '2026-11-20T10:00:00.000Z'): AuditedInvoicingEvent => ({
  type: 'PaymentSucceeded',
  data: { paymentId, amountCents, paymentIntentId: `pi_${paymentId}`, paidAt },
  streamId: `payment-${paymentId}`,
  version: 3,
} satisfies PaymentSucceeded & { streamId: string; version: number });
const refunded = (paymentId: string, refundId: string, amountCents = 12_000): AuditedInvoicingEvent => ({
  type: 'PaymentRefunded',
  data: { paymentId, refundId, refundKey: null, amountCents, refundedAt: '2026-11-25T09:00:00.000Z' },
  streamId: `payment-${paymentId}`,
  version: 4,
} satisfies PaymentRefunded & { streamId: string; version: number });
const inSeries = (event: ReturnType<typeof invoiceIssued> | ReturnType<typeof creditNoteIssued>, version = event.data.sequence): AuditedInvoicingEvent => ({
  ...event,
  streamId: `invoicing-${event.data.series}-${event.data.year}`,
  version,
});

const honest = (): AuditedInvoicingEvent[] => [
  succeeded('pay-1'),
  succeeded('pay-2'),
  succeeded('pay-3'),
  inSeries(invoiceIssued(1, 'pay-1')),
  inSeries(invoiceIssued(2, 'pay-2')),
  inSeries(invoiceIssued(3, 'pay-3')),
  refunded('pay-1', 're_1'),
  inSeries(creditNoteIssued(1, 're_1')),
];

const audit = (events: readonly AuditedInvoicingEvent[]) => {
  const run = createInvoicingAudit();
  events.forEach(run.observe);
  return run.report();
};
const rulesOf = (events: readonly AuditedInvoicingEvent[]) => audit(events).map((breach) => breach.rule);

describe('the invoicing audit', () => {
  it('finds nothing in an honest history', () => {
    expect(audit(honest())).toEqual([]);
  });

  it('reports a gap in a series', () => {
    const events = honest().filter((event) => !(event.type === 'InvoiceIssued' && event.data.sequence === 2));
    const rules = audit([...events]).map((breach) => breach.rule);
    expect(rules).toContain('numbering-gap');
    // and the payment left without its invoice
    expect(rules).toContain('invoice-count');
  });

  it('reports a number given twice', () => {
    const breaches = audit([...honest(), succeeded('pay-4'), inSeries(invoiceIssued(3, 'pay-4'), 4)]);
    expect(breaches.map((breach) => breach.rule)).toEqual(expect.arrayContaining(['numbering-duplicate', 'numbering-mismatch']));
  });

  it('reports an invoice whose amount is not what was paid, and a credit note not of the refund', () => {
    const events = honest().map((event) =>
      event.type === 'InvoiceIssued' && event.data.sequence === 3
        ? inSeries(invoiceIssued(3, 'pay-3', 11_000))
        : event.type === 'CreditNoteIssued'
          ? inSeries(creditNoteIssued(1, 're_1', 6_000))
          : event,
    );
    expect(audit(events).map((breach) => breach.rule)).toEqual(['invoice-amount', 'credit-note-amount']);
  });

  it('reports a payment with two invoices and a refund without its credit note', () => {
    const events = [...honest(), inSeries(invoiceIssued(4, 'pay-1')), refunded('pay-3', 're_2', 1_000)];
    expect(audit(events).map((breach) => breach.rule)).toEqual(['invoice-count', 'credit-note-count']);
  });

  it('reports lines that do not add up to the document’s HT, TVA and TTC, or split otherwise than the invoicing splits them', () => {
    const tampered = (change: (data: ReturnType<typeof invoiceIssued>['data']) => ReturnType<typeof invoiceIssued>['data']) =>
      honest().map((event) => (event.type === 'InvoiceIssued' && event.data.sequence === 2 ? inSeries({ ...invoiceIssued(2, 'pay-2'), data: change(invoiceIssued(2, 'pay-2').data) }) : event));
    // A quote paid line by line, split as the invoicing splits them: honest.
    const detailed = vatSplitLines([
      { label: 'Expédition', amountCents: 9_999 },
      { label: 'Frais de stockage', amountCents: 2_001 },
    ]);
    expect(rulesOf(tampered((data) => ({ ...data, lines: detailed })))).toEqual([]);
    // The HT one cent lower on the document than on its line.
    expect(rulesOf(tampered((data) => ({ ...data, totalExclVatCents: data.totalExclVatCents - 1, vatCents: data.vatCents + 1 })))).toEqual(['document-lines']);
    // A line whose HT and TVA still make its TTC, but not as the invoicing splits it.
    const shifted = detailed.map((line, position) => (position === 0 ? { ...line, unitPriceExclVatCents: line.totalExclVatCents + 1, totalExclVatCents: line.totalExclVatCents + 1, vatCents: line.vatCents - 1 } : line));
    expect(rulesOf(tampered((data) => ({ ...data, lines: shifted, totalExclVatCents: data.totalExclVatCents + 1, vatCents: data.vatCents - 1 })))).toEqual(['document-lines']);
    // Lines that add up to less than what was paid.
    expect(rulesOf(tampered((data) => ({ ...data, lines: detailed.slice(0, 1) })))).toEqual(['document-lines']);
  });

  it('numbers an invoice in the Paris year of its payment: paid on 1 January 2027 at 00:30 in Paris, still 2026 in UTC', () => {
    const paidAt = '2026-12-31T23:30:00.000Z';
    const inYear = (year: number, sequence: number): AuditedInvoicingEvent => {
      const invoice = invoiceIssued(sequence, 'pay-4');
      const number = `FAC-${year}-${String(sequence).padStart(6, '0')}`;
      return inSeries({ ...invoice, data: { ...invoice.data, number, year, paidAt, pdfKey: `invoices/${year}/${number}.pdf` } });
    };
    expect(rulesOf([...honest(), succeeded('pay-4', 12_000, paidAt), inYear(2027, 1)])).toEqual([]);
    expect(rulesOf([...honest(), succeeded('pay-4', 12_000, paidAt), inYear(2026, 4)])).toEqual(['document-year']);
  });

  it('reports a credit note that names another payment’s invoice than the payment its refund gave back', () => {
    const events = honest().map((event) =>
      event.type === 'CreditNoteIssued' ? inSeries({ ...event, data: { ...event.data, invoiceNumber: 'FAC-2026-000002' } } as ReturnType<typeof creditNoteIssued>) : event,
    );
    expect(audit(events)).toEqual([expect.objectContaining({ rule: 'credit-note-invoice', streamId: 'invoicing-AVO-2026' })]);
    const otherPayment = honest().map((event) => (event.type === 'PaymentRefunded' ? refunded('pay-2', 're_1') : event));
    expect(rulesOf(otherPayment)).toEqual(['credit-note-invoice']);
  });

  it('holds a bank transfer recorded as a payment to the same rule: its invoice of what the transfer brought, its refund’s credit note', () => {
    const transfer: AuditedInvoicingEvent = {
      type: 'PaymentSucceeded',
      data: { paymentId: 'pay-4', amountCents: 2_405, paymentIntentId: null, bankReference: 'VIR-42', paidAt: '2026-11-21T10:00:00.000Z' },
      streamId: 'payment-pay-4',
      version: 2,
    };
    const transferBack: AuditedInvoicingEvent = {
      type: 'PaymentRefunded',
      data: { paymentId: 'pay-4', refundId: 'virement-staff-1', refundKey: 'staff-1', amountCents: 2_405, refundedAt: '2026-11-25T10:00:00.000Z', bankReference: 'VIR-RBT-7' },
      streamId: 'payment-pay-4',
      version: 4,
    };
    const invoice = inSeries({ ...invoiceIssued(4, 'pay-4', 2_405), data: { ...invoiceIssued(4, 'pay-4', 2_405).data, paymentIntentId: null, bankReference: 'VIR-42' } });
    expect(audit([...honest(), transfer, transferBack]).map((breach) => breach.rule)).toEqual(['invoice-count', 'credit-note-count']);
    expect(audit([...honest(), transfer, invoice, transferBack, inSeries({ ...creditNoteIssued(2, 'virement-staff-1', 2_405), data: { ...creditNoteIssued(2, 'virement-staff-1', 2_405).data, paymentId: 'pay-4', invoiceNumber: 'FAC-2026-000004', refundedAt: '2026-11-25T10:00:00.000Z' } })])).toEqual([]);
  });
});

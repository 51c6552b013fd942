import { describe, expect, it } from 'vitest';
import type { PaymentRefunded, PaymentSucceeded } from '../../events/payment-events';
import { createInvoicingAudit, type AuditedInvoicingEvent } from './audit';
import { creditNoteIssued, invoiceIssued } from './invoice-test-events';

/** Three payments of 120 €, their three invoices; one refunded, with its credit note. */
const succeeded = (paymentId: string, amountCents = 12_000): AuditedInvoicingEvent => ({
  type: 'PaymentSucceeded',
  data: { paymentId, amountCents, paymentIntentId: `pi_${paymentId}`, paidAt: '2026-11-20T10:00:00.000Z' },
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
  streamId: `invoicing-${event.data.series}-2026`,
  version,
});

const honest = (): AuditedInvoicingEvent[] => [
  succeeded('pay-1'),
  succeeded('pay-2'),
  succeeded('pay-3'),
  inSeries(invoiceIssued(1, 'pay-1')),
  inSeries(invoiceIssued(2, 'pay-2')),
  inSeries(invoiceIssued(3, 'pay-3')),
  refunded('pay-2', 're_1'),
  inSeries(creditNoteIssued(1, 're_1')),
];

const audit = (events: readonly AuditedInvoicingEvent[]) => {
  const run = createInvoicingAudit();
  events.forEach(run.observe);
  return run.report();
};

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
    expect(audit([...honest(), transfer, invoice, transferBack, inSeries(creditNoteIssued(2, 'virement-staff-1', 2_405))])).toEqual([]);
  });
});

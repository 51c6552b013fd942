import type { CreditNoteIssued, InvoiceIssued } from '../../events/invoice-events';
import { vatSplit, type IssueCreditNote, type IssueInvoice } from './invoicing';

/** One line of the whole amount, HT and TVA split as the rules split them. */
const lineOf = (label: string, totalCents: number) => {
  const { totalExclVatCents, vatCents } = vatSplit(totalCents);
  return { line: { label, quantity: 1, unitPriceExclVatCents: totalExclVatCents, totalExclVatCents, vatRatePercent: 20, vatCents, totalCents }, totalExclVatCents, vatCents };
};

/** Samples shared by the invoicing tests: a quote paid 120 € by card on 20 November 2026. */
export const buyer = { name: 'Marie Lagrange', email: 'marie@example.com', addressLines: ['12 rue des Flamboyants', '97200 Fort-de-France'] };

export const issueInvoice = (paymentId = 'pay-1', paidCents = 12_000, paidAt = '2026-11-20T10:00:00.000Z'): IssueInvoice => ({
  type: 'IssueInvoice',
  year: Number(paidAt.slice(0, 4)),
  payment: { paymentId, customerId: 'customer-1', description: 'Devis DEV-1-AB12', paidCents, paidAt, paymentIntentId: `pi_${paymentId}` },
  buyer,
  issuedAt: '2026-11-20T10:00:05.000Z',
});

export const invoiceIssued = (sequence: number, paymentId = 'pay-1', totalCents = 12_000): InvoiceIssued => ({
  type: 'InvoiceIssued',
  data: {
    number: `FAC-2026-${String(sequence).padStart(6, '0')}`,
    series: 'FAC',
    year: 2026,
    sequence,
    paymentId,
    customerId: 'customer-1',
    buyer,
    description: 'Devis DEV-1-AB12',
    lines: [lineOf('Devis DEV-1-AB12', totalCents).line],
    totalExclVatCents: lineOf('Devis DEV-1-AB12', totalCents).totalExclVatCents,
    vatCents: lineOf('Devis DEV-1-AB12', totalCents).vatCents,
    totalCents,
    issuedAt: '2026-11-20T10:00:05.000Z',
    pdfKey: `invoices/2026/FAC-2026-${String(sequence).padStart(6, '0')}.pdf`,
    paidCents: totalCents,
    paidAt: '2026-11-20T10:00:00.000Z',
    paymentIntentId: `pi_${paymentId}`,
  },
});

export const issueCreditNote = (refundId = 're_1', amountCents = 12_000, refundedAt = '2026-11-25T09:00:00.000Z'): IssueCreditNote => ({
  type: 'IssueCreditNote',
  year: Number(refundedAt.slice(0, 4)),
  payment: { paymentId: 'pay-1', customerId: 'customer-1', description: 'Devis DEV-1-AB12', paidCents: 12_000 },
  invoice: { number: 'FAC-2026-000001', issuedAt: '2026-11-20T10:00:05.000Z' },
  refund: { refundId, amountCents, refundedAt },
  buyer,
  issuedAt: '2026-11-25T09:00:03.000Z',
});

export const creditNoteIssued = (sequence: number, refundId = 're_1', totalCents = 12_000): CreditNoteIssued => ({
  type: 'CreditNoteIssued',
  data: {
    number: `AVO-2026-${String(sequence).padStart(6, '0')}`,
    series: 'AVO',
    year: 2026,
    sequence,
    paymentId: 'pay-1',
    customerId: 'customer-1',
    buyer,
    lines: [lineOf('Remboursement : Devis DEV-1-AB12', totalCents).line],
    totalExclVatCents: lineOf('Remboursement : Devis DEV-1-AB12', totalCents).totalExclVatCents,
    vatCents: lineOf('Remboursement : Devis DEV-1-AB12', totalCents).vatCents,
    totalCents,
    issuedAt: '2026-11-25T09:00:03.000Z',
    pdfKey: `credit-notes/2026/AVO-2026-${String(sequence).padStart(6, '0')}.pdf`,
    invoiceNumber: 'FAC-2026-000001',
    invoiceIssuedAt: '2026-11-20T10:00:05.000Z',
    refundId,
    refundedCents: totalCents,
    refundedAt: '2026-11-25T09:00:00.000Z',
  },
});

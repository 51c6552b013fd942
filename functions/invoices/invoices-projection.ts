import * as z from 'zod';
import { documentBuyerSchema, documentLineSchema } from '../../events/invoice-events';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';
import { invoicesTable } from './invoices-table';

export const invoiceRowSchema = z.object({
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  customerId: z.string(),
  paymentId: z.string(),
  listPartition: z.literal('invoice'),
  /** sort key of every list: the instant of issue, then the number */
  issuedKey: z.string(),
  issuedAt: z.string(),
  buyer: documentBuyerSchema,
  /** what was paid for (an invoice), or what was refunded (a credit note) */
  label: z.string(),
  lines: z.array(documentLineSchema),
  totalExclVatCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  pdfKey: z.string(),
  /** a credit note's invoice */
  invoiceNumber: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

export const invoiceCounters = {
  all: 'invoices',
  byCustomer: (customerId: string) => `invoices#customer#${customerId}`,
};

export const invoicesProjection: Projection<InvoiceRow, 'InvoiceIssued' | 'CreditNoteIssued', typeof invoicesTable> = {
  name: 'project-invoices',
  description: 'Projection des factures et avoirs (Mes factures, liste du back-office)',
  table: invoicesTable,
  eventTypes: ['InvoiceIssued', 'CreditNoteIssued'],
  rowSchema: invoiceRowSchema,
  keyOf: (event) => ({ documentNumber: event.data.number }),
  countersOf: (row) => [invoiceCounters.all, invoiceCounters.byCustomer(row.customerId)],
  // Each document is its own row of its series' stream: a row never needs the documents before it.
  rowPerEvent: true,
  evolve: (_row, event) => {
    const { data } = event;
    const common = {
      number: data.number,
      customerId: data.customerId,
      paymentId: data.paymentId,
      listPartition: 'invoice' as const,
      issuedKey: `${data.issuedAt}#${data.number}`,
      issuedAt: data.issuedAt,
      buyer: data.buyer,
      lines: data.lines,
      totalExclVatCents: data.totalExclVatCents,
      vatCents: data.vatCents,
      totalCents: data.totalCents,
      pdfKey: data.pdfKey,
    };
    switch (event.type) {
      case 'InvoiceIssued':
        return { ...common, kind: 'invoice', label: event.data.description, invoiceNumber: null };
      case 'CreditNoteIssued':
        return { ...common, kind: 'credit_note', label: event.data.lines[0]?.label ?? `Avoir sur la facture ${event.data.invoiceNumber}`, invoiceNumber: event.data.invoiceNumber };
      default:
        return assertNever(event);
    }
  },
};

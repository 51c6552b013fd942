import * as z from 'zod';
import type { ListSortFields } from '../shared/list-page';

/** The customer's invoices and credit notes as "Mes factures" lists them (no signed link: the PDF is asked for when clicked). */
export const invoiceViewSchema = z.object({
  /** the number, also the id react-admin needs */
  id: z.string(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issuedAt: z.string(),
  /** what was paid for, or refunded */
  label: z.string(),
  totalExclVatCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  /** a credit note's invoice */
  invoiceNumber: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** The back office's row: the document and whom it was issued to. */
export const adminInvoiceViewSchema = invoiceViewSchema.extend({ customerId: z.string(), buyerName: z.string(), buyerEmail: z.string(), paymentId: z.string() });
export type AdminInvoiceView = z.infer<typeof adminInvoiceViewSchema>;

export const invoiceKindLabels: Readonly<Record<InvoiceView['kind'], string>> = { invoice: 'Facture', credit_note: 'Avoir' };

export const adminInvoiceListSortFields = ['issuedAt'] as const satisfies ListSortFields;

export const invoiceNotFoundMessage = 'Facture introuvable.';

/** A signed link to a document's PDF, valid a few minutes. */
export const invoicePdfLinkSchema = z.object({ url: z.url(), expiresInSeconds: z.number().int() });
export type InvoicePdfLink = z.infer<typeof invoicePdfLinkSchema>;

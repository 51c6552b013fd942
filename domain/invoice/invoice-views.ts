import type { ListSortFields } from '../shared/list-page';

/** The customer's invoices and credit notes as "Mes factures" lists them (no signed link: the PDF is asked for when clicked). */
export type InvoiceView = {
  /** the number, also the id react-admin needs */
  id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  issuedAt: string;
  /** what was paid for, or refunded */
  label: string;
  totalExclVatCents: number;
  vatCents: number;
  totalCents: number;
  /** a credit note's invoice */
  invoiceNumber: string | null;
};

/** The back office's row: the document and whom it was issued to. */
export type AdminInvoiceView = InvoiceView & { customerId: string; buyerName: string; buyerEmail: string; paymentId: string };

export const invoiceKindLabels: Readonly<Record<InvoiceView['kind'], string>> = { invoice: 'Facture', credit_note: 'Avoir' };

export const adminInvoiceListSortFields = ['issuedAt'] as const satisfies ListSortFields;

export const invoiceNotFoundMessage = 'Facture introuvable.';

/** A signed link to a document's PDF, valid a few minutes. */
export type InvoicePdfLink = { url: string; expiresInSeconds: number };

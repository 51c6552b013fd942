import * as z from 'zod';
import { documentNumberSchema } from '../../events/invoice-events';
import { invoiceNotFoundMessage, type AdminInvoiceView, type InvoicePdfLink, type InvoiceView } from '../../domain/invoice/invoice-views';
import { NotFoundError } from '../../domain/shared/errors';
import { presignDownload } from '../platform/files';
import { getRow } from '../platform/read-models';
import { invoicesProjection, type InvoiceRow } from './invoices-projection';

export const toInvoiceView = (row: InvoiceRow): InvoiceView => ({
  id: row.number,
  number: row.number,
  kind: row.kind,
  issuedAt: row.issuedAt,
  label: row.label,
  totalExclVatCents: row.totalExclVatCents,
  vatCents: row.vatCents,
  totalCents: row.totalCents,
  invoiceNumber: row.invoiceNumber,
});

export const toAdminInvoiceView = (row: InvoiceRow): AdminInvoiceView => ({
  ...toInvoiceView(row),
  customerId: row.customerId,
  buyerName: row.buyer.name,
  buyerEmail: row.buyer.email,
  paymentId: row.paymentId,
});

/** Any text: a malformed number answers as a missing document (404), and nothing is read for it. */
export const invoiceParamsSchema = z.object({ number: z.string().max(64) });
export type InvoiceParams = z.infer<typeof invoiceParamsSchema>;

const pdfLinkSeconds = 300;

/** The signed link of a document's PDF, for whom `visible` allows; anyone else gets the same 404 as for a number never issued. */
export const invoicePdfLink = async (number: string, visible: (row: InvoiceRow) => boolean): Promise<InvoicePdfLink> => {
  const row = documentNumberSchema.safeParse(number).success ? await getRow(invoicesProjection, { documentNumber: number }) : undefined;
  if (!row || !visible(row)) throw new NotFoundError(invoiceNotFoundMessage);
  return { url: await presignDownload(row.pdfKey, pdfLinkSeconds, 'application/pdf'), expiresInSeconds: pdfLinkSeconds };
};

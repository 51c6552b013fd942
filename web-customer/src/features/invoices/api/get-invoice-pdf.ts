import { invoicePdfLinkSchema, type InvoicePdfLink } from '@domain/invoice/invoice-views';
import { api } from '@/lib/api-client';

/** The signed link of one document's PDF, asked for when the customer clicks: it is valid a few minutes only. */
export const getInvoicePdfLink = (number: string): Promise<InvoicePdfLink> => api.get(`/invoices/${encodeURIComponent(number)}/pdf`, invoicePdfLinkSchema);

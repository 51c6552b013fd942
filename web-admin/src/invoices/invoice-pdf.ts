import { invoicePdfLinkSchema } from '../../../domain/invoice/invoice-views';
import { adminApiUrl } from '../config';
import { httpClient, parseResponse } from '../providers/http-client';

/** The signed link of a document's PDF, asked for when staff click: it is valid a few minutes only. */
export const invoicePdfUrl = async (number: string): Promise<string> => {
  const { json } = await httpClient(`${adminApiUrl}/invoices/${encodeURIComponent(number)}/pdf`);
  return parseResponse(invoicePdfLinkSchema, json).url;
};

import { expect } from 'vitest';
import type { InvoicePdfLink } from '../../domain/invoice/invoice-views';
import type { ApiClient } from '../../infra/local/api-client';
import { allText, readPdf } from '../../functions/platform/documents/read-pdf';

/** The text of an invoice or credit note as its owner downloads it: the short-lived link, then the PDF. */
export const invoicePdfText = async (client: ApiClient, number: string): Promise<string> => {
  const link = await client.get<InvoicePdfLink>(`/api/invoices/${number}/pdf`);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const response = await fetch(link.body.url);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  return allText(await readPdf(new Uint8Array(await response.arrayBuffer())));
};

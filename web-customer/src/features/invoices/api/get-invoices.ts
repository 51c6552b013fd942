import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceViewSchema, type InvoiceView } from '@domain/invoice/invoice-views';
import { listPageSchema, maxPageSize } from '@domain/shared/list-page';
import { api } from '@/lib/api-client';

const invoicePageSchema = listPageSchema(invoiceViewSchema);

export const invoicesQueryKey = ['invoices'] as const;

/** All the customer's invoices and credit notes, newest first, page after page (no PDF links in the list). */
export const getInvoices = async ({ signal }: { signal?: AbortSignal } = {}): Promise<InvoiceView[]> => {
  const invoices: InvoiceView[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?perPage=${maxPageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await api.get(`/invoices${query}`, invoicePageSchema, { signal });
    invoices.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return invoices;
};

export const useInvoices = () => useQuery(queryOptions({ queryKey: invoicesQueryKey, queryFn: ({ signal }) => getInvoices({ signal }) }));

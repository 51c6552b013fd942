import middy from '@middy/core';
import * as z from 'zod';
import { adminInvoiceListSortFields } from '../../domain/invoice/invoice-views';
import { addDays, startOfParisDay } from '../../domain/parcel/storage';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idsFilter, listPage, listQuerySchema } from '../platform/http/list-query';
import { queryPage } from '../platform/read-models';
import { toAdminInvoiceView } from './invoice-views';
import { invoiceCounters, invoicesProjection } from './invoices-projection';

const day = z.iso.date({ error: 'La date doit être au format AAAA-MM-JJ' });

const invoiceListQuerySchema = listQuerySchema(
  adminInvoiceListSortFields,
  z.strictObject({ customerId: z.string().max(64).optional(), id: idsFilter, issuedFrom: day.optional(), issuedTo: day.optional() }),
);

/** The sort keys of a range of issue days, Paris days as the staff read them (`issuedKey` is `<ISO time>#<number>`). */
const issuedRange = (from: string | undefined, to: string | undefined): readonly [string, string] | undefined => {
  if (!from && !to) return undefined;
  const lower = from ? startOfParisDay(from).toISOString() : '0000';
  const upper = to ? `${new Date(startOfParisDay(addDays(to, 1)).getTime() - 1).toISOString()}#\uffff` : '9999';
  return [lower, upper];
};

/** The back office's invoices and credit notes, newest first by default: all, or one customer's, over a period of issue days. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof invoiceListQuerySchema>>>()
  .use(httpPlatform({ name: 'list-invoices' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: invoiceListQuerySchema }))
  .handler(async (_event, { query }) => {
    const filter = query.filter ?? {};
    const { index, counter } = filter.customerId
      ? { index: { indexName: 'byCustomer' as const, partition: filter.customerId }, counter: invoiceCounters.byCustomer(filter.customerId) }
      : { index: { indexName: 'all' as const, partition: 'invoice' }, counter: invoiceCounters.all };
    const descending = (query.sort?.[1] ?? 'DESC') === 'DESC';
    const range = issuedRange(filter.issuedFrom, filter.issuedTo);
    if (!range) {
      return listPage({ source: invoicesProjection, ids: filter.id, index, counter, descending, perPage: query.perPage, cursor: query.cursor, toView: toAdminInvoiceView });
    }
    // A period is a range of the index's sort key; its size is not counted (that would read it all).
    const { rows, nextCursor } = await queryPage(invoicesProjection, { ...index, sortKeyRange: { between: range }, descending, limit: query.perPage, cursor: query.cursor });
    const total = !query.cursor && nextCursor === null ? rows.length : null;
    return json(200, { items: rows.map(toAdminInvoiceView), nextCursor, total });
  });

import middy from '@middy/core';
import * as z from 'zod';
import type { InvoiceView } from '../../domain/invoice/invoice-views';
import { maxPageSize, type ListPage } from '../../domain/shared/list-page';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getCount, queryPage } from '../platform/read-models';
import { toInvoiceView } from './invoice-views';
import { invoiceCounters, invoicesProjection } from './invoices-projection';

const myInvoicesQuerySchema = z.strictObject({
  cursor: z.string().max(1024).optional(),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'Le nombre de factures par page doit être au moins 1')
    .max(maxPageSize, `Le nombre de factures par page ne peut dépasser ${maxPageSize}`)
    .default(maxPageSize),
});

/** The customer's invoices and credit notes, newest first ("Mes factures"). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof myInvoicesQuerySchema>>>()
  .use(httpPlatform({ name: 'list-my-invoices' }))
  .use(authenticate('customer'))
  .use(parseRequest({ query: myInvoicesQuerySchema }))
  .handler(async (_event, context) => {
    const customerId = sessionOf(context).userId;
    const { rows, nextCursor } = await queryPage(invoicesProjection, {
      indexName: 'byCustomer',
      partition: customerId,
      descending: true,
      limit: context.query.perPage,
      cursor: context.query.cursor,
    });
    const total = !context.query.cursor && nextCursor === null ? rows.length : await getCount(invoiceCounters.byCustomer(customerId));
    const page: ListPage<InvoiceView> = { items: rows.map(toInvoiceView), nextCursor, total };
    return json(200, page);
  });

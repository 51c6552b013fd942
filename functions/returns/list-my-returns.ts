import middy from '@middy/core';
import * as z from 'zod';
import type { CustomerReturnView } from '../../domain/return/return-views';
import { maxPageSize, type ListPage } from '../../domain/shared/list-page';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getCount, queryPage } from '../platform/read-models';
import { toCustomerReturn } from './return-views';
import { returnCounters, returnsProjection } from './returns-projection';

const myReturnsQuerySchema = z.strictObject({
  cursor: z.string().max(1024).optional(),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'Le nombre de demandes par page doit être au moins 1')
    .max(maxPageSize, `Le nombre de demandes par page ne peut dépasser ${maxPageSize}`)
    .default(20),
});

/** The customer's return requests with their timeline, newest first (a request whose checkout was abandoned is not one). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof myReturnsQuerySchema>>>()
  .use(httpPlatform({ name: 'list-my-returns' }))
  .use(authenticate('customer'))
  .use(parseRequest({ query: myReturnsQuerySchema }))
  .handler(async (_event, context) => {
    const customerId = sessionOf(context).userId;
    const { rows, nextCursor } = await queryPage(returnsProjection, {
      indexName: 'byCustomer',
      partition: customerId,
      descending: true,
      limit: context.query.perPage,
      cursor: context.query.cursor,
    });
    const total = !context.query.cursor && nextCursor === null ? rows.length : await getCount(returnCounters.byCustomer(customerId));
    const page: ListPage<CustomerReturnView> = { items: await Promise.all(rows.map(toCustomerReturn)), nextCursor, total };
    return json(200, page);
  });

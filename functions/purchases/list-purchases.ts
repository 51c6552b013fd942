import middy from '@middy/core';
import type * as z from 'zod';
import { customerCards } from '../customers/queries';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { queryPage } from '../platform/read-models';
import { purchaseListItemOf } from './purchase-views';
import { purchasesProjection } from './purchases-projection';
import { purchaseQueueQuerySchema } from './staff-inputs';

/** The staff queue: requests of one status (waiting for a quote by default), oldest first, with the 24 h promise's due time and the customer. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof purchaseQueueQuerySchema>>>()
  .use(httpPlatform({ name: 'list-purchases' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: purchaseQueueQuerySchema }))
  .handler(async (_event, { query }) => {
    const { rows, nextCursor } = await queryPage(purchasesProjection, { indexName: 'byStatus', partition: query.status, descending: false, limit: query.perPage, cursor: query.cursor });
    const customers = new Map((await customerCards([...new Set(rows.map((row) => row.customerId))])).map((card) => [card.customerId, card]));
    const items = rows.map((row) => {
      const card = customers.get(row.customerId);
      return { ...purchaseListItemOf(row), customerName: card ? `${card.firstName} ${card.lastName}`.trim() || card.email : '' };
    });
    return json(200, { items, nextCursor });
  });

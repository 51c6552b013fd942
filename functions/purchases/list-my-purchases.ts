import middy from '@middy/core';
import { sessionOf, authenticate, httpPlatform, json, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { queryPage } from '../platform/read-models';
import { purchaseListItemOf } from './purchase-views';
import { purchasesProjection } from './purchases-projection';

/** The customer's buy-for-me requests, newest first (the last 50). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'list-my-purchases' }))
  .use(authenticate('customer'))
  .handler(async (_event, context) => {
    const customerId = sessionOf(context).userId;
    const { rows } = await queryPage(purchasesProjection, { indexName: 'byCustomer', partition: customerId, descending: true, limit: 50 });
    return json(200, { items: rows.map(purchaseListItemOf), nextCursor: null });
  });

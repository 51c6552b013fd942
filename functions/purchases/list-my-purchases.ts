import middy from '@middy/core';
import * as z from 'zod';
import type { PurchaseListItem } from '../../domain/purchase/purchase-views';
import { maxPageSize } from '../../domain/shared/list-page';
import { sessionOf, authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { queryPage } from '../platform/read-models';
import { purchaseListItemOf } from './purchase-views';
import { purchasesProjection } from './purchases-projection';

const myPurchasesQuerySchema = z.strictObject({
  cursor: z.string().max(1024).optional(),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'Le nombre de demandes par page doit être au moins 1')
    .max(maxPageSize, `Le nombre de demandes par page ne peut dépasser ${maxPageSize}`)
    .default(20),
});

/** The customer's buy-for-me requests, newest first, a page at a time: the next page continues from the cursor. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof myPurchasesQuerySchema>>>()
  .use(httpPlatform({ name: 'list-my-purchases' }))
  .use(authenticate('customer'))
  .use(parseRequest({ query: myPurchasesQuerySchema }))
  .handler(async (_event, context) => {
    const customerId = sessionOf(context).userId;
    const { rows, nextCursor } = await queryPage(purchasesProjection, { indexName: 'byCustomer', partition: customerId, descending: true, limit: context.query.perPage, cursor: context.query.cursor });
    const page: { items: PurchaseListItem[]; nextCursor: string | null } = { items: rows.map(purchaseListItemOf), nextCursor };
    return json(200, page);
  });

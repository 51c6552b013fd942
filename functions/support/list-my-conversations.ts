import middy from '@middy/core';
import * as z from 'zod';
import type { SupportConversationPage } from '../../domain/support/support-views';
import { authenticate, httpPlatform, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { queryPage } from '../platform/read-models';
import { jsonWithEtag, toConversationView } from './support-reads';
import { supportConversationsProjection } from './support-projections';

const myConversationsQuerySchema = z.strictObject({
  cursor: z.string().max(1024).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});

/** The widget's conversation list, latest activity first, with the unread counts of the badge; ETag for polling. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof myConversationsQuerySchema>>>()
  .use(httpPlatform({ name: 'list-my-conversations' }))
  .use(authenticate('customer'))
  .use(parseRequest({ query: myConversationsQuerySchema }))
  .handler(async (event, context) => {
    const customerId = sessionOf(context).userId;
    const { rows, nextCursor } = await queryPage(supportConversationsProjection, {
      indexName: 'byCustomer',
      partition: customerId,
      descending: true,
      limit: context.query.perPage,
      cursor: context.query.cursor,
    });
    const items = rows.map((row) => toConversationView(row, 'customer'));
    const page: SupportConversationPage = { items, nextCursor, unread: items.reduce((sum, item) => sum + item.unread, 0) };
    return jsonWithEtag(event, page);
  });

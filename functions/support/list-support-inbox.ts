import middy from '@middy/core';
import * as z from 'zod';
import type { SupportConversationPage } from '../../domain/support/support-views';
import { authenticate, httpPlatform, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { queryPage } from '../platform/read-models';
import { jsonWithEtag, toConversationView } from './support-reads';
import { supportConversationsProjection } from './support-projections';

const inboxQuerySchema = z.strictObject({
  /** `open`: the conversations waiting, Premium first then the oldest; `all`: every one, latest activity first */
  view: z.enum(['open', 'all'], { error: 'Vue inconnue' }).default('open'),
  /** `me`: only the conversations assigned to the staff member who asks */
  assignee: z.enum(['me'], { error: 'Filtre inconnu' }).optional(),
  cursor: z.string().max(1024).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});

/** Back office: the support inbox with the staff's unread counts; ETag for polling. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof inboxQuerySchema>>>()
  .use(httpPlatform({ name: 'list-support-inbox' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: inboxQuerySchema }))
  .handler(async (event, context) => {
    const { view, assignee, cursor, perPage } = context.query;
    // A handful of conversations each: a filter on the inbox's partition, not an index of its own.
    const where = assignee === 'me' ? { equals: { assignedTo: context.session?.userId ?? '' } } : undefined;
    const { rows, nextCursor } = await queryPage(
      supportConversationsProjection,
      view === 'open'
        ? { indexName: 'inbox', partition: 'open', descending: false, limit: perPage, cursor, where }
        : { indexName: 'all', partition: 'support', descending: true, limit: perPage, cursor, where },
    );
    const items = rows.map((row) => toConversationView(row, 'staff'));
    const page: SupportConversationPage = { items, nextCursor, unread: items.reduce((sum, item) => sum + item.unread, 0) };
    return jsonWithEtag(event, page);
  });

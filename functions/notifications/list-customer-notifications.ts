import middy from '@middy/core';
import * as z from 'zod';
import type { SentNotificationPage, SentNotificationView } from '../../domain/notification/notification-views';
import { maxPageSize } from '../../domain/shared/list-page';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { queryPage } from '../platform/read-models';
import { notificationsProjection, type NotificationRow } from './notifications-projection';
import { notificationLabelOf } from './registry';

const paramsSchema = z.object({ customerId: z.string().min(1).max(128) });
const querySchema = z.strictObject({
  cursor: z.string().max(1024).optional(),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'Le nombre d’e-mails par page doit être au moins 1')
    .max(maxPageSize, `Le nombre d’e-mails par page ne peut dépasser ${maxPageSize}`)
    .default(25),
});

const viewOf = (row: NotificationRow): SentNotificationView => ({
  id: row.notificationId,
  at: row.at,
  templateLabel: notificationLabelOf(row.template),
  template: row.template,
  subject: row.subject,
  to: row.to,
  causeId: row.causeId,
  outcome: row.outcome,
  messageId: row.messageId,
});

/** Back office, the customer's record: « E-mails envoyés », newest first, a page at a time. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, z.infer<typeof paramsSchema>, z.infer<typeof querySchema>>>()
  .use(httpPlatform({ name: 'list-customer-notifications' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: paramsSchema, query: querySchema }))
  .handler(async (_event, context) => {
    const { customerId } = context.params;
    const { rows, nextCursor } = await queryPage(notificationsProjection, {
      indexName: 'byCustomer',
      partition: customerId,
      descending: true,
      limit: context.query.perPage,
      cursor: context.query.cursor,
    });
    // The total is known when everything fits in the first page; otherwise the list says « suivants » without one.
    const page: SentNotificationPage = { items: rows.map(viewOf), nextCursor, total: !context.query.cursor && nextCursor === null ? rows.length : null };
    return json(200, page);
  });

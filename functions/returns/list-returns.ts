import middy from '@middy/core';
import * as z from 'zod';
import { returnUrgencies } from '../../events/return-events';
import { listedReturnStatuses } from '../../domain/return/return-request';
import { adminReturnListSortFields } from '../../domain/return/return-views';
import { customerCards } from '../customers/queries';
import { parcelCards } from '../parcels/queries';
import { authenticate, httpPlatform, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idsFilter, listPage, listQuerySchema } from '../platform/http/list-query';
import { toAdminReturn } from './return-views';
import { returnCounters, returnsProjection, type ReturnRow } from './returns-projection';

const returnListQuerySchema = listQuerySchema(
  adminReturnListSortFields,
  z.strictObject({
    status: z.enum(listedReturnStatuses, { error: 'Statut inconnu' }).optional(),
    urgency: z.enum(returnUrgencies, { error: 'Urgence inconnue' }).optional(),
    id: idsFilter,
  }),
);

/**
 * The staff's returns queue: by status, by urgency or both (one sparse index each, so a page costs the
 * same whatever the size of the table), oldest first by default; the customers and parcels of a page
 * in two batch reads.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof returnListQuerySchema>>>()
  .use(httpPlatform({ name: 'list-returns' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: returnListQuerySchema }))
  .handler(async (_event, { query }) => {
    const { status, urgency, id } = query.filter ?? {};
    const { index, counter } =
      status && urgency
        ? { index: { indexName: 'byStatusAndUrgency' as const, partition: `${status}#${urgency}` }, counter: returnCounters.byStatusAndUrgency(status, urgency) }
        : status
          ? { index: { indexName: 'byStatus' as const, partition: status }, counter: returnCounters.byStatus(status) }
          : urgency
            ? { index: { indexName: 'byUrgency' as const, partition: urgency }, counter: returnCounters.byUrgency(urgency) }
            : { index: { indexName: 'all' as const, partition: 'return' }, counter: returnCounters.all };
    return listPage({
      source: returnsProjection,
      ids: id,
      index,
      counter,
      descending: (query.sort?.[1] ?? 'ASC') === 'DESC',
      perPage: query.perPage,
      cursor: query.cursor,
      toView: {
        page: async (rows: ReturnRow[]) => {
          const [customers, parcels] = await Promise.all([customerCards(rows.map((row) => row.customerId)), parcelCards(rows.map((row) => row.parcelId))]);
          const byId = new Map(customers.map((customer) => [customer.customerId, customer]));
          return Promise.all(rows.map((row) => toAdminReturn(row, byId.get(row.customerId), parcels.get(row.parcelId))));
        },
      },
    });
  });

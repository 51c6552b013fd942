import middy from '@middy/core';
import * as z from 'zod';
import { parcelStatusSchema } from '../../events/parcel-events';
import { authenticate, httpPlatform, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { parcelCounters, parcelsProjection } from './parcels-projection';
import { toAdminParcel } from './parcel-views';
import { idsFilter, listPage, listQuerySchema } from '../platform/http/list-query';

const parcelListQuerySchema = listQuerySchema(
  ['declaredAt'],
  z.strictObject({ status: parcelStatusSchema.optional(), customerId: z.string().max(64).optional(), id: idsFilter }),
);

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof parcelListQuerySchema>>>()
  .use(httpPlatform({ name: 'list-parcels' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: parcelListQuerySchema }))
  .handler(async (_event, { query }) => {
    const filter = query.filter ?? {};
    const { index, counter } = filter.customerId
      ? { index: { indexName: 'byCustomer' as const, partition: filter.customerId }, counter: parcelCounters.byCustomer(filter.customerId) }
      : filter.status
        ? { index: { indexName: 'byStatus' as const, partition: filter.status }, counter: parcelCounters.byStatus(filter.status) }
        : { index: { indexName: 'all' as const, partition: 'parcel' }, counter: parcelCounters.all };
    return listPage({
      source: parcelsProjection,
      ids: filter.id,
      index,
      counter,
      descending: (query.sort?.[1] ?? 'DESC') === 'DESC',
      perPage: query.perPage,
      cursor: query.cursor,
      toView: (row) => toAdminParcel(row),
    });
  });

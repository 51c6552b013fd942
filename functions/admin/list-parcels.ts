import middy from '@middy/core';
import * as z from 'zod';
import { parcelStatusSchema } from '../../events/parcel-events';
import { parcelsTable } from '../platform/table-definitions';
import { authenticate, httpPlatform, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import type { ParcelRow } from '../projections/parcels-projection';
import { toAdminParcel } from '../parcels/parcel-views';
import { idsFilter, listPage, listQuerySchema } from './list-query';

const parcelListQuerySchema = listQuerySchema(
  ['declaredAt'],
  z.strictObject({ status: parcelStatusSchema.optional(), customerId: z.string().max(64).optional(), id: idsFilter }),
);

const [byCustomer, byStatus, all] = parcelsTable.indexes;

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof parcelListQuerySchema>>>()
  .use(httpPlatform({ name: 'list-parcels' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: parcelListQuerySchema }))
  .handler(async (_event, { query }) => {
    const filter = query.filter ?? {};
    const index = filter.customerId
      ? { indexName: byCustomer.indexName, partition: { name: byCustomer.partitionKey.name, value: filter.customerId } }
      : filter.status
        ? { indexName: byStatus.indexName, partition: { name: byStatus.partitionKey.name, value: filter.status } }
        : { indexName: all.indexName, partition: { name: all.partitionKey.name, value: 'parcel' } };
    return listPage<ParcelRow>({
      resource: 'parcels',
      readModel: 'parcels',
      ids: filter.id,
      index,
      descending: (query.sort?.[1] ?? 'DESC') === 'DESC',
      range: query.range,
      toView: (row) => toAdminParcel(row),
    });
  });

import middy from '@middy/core';
import * as z from 'zod';
import { customersTable } from '../platform/table-definitions';
import { authenticate, httpPlatform, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import type { CustomerRow } from '../projections/customers-projection';
import { toAdminCustomer } from '../customers/customer-views';
import { idsFilter, listPage, listQuerySchema } from './list-query';

const customerListQuerySchema = listQuerySchema(['registeredAt'], z.strictObject({ id: idsFilter }));
const [all] = customersTable.indexes;

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof customerListQuerySchema>>>()
  .use(httpPlatform({ name: 'list-customers' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: customerListQuerySchema }))
  .handler(async (_event, { query }) =>
    listPage<CustomerRow>({
      resource: 'customers',
      readModel: 'customers',
      ids: query.filter?.id,
      index: { indexName: all.indexName, partition: { name: all.partitionKey.name, value: 'customer' } },
      descending: (query.sort?.[1] ?? 'DESC') === 'DESC',
      range: query.range,
      toView: toAdminCustomer,
    }),
  );

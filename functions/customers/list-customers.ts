import middy from '@middy/core';
import * as z from 'zod';
import { customerListSortFields } from '../../domain/customer/customer-views';
import { authenticate, httpPlatform, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { customerCounters, customersProjection } from './customers-projection';
import { toAdminCustomer } from './customer-views';
import { idsFilter, listPage, listQuerySchema } from '../platform/http/list-query';

const customerListQuerySchema = listQuerySchema(customerListSortFields, z.strictObject({ id: idsFilter }));

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof customerListQuerySchema>>>()
  .use(httpPlatform({ name: 'list-customers' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: customerListQuerySchema }))
  .handler(async (_event, { query }) =>
    listPage({
      source: customersProjection,
      ids: query.filter?.id,
      // Staff are in the `staff` partition: the customer list never shows them.
      index: { indexName: 'all', partition: 'customer' },
      counter: customerCounters.customers,
      descending: (query.sort?.[1] ?? 'DESC') === 'DESC',
      perPage: query.perPage,
      cursor: query.cursor,
      toView: toAdminCustomer,
    }),
  );

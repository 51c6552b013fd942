import middy from '@middy/core';
import { NotFoundError } from '../../domain/shared/errors';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getRow } from '../platform/read-models';
import { customersProjection } from './customers-projection';
import { customerParamsSchema, toAdminCustomer, type CustomerParams } from './customer-views';

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, CustomerParams>>()
  .use(httpPlatform({ name: 'get-customer' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: customerParamsSchema }))
  .handler(async (_event, { params }) => {
    const row = await getRow(customersProjection, { customerId: params.customerId });
    if (!row) throw new NotFoundError('Client introuvable');
    return json(200, toAdminCustomer(row));
  });

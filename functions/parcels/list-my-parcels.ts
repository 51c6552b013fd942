import middy from '@middy/core';
import { parcelsTable } from '../platform/table-definitions';
import { authenticate, httpPlatform, json, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { queryRows } from '../platform/read-models';
import type { ParcelRow } from '../projections/parcels-projection';
import { toCustomerParcel } from './parcel-views';

const byCustomer = parcelsTable.indexes[0];
const maxParcels = 500;

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'list-my-parcels' }))
  .use(authenticate('customer'))
  .handler(async (_event, context) => {
    const rows = await queryRows<ParcelRow>(
      {
        readModel: 'parcels',
        indexName: byCustomer.indexName,
        partition: { name: byCustomer.partitionKey.name, value: sessionOf(context).userId },
        descending: true,
      },
      { offset: 0, limit: maxParcels },
    );
    return json(200, { items: rows.map(toCustomerParcel) });
  });

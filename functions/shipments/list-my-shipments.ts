import middy from '@middy/core';
import * as z from 'zod';
import { maxPageSize, type ListPage } from '../../domain/shared/list-page';
import type { CustomerShipmentView } from '../../domain/shipment/shipment-views';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getCount, queryPage } from '../platform/read-models';
import { parcelsOf, toCustomerShipment } from './shipment-views';
import { shipmentCounters, shipmentsProjection } from './shipments-projection';

const myShipmentsQuerySchema = z.strictObject({
  cursor: z.string().max(1024).optional(),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'Le nombre d’expéditions par page doit être au moins 1')
    .max(maxPageSize, `Le nombre d’expéditions par page ne peut dépasser ${maxPageSize}`)
    .default(maxPageSize),
});

/** The customer's shipments and their quotes, newest first (the dashboard's "devis à payer", the quotes page). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof myShipmentsQuerySchema>>>()
  .use(httpPlatform({ name: 'list-my-shipments' }))
  .use(authenticate('customer'))
  .use(parseRequest({ query: myShipmentsQuerySchema }))
  .handler(async (_event, context) => {
    const customerId = sessionOf(context).userId;
    const { rows, nextCursor } = await queryPage(shipmentsProjection, {
      indexName: 'byCustomer',
      partition: customerId,
      descending: true,
      limit: context.query.perPage,
      cursor: context.query.cursor,
    });
    const parcels = await parcelsOf(rows);
    const total = !context.query.cursor && nextCursor === null ? rows.length : await getCount(shipmentCounters.byCustomer(customerId));
    const page: ListPage<CustomerShipmentView> = { items: await Promise.all(rows.map((row) => toCustomerShipment(row, parcels, false))), nextCursor, total };
    return json(200, page);
  });

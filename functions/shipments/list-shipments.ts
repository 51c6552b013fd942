import middy from '@middy/core';
import * as z from 'zod';
import { shipmentStatuses } from '../../domain/shipment/shipment';
import { adminShipmentListSortFields } from '../../domain/shipment/shipment-views';
import { customerCards } from '../customers/queries';
import { authenticate, httpPlatform, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idsFilter, listPage, listQuerySchema } from '../platform/http/list-query';
import { parcelsOf, toAdminShipment } from './shipment-views';
import { shipmentCounters, shipmentsProjection, type ShipmentRow } from './shipments-projection';

const shipmentListQuerySchema = listQuerySchema(
  adminShipmentListSortFields,
  z.strictObject({ status: z.enum(shipmentStatuses, { error: 'Statut inconnu' }).optional(), customerId: z.string().max(64).optional(), id: idsFilter }),
);

/**
 * The back office's shipments: by status (the queue of requests to process, oldest first by default),
 * by customer, or all; the rows' parcels and customers in two batch reads per page.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof shipmentListQuerySchema>>>()
  .use(httpPlatform({ name: 'list-shipments' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: shipmentListQuerySchema }))
  .handler(async (_event, { query }) => {
    const filter = query.filter ?? {};
    const { index, counter } = filter.customerId
      ? { index: { indexName: 'byCustomer' as const, partition: filter.customerId }, counter: shipmentCounters.byCustomer(filter.customerId) }
      : filter.status
        ? { index: { indexName: 'byStatus' as const, partition: filter.status }, counter: shipmentCounters.byStatus(filter.status) }
        : { index: { indexName: 'all' as const, partition: 'shipment' }, counter: shipmentCounters.all };
    return listPage({
      source: shipmentsProjection,
      ids: filter.id,
      index,
      counter,
      descending: (query.sort?.[1] ?? 'ASC') === 'DESC',
      perPage: query.perPage,
      cursor: query.cursor,
      toView: {
        page: async (rows: ShipmentRow[]) => {
          const [parcels, customers] = await Promise.all([parcelsOf(rows), customerCards(rows.map((row) => row.customerId))]);
          const byId = new Map(customers.map((customer) => [customer.customerId, customer]));
          return Promise.all(rows.map((row) => toAdminShipment(row, parcels, byId.get(row.customerId), false)));
        },
      },
    });
  });

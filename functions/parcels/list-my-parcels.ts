import middy from '@middy/core';
import * as z from 'zod';
import { maxPageSize, type ListPage } from '../../domain/shared/list-page';
import type { CustomerParcelView } from '../../domain/parcel/parcel-views';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getCount, queryPage } from '../platform/read-models';
import { parcelCounters, parcelsProjection } from './parcels-projection';
import { toCustomerParcel, withFirstThumbnail } from './parcel-views';

const myParcelsQuerySchema = z.strictObject({
  cursor: z.string().max(1024).optional(),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'Le nombre de colis par page doit être au moins 1')
    .max(maxPageSize, `Le nombre de colis par page ne peut dépasser ${maxPageSize}`)
    .default(maxPageSize),
});

/** The customer's parcels, newest first, a page at a time; the total comes from the counts. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof myParcelsQuerySchema>>>()
  .use(httpPlatform({ name: 'list-my-parcels' }))
  .use(authenticate('customer'))
  .use(parseRequest({ query: myParcelsQuerySchema }))
  .handler(async (_event, context) => {
    const customerId = sessionOf(context).userId;
    const { cursor } = context.query;
    // Most customers' parcels fit in one page: its rows are the total, and the counter is read only for longer
    // lists; a page after the first is of a longer list, so its total is read beside the page, not after it.
    const [{ rows, nextCursor }, counted] = await Promise.all([
      queryPage(parcelsProjection, { indexName: 'byCustomer', partition: customerId, descending: true, limit: context.query.perPage, cursor }),
      cursor ? getCount(parcelCounters.byCustomer(customerId)) : undefined,
    ]);
    const total = counted ?? (nextCursor === null ? rows.length : await getCount(parcelCounters.byCustomer(customerId)));
    const page: ListPage<CustomerParcelView> = { items: await Promise.all(rows.map(withFirstThumbnail(toCustomerParcel))), nextCursor, total };
    return json(200, page);
  });

import middy from '@middy/core';
import * as z from 'zod';
import { normalizedTrackingNumber } from '../../domain/parcel/parcel-input';
import { adminParcelListSortFields } from '../../domain/parcel/parcel-views';
import { shownParcelStatuses } from '../../domain/parcel/parcel-labels';
import { addDays, startOfParisDay } from '../../domain/parcel/storage';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { queryPage } from '../platform/read-models';
import { parcelCounters, parcelsProjection } from './parcels-projection';
import { toAdminParcel, withFirstThumbnail } from './parcel-views';
import { idsFilter, listPage, listQuerySchema } from '../platform/http/list-query';

const day = z.iso.date({ error: 'La date doit être au format AAAA-MM-JJ' });

const parcelListQuerySchema = listQuerySchema(
  adminParcelListSortFields,
  z.strictObject({
    // as shown: « En retour » (`in_return`) lists the parcels a return holds, « Stocké » no longer does
    status: z.enum(shownParcelStatuses).optional(),
    customerId: z.string().max(64).optional(),
    id: idsFilter,
    // Reception: a search by tracking number (its beginning) and a range of creation days
    q: z.string().trim().max(50, 'La recherche ne peut dépasser 50 caractères').optional(),
    declaredFrom: day.optional(),
    declaredTo: day.optional(),
  }),
);

/**
 * The sort keys of a range of creation days, Paris days as the staff read them: `declaredKey` is
 * `<ISO time>#<id>`, so a day runs from its first instant in UTC to just before the next day's.
 */
const declaredRange = (from: string | undefined, to: string | undefined): readonly [string, string] | undefined => {
  if (!from && !to) return undefined;
  const lower = from ? startOfParisDay(from).toISOString() : '0000';
  const upper = to ? `${new Date(startOfParisDay(addDays(to, 1)).getTime() - 1).toISOString()}#\uffff` : '9999';
  return [lower, upper];
};

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof parcelListQuerySchema>>>()
  .use(httpPlatform({ name: 'list-parcels' }))
  .use(authenticate('admin'))
  .use(parseRequest({ query: parcelListQuerySchema }))
  .handler(async (_event, { query }) => {
    const filter = query.filter ?? {};
    const search = filter.q ? normalizedTrackingNumber(filter.q) : '';
    const { index, counter } = filter.customerId
      ? { index: { indexName: 'byCustomer' as const, partition: filter.customerId }, counter: parcelCounters.byCustomer(filter.customerId) }
      : filter.status
        ? { index: { indexName: 'byShownStatus' as const, partition: filter.status }, counter: parcelCounters.byStatus(filter.status) }
        : { index: { indexName: 'all' as const, partition: 'parcel' }, counter: parcelCounters.all };
    const descending = (query.sort?.[1] ?? 'DESC') === 'DESC';
    const range = declaredRange(filter.declaredFrom, filter.declaredTo);
    if (!search && !range) {
      return listPage({ source: parcelsProjection, ids: filter.id, index, counter, descending, perPage: query.perPage, cursor: query.cursor, toView: withFirstThumbnail(toAdminParcel) });
    }
    // A part of one index read by its sort key: a prefix of the tracking number (status, client and days then filter
    // what it reads), or the days' range within the status or client. Its size is not counted (that would read it
    // all): without a total the list shows previous and next only.
    const searchFilters = {
      equals: { ...(filter.status ? { shownStatus: filter.status } : {}), ...(filter.customerId ? { customerId: filter.customerId } : {}) },
      ...(range ? { between: { attribute: 'declaredKey', range } } : {}),
    };
    const { rows, nextCursor, truncated } = await queryPage(parcelsProjection, {
      ...(search
        ? { indexName: 'byTracking' as const, partition: 'parcel', sortKeyRange: { beginsWith: search }, where: searchFilters }
        : { ...index, sortKeyRange: { between: range ?? ['', ''] } }),
      descending,
      limit: query.perPage,
      cursor: query.cursor,
    });
    // Exact when the whole part fits in the first page. `truncated`: the read's bound stopped a rare filter before
    // the page was full; the list says that more may follow rather than looking like its end.
    const total = !query.cursor && nextCursor === null ? rows.length : null;
    return json(200, { items: await Promise.all(rows.map(withFirstThumbnail(toAdminParcel))), nextCursor, total, truncated });
  });

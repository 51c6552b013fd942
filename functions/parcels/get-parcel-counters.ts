import middy from '@middy/core';
import { inReturnStatus } from '../../domain/parcel/parcel-labels';
import { pendingParcelStatuses, type AdminParcelCounters } from '../../domain/parcel/parcel-views';
import { authenticate, httpPlatform, json, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getCounts } from '../platform/read-models';
import { parcelCounters } from './parcels-projection';

/** GET /admin/api/parcel-counters: the parcels list's three totals and the parcels returns hold, kept by the parcels projection (one batch read). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'get-parcel-counters' }))
  .use(authenticate('admin'))
  .handler(async () => {
    const pending = pendingParcelStatuses.map(parcelCounters.byStatus);
    const inReturn = parcelCounters.byStatus(inReturnStatus);
    const counts = await getCounts([parcelCounters.all, parcelCounters.withPhotos, inReturn, ...pending]);
    const counters: AdminParcelCounters = {
      total: counts.get(parcelCounters.all) ?? 0,
      pending: pending.reduce((sum, counter) => sum + (counts.get(counter) ?? 0), 0),
      withPhotos: counts.get(parcelCounters.withPhotos) ?? 0,
      inReturn: counts.get(inReturn) ?? 0,
    };
    return json(200, counters);
  });

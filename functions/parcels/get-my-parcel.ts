import middy from '@middy/core';
import { NotFoundError } from '../../domain/shared/errors';
import { parcelNotFoundMessage } from '../../domain/parcel/parcel-commands';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getRow } from '../platform/read-models';
import { parcelsProjection } from './parcels-projection';
import { parcelParamsSchema, toCustomerParcel, toPhotoViews, type ParcelParams } from './parcel-views';

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ParcelParams>>()
  .use(httpPlatform({ name: 'get-my-parcel' }))
  .use(authenticate('customer'))
  .use(parseRequest({ params: parcelParamsSchema }))
  .handler(async (_event, context) => {
    const row = await getRow(parcelsProjection, { parcelId: context.params.parcelId });
    // Someone else's parcel answers exactly like a missing one: nothing leaks.
    if (!row || row.customerId !== sessionOf(context).userId) throw new NotFoundError(parcelNotFoundMessage);
    return json(200, { ...toCustomerParcel(row), photos: await toPhotoViews(row) });
  });

import middy from '@middy/core';
import { NotFoundError } from '../../domain/shared/errors';
import { parcelNotFoundMessage } from '../../domain/parcel/parcel-commands';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getRow } from '../platform/read-models';
import { parcelsProjection } from './parcels-projection';
import { parcelParamsSchema, toAdminParcel, toPhotoViews, type ParcelParams } from './parcel-views';

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ParcelParams>>()
  .use(httpPlatform({ name: 'get-parcel' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: parcelParamsSchema }))
  .handler(async (_event, { params }) => {
    const row = await getRow(parcelsProjection, { parcelId: params.parcelId });
    if (!row) throw new NotFoundError(parcelNotFoundMessage);
    return json(200, { ...toAdminParcel(row), photos: await toPhotoViews(row) });
  });

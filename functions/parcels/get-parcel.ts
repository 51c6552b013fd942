import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { NotFoundError } from '../../domain/shared/errors';
import { parcelNotFoundMessage } from '../../domain/parcel/parcel-commands';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { versionQuerySchema, type VersionQuery } from '../platform/http/version-query';
import { getVisibleRowAtVersion } from '../platform/read-models';
import { parcelsProjection } from './parcels-projection';
import { ParcelNotReadyError, parcelParamsSchema, toAdminParcel, toPhotoViews, type ParcelParams } from './parcel-views';

/** One parcel for the back office; `?version=N` waits until it shows the command that returned N. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ParcelParams, VersionQuery>>()
  .use(httpPlatform({ name: 'get-parcel' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: parcelParamsSchema, query: versionQuerySchema }))
  .handler(async (_event, { params, query }) => {
    const { parcelId } = params;
    const result = await getVisibleRowAtVersion(parcelsProjection, { parcelId }, { streamId: streamIdOf('parcel', parcelId), atLeastVersion: query.version ?? 0, visible: () => true });
    if (result.found === 'absent') throw new NotFoundError(parcelNotFoundMessage);
    if (result.found === 'behind') throw new ParcelNotReadyError();
    return json(200, { ...toAdminParcel(result.row), version: result.version, photos: await toPhotoViews(result.row) });
  });

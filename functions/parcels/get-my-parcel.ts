import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { NotFoundError } from '../../domain/shared/errors';
import { parcelNotFoundMessage } from '../../domain/parcel/parcel-commands';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { versionQuerySchema, type VersionQuery } from '../platform/http/version-query';
import { getVisibleRowAtVersion } from '../platform/read-models';
import { parcelsProjection } from './parcels-projection';
import { ParcelNotReadyError, parcelParamsSchema, toCustomerParcel, toPhotoViews, type ParcelParams } from './parcel-views';

/** One of the customer's parcels with its photos; `?version=N` waits until it shows the command that returned N. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ParcelParams, VersionQuery>>()
  .use(httpPlatform({ name: 'get-my-parcel' }))
  .use(authenticate('customer'))
  .use(parseRequest({ params: parcelParamsSchema, query: versionQuerySchema }))
  .handler(async (_event, context) => {
    const { parcelId } = context.params;
    const customerId = sessionOf(context).userId;
    const shown = await getVisibleRowAtVersion(parcelsProjection, { parcelId }, {
      streamId: streamIdOf('parcel', parcelId),
      atLeastVersion: context.query.version ?? 0,
      // Someone else's parcel answers exactly like a missing one, at once: nothing leaks, not even by waiting.
      visible: (row) => row.customerId === customerId,
    });
    if (shown.found === 'absent') throw new NotFoundError(parcelNotFoundMessage);
    if (shown.found !== 'row') throw new ParcelNotReadyError();
    return json(200, { ...toCustomerParcel(shown.row), version: shown.version, photos: await toPhotoViews(shown.row) });
  });

import middy from '@middy/core';
import { putAwayInputSchema, type PutAwayInput } from '../../domain/parcel/storage-location';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { parcelParamsSchema, type ParcelParams } from './parcel-views';
import { putAwayParcel } from './put-away';
import { clock } from '../platform/clock';

/** Staff record the shelf a received parcel is put on (it becomes stored), or move a stored one. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<PutAwayInput, ParcelParams>>()
  .use(httpPlatform({ name: 'put-away-parcel' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: putAwayInputSchema, params: parcelParamsSchema }))
  .handler(async (_event, context) => json(200, await putAwayParcel(context.params.parcelId, context.body.location, commandContextOf(context, clock.now()))));

import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { parcelDecider, parcelNotFoundMessage } from '../../domain/parcel/parcel-commands';
import { NotFoundError } from '../../domain/shared/errors';
import { customerCard } from '../customers/queries';
import { loadState } from '../platform/command';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { notify } from '../notifications/commands';
import { parcelParamsSchema, type ParcelParams } from './parcel-views';

/**
 * The reception e-mail, sent by the reception page once its photos are attached (so it counts them).
 * Once per parcel: the send is reserved first, and given back only when the mail could not go.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ParcelParams>>()
  .use(httpPlatform({ name: 'send-reception-mail' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: parcelParamsSchema }))
  .handler(async (_event, context) => {
    const { parcelId } = context.params;
    // The photos counted are those the event store holds, not a read model a moment behind.
    const { state } = await loadState(parcelDecider, streamIdOf('parcel', parcelId));
    if (state.status === 'unknown' || state.status === 'declared') throw new NotFoundError(parcelNotFoundMessage);
    const customer = await customerCard(state.customerId);
    if (!customer) throw new NotFoundError(parcelNotFoundMessage);
    // Once per parcel: a second call, even for the same parcel, finds it sent.
    const outcome = await notify({
      kind: 'package_received',
      customerId: state.customerId,
      to: customer,
      causeId: `reception:${parcelId}`,
      data: { trackingNumber: state.trackingNumber, photoCount: state.photoUploadIds.length },
      correlationId: context.correlationId,
    });
    return json(200, { sent: outcome === 'sent' });
  });

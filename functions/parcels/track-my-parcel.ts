import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { parcelEventDefinitions, type ParcelEvent } from '../../events/parcel-events';
import type { StoredEvent } from '../../events/catalog';
import { parcelNotFoundMessage } from '../../domain/parcel/parcel-commands';
import { timelineOf, trackingQuerySchema, type TrackingView } from '../../domain/parcel/parcel-timeline';
import { NotFoundError } from '../../domain/shared/errors';
import type * as z from 'zod';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { loadStream } from '../platform/event-store';
import { getRow } from '../platform/read-models';
import { reservationOf } from '../platform/reservations';
import { parcelsProjection } from './parcels-projection';
import { toCustomerParcel, withFirstThumbnail } from './parcel-views';
import { trackingReservation } from './tracking-reservation';

const parcelEventTypes: ReadonlySet<string> = new Set(parcelEventDefinitions.map((definition) => definition.type));
const isParcelEvent = (event: StoredEvent): event is StoredEvent<ParcelEvent> => parcelEventTypes.has(event.type);

/**
 * /suivi: the customer's own parcel by its tracking number, with the timeline of its events. The
 * number is looked up under the customer's own key: someone else's parcel is not even read, and
 * answers as an unknown number does (the same reservation read, the same 404).
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof trackingQuerySchema>>>()
  .use(httpPlatform({ name: 'track-my-parcel' }))
  .use(authenticate('customer'))
  .use(parseRequest({ query: trackingQuerySchema }))
  .handler(async (_event, context) => {
    const customerId = sessionOf(context).userId;
    const held = await reservationOf(trackingReservation(customerId, context.query.trackingNumber));
    const parcelId = held?.state === 'bound' ? held.owner : undefined;
    if (!parcelId) throw new NotFoundError(parcelNotFoundMessage);
    const [row, changesets] = await Promise.all([getRow(parcelsProjection, { parcelId }), loadStream(streamIdOf('parcel', parcelId))]);
    if (!row || row.customerId !== customerId) throw new NotFoundError(parcelNotFoundMessage);
    const events = changesets.flatMap((changeset) => changeset.events).filter(isParcelEvent);
    const view: TrackingView = { parcel: await withFirstThumbnail(toCustomerParcel)(row), timeline: timelineOf(events) };
    return json(200, view);
  });

import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { NotFoundError } from '../../domain/shared/errors';
import { shipmentNotFoundMessage } from '../../domain/shipment/shipment-commands';
import { customerCard } from '../customers/queries';
import { storageFeesBilledAt } from '../parcels/queries';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { versionQuerySchema, type VersionQuery } from '../platform/http/version-query';
import { getVisibleRowAtVersion } from '../platform/read-models';
import { ShipmentNotReadyError, parcelsFollowing, parcelsOf, shipmentParamsSchema, toAdminShipment, type ShipmentParams } from './shipment-views';
import { shipmentsProjection } from './shipments-projection';
import { clock } from '../platform/clock';

/** One shipment for the back office, with its customer, parcels, quote and label links; `?version=N` waits for N, and for the parcels to follow it. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ShipmentParams, VersionQuery>>()
  .use(httpPlatform({ name: 'get-shipment' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: shipmentParamsSchema, query: versionQuerySchema }))
  .handler(async (_event, { params, query }) => {
    const { shipmentId } = params;
    const shown = await getVisibleRowAtVersion(shipmentsProjection, { shipmentId }, { streamId: streamIdOf('shipment', shipmentId), atLeastVersion: query.version ?? 0, visible: () => true });
    if (shown.found === 'absent') throw new NotFoundError(shipmentNotFoundMessage);
    if (shown.found !== 'row') throw new ShipmentNotReadyError();
    const { row } = shown;
    // After a command (`?version=N`), the parcels as that command left them; a plain read, as they are.
    const [parcels, customer] = await Promise.all([query.version === undefined ? parcelsOf([row]) : parcelsFollowing(row), customerCard(row.customerId)]);
    const view = await toAdminShipment(row, parcels, customer, true);
    // A request to process: the processing panel shows the storage its quote will bill today, not the job's last run.
    const storageFeesCents = row.status === 'requested' ? await storageFeesBilledAt(row.parcelIds, clock.now()) : view.storageFeesCents;
    return json(200, { ...view, storageFeesCents, version: shown.version });
  });

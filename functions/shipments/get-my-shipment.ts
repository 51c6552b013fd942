import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { NotFoundError } from '../../domain/shared/errors';
import { shipmentNotFoundMessage } from '../../domain/shipment/shipment-commands';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { versionQuerySchema, type VersionQuery } from '../platform/http/version-query';
import { getVisibleRowAtVersion } from '../platform/read-models';
import { ShipmentNotReadyError, parcelsOf, shipmentParamsSchema, toCustomerShipment, type ShipmentParams } from './shipment-views';
import { shipmentsProjection } from './shipments-projection';

/** One of the customer's shipments with its quote's PDF link; `?version=N` waits for the command that returned N. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ShipmentParams, VersionQuery>>()
  .use(httpPlatform({ name: 'get-my-shipment' }))
  .use(authenticate('customer'))
  .use(parseRequest({ params: shipmentParamsSchema, query: versionQuerySchema }))
  .handler(async (_event, context) => {
    const { shipmentId } = context.params;
    const customerId = sessionOf(context).userId;
    const shown = await getVisibleRowAtVersion(shipmentsProjection, { shipmentId }, {
      streamId: streamIdOf('shipment', shipmentId),
      atLeastVersion: context.query.version ?? 0,
      // Someone else's shipment answers like a missing one, at once.
      visible: (row) => row.customerId === customerId,
    });
    if (shown.found === 'absent') throw new NotFoundError(shipmentNotFoundMessage);
    if (shown.found !== 'row') throw new ShipmentNotReadyError();
    return json(200, { ...(await toCustomerShipment(shown.row, await parcelsOf([shown.row]), true)), version: shown.version });
  });

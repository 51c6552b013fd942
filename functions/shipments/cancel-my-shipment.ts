import middy from '@middy/core';
import { cancelShipmentInputSchema, type CancelShipmentInput } from '../../domain/shipment/shipment-input';
import type { ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { release } from '../platform/reservations';
import { shipmentParcelKey } from './queries';
import { runShipmentCommand } from './shipment-command';
import { shipmentParamsSchema, type ShipmentParams } from './shipment-views';
import { loadState } from '../platform/command';
import { shipmentDecider } from '../../domain/shipment/shipment-commands';
import { streamIdOf } from '../../events/envelope';
import { clock } from '../platform/clock';

/** The customer cancels a request staff have not processed yet; its parcels are free to leave in another. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<CancelShipmentInput, ShipmentParams>>()
  .use(httpPlatform({ name: 'cancel-my-shipment' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: cancelShipmentInputSchema, params: shipmentParamsSchema }))
  .handler(async (_event, context) => {
    const { shipmentId } = context.params;
    const result = await runShipmentCommand(
      shipmentId,
      (metadata) => ({ type: 'CancelShipmentRequest', data: { shipmentId, reason: context.body.reason }, metadata }),
      commandContextOf(context, clock.now()),
    );
    const { state } = await loadState(shipmentDecider, streamIdOf('shipment', shipmentId));
    if (state.status === 'cancelled') await Promise.all(state.parcelIds.map((parcelId) => release(shipmentParcelKey(parcelId), shipmentId)));
    const answer: ShipmentCommandResult = { id: result.id, status: result.status, version: result.version };
    return json(200, answer);
  });

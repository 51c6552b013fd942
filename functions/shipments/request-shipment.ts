import middy from '@middy/core';
import { parcelAlreadyRequestedMessage, parcelNotShippableMessage } from '../../domain/shipment/shipment-commands';
import { requestShipmentInputSchema, type RequestShipmentInput } from '../../domain/shipment/shipment-input';
import type { ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { IllegalStateError } from '../../domain/shared/errors';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idFromCommand } from '../platform/ids';
import { bind, release, reserve } from '../platform/reservations';
import { parcelForShipment } from '../parcels/queries';
import { parcelHeldByReturn } from '../returns/queries';
import { shipmentParcelKey } from './queries';
import { runShipmentCommand } from './shipment-command';
import { clock } from '../platform/clock';


/**
 * "Expédier" (customer): a shipment request for one or several stored parcels. Each parcel is taken
 * for this shipment by a conditional put before the request is written, so two requests at once
 * cannot both take it; the shipment reaction then marks each parcel.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<RequestShipmentInput>>()
  .use(httpPlatform({ name: 'request-shipment' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: requestShipmentInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const customerId = sessionOf(context).userId;
    const shipmentId = idFromCommand('shipment', commandContext.commandId);
    const request = context.body;
    const parcels = (await Promise.all(request.parcelIds.map(parcelForShipment))).flatMap((parcel) => (parcel ? [parcel] : []));
    const taken: string[] = [];
    try {
      for (const parcel of parcels) {
        // Someone else's parcel is left to the decider (it answers "introuvable"), not reserved.
        if (parcel.customerId !== customerId) continue;
        // Asked back to its merchant a moment ago (the parcel's own events may not say it yet): not shippable.
        if (await parcelHeldByReturn(parcel.parcelId)) throw new IllegalStateError(parcelNotShippableMessage(parcel.trackingNumber));
        if (!(await reserve(shipmentParcelKey(parcel.parcelId), shipmentId, { state: 'pending', now: commandContext.now }))) {
          throw new IllegalStateError(parcelAlreadyRequestedMessage(parcel.trackingNumber));
        }
        taken.push(parcel.parcelId);
      }
      // The reservations say which request holds a parcel: its stream may still name a cancelled one (the
      // release follows through the bus).
      const held = parcels.map((parcel) => (taken.includes(parcel.parcelId) ? { ...parcel, shipmentId: null } : parcel));
      const result = await runShipmentCommand(
        shipmentId,
        (metadata) => ({ type: 'RequestShipment', data: { shipmentId, customerId, request, parcels: held }, metadata }),
        commandContext,
      );
      await Promise.all(taken.map((parcelId) => bind(shipmentParcelKey(parcelId), shipmentId, shipmentId)));
      const answer: ShipmentCommandResult = { id: result.id, status: result.status, version: result.version };
      return json(result.replayed ? 200 : 201, answer);
    } catch (error) {
      // Nothing written: the parcels this request took are free again.
      await Promise.all(taken.map((parcelId) => release(shipmentParcelKey(parcelId), shipmentId)));
      throw error;
    }
  });

import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import type { ParcelCommandResult } from '../../domain/parcel/parcel-views';
import { receptionMessages, recordReceptionInputSchema, type RecordReceptionInput } from '../../domain/parcel/reception-input';
import { ValidationError } from '../../domain/shared/errors';
import { planInForce } from '../subscriptions/queries';
import { customerCard } from '../customers/queries';
import { executeCommand } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idFromCommand } from '../platform/ids';
import { release, reservationOf, reserve } from '../platform/reservations';
import { trackingReservation } from './tracking-reservation';
import { clock } from '../platform/clock';

/**
 * The parcel a reception is for: the one this customer declared with this number (it keeps its
 * history), else a new one, which takes the number so the customer cannot declare it afterwards.
 */
const parcelFor = async (key: string, newParcelId: string, now: Date): Promise<{ parcelId: string; created: boolean }> => {
  const held = await reservationOf(key);
  if (held) return { parcelId: held.owner, created: held.owner === newParcelId };
  if (await reserve(key, newParcelId, { state: 'bound', now })) return { parcelId: newParcelId, created: true };
  // Declared a moment ago, between the read and the reservation: that declaration is the parcel.
  const declared = await reservationOf(key);
  return { parcelId: declared?.owner ?? newParcelId, created: false };
};

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<RecordReceptionInput>>()
  .use(httpPlatform({ name: 'record-reception' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: recordReceptionInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const reception = context.body;
    const customer = await customerCard(reception.customerId);
    if (!customer?.isCustomer) throw new ValidationError(receptionMessages.client, { customerId: receptionMessages.client });
    const key = trackingReservation(reception.customerId, reception.trackingNumber);
    const { parcelId, created } = await parcelFor(key, idFromCommand('parcel', commandContext.commandId), commandContext.now);
    const plan = await planInForce(reception.customerId, commandContext.now);
    const outcome = await executeCommand({
      decider: parcelDecider,
      streamType: 'parcel',
      streamId: streamIdOf('parcel', parcelId),
      command: { type: 'RecordReception', data: { parcelId, reception, plan }, metadata: { now: commandContext.now, actor: commandContext.actor } },
      context: commandContext,
    }).catch(async (error: unknown) => {
      // Nothing recorded: a number this request took is free again.
      if (created) await release(key, parcelId);
      throw error;
    });
    const result: ParcelCommandResult = { id: parcelId, status: outcome.state.status, version: outcome.version };
    return json(outcome.replayed ? 200 : 201, result);
  });

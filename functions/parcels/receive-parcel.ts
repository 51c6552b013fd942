import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { receiveParcelInputSchema, type ReceiveParcelInput } from '../../domain/parcel/parcel-input';
import { executeCommand, loadState } from '../platform/command';
import { planInForce } from '../subscriptions/queries';
import type { PlanInForce } from '../../domain/subscription/subscription';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import type { ParcelCommandResult } from '../../domain/parcel/parcel-views';
import { parcelParamsSchema, type ParcelParams } from './parcel-views';
import { clock } from '../platform/clock';

/** The plan of the parcel's owner in force now, from their subscription stream: it fixes the parcel's free storage days for good. */
const planOfOwner = async (streamId: string, now: Date): Promise<PlanInForce> => {
  const { state } = await loadState(parcelDecider, streamId);
  // An unknown parcel is refused by the decider; its plan matters not.
  return state.status === 'unknown' ? { plan: 'free', version: 0 } : planInForce(state.customerId, now);
};

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<ReceiveParcelInput, ParcelParams>>()
  .use(httpPlatform({ name: 'receive-parcel' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: receiveParcelInputSchema, params: parcelParamsSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { parcelId } = context.params;
    const streamId = streamIdOf('parcel', parcelId);
    const plan = await planOfOwner(streamId, commandContext.now);
    const outcome = await executeCommand({
      decider: parcelDecider,
      streamType: 'parcel',
      streamId,
      command: {
        type: 'ReceiveParcel',
        data: { parcelId, measurements: context.body, plan },
        metadata: { now: commandContext.now, actor: commandContext.actor },
      },
      context: commandContext,
    });
    const result: ParcelCommandResult = { id: parcelId, status: outcome.state.status, version: outcome.version };
    return json(200, result);
  });

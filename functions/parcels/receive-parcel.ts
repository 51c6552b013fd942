import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { receiveParcelInputSchema, type ReceiveParcelInput } from '../../domain/parcel/parcel-input';
import { executeCommand, loadState } from '../platform/command';
import { currentPlanOf } from '../customers/queries';
import type { SubscriptionPlan } from '../../domain/pricing/plans';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import type { ParcelCommandResult } from '../../domain/parcel/parcel-views';
import { parcelParamsSchema, type ParcelParams } from './parcel-views';

/** The plan of the parcel's owner now: it fixes the parcel's free storage days for good. */
const planOfOwner = async (streamId: string): Promise<SubscriptionPlan> => {
  const { state } = await loadState(parcelDecider, streamId);
  return state.status === 'unknown' ? 'free' : currentPlanOf(state.customerId);
};

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<ReceiveParcelInput, ParcelParams>>()
  .use(httpPlatform({ name: 'receive-parcel' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: receiveParcelInputSchema, params: parcelParamsSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, new Date());
    const { parcelId } = context.params;
    const streamId = streamIdOf('parcel', parcelId);
    const plan = await planOfOwner(streamId);
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

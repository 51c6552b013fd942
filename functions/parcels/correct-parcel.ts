import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { correctParcelInputSchema, type CorrectParcelInput } from '../../domain/parcel/correction-input';
import type { ParcelCommandResult } from '../../domain/parcel/parcel-views';
import { executeCommand } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { parcelParamsSchema, type ParcelParams } from './parcel-views';
import { clock } from '../platform/clock';

/** Staff correct a parcel's details or status: recorded as events with who and why, never overwritten. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<CorrectParcelInput, ParcelParams>>()
  .use(httpPlatform({ name: 'correct-parcel' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: correctParcelInputSchema, params: parcelParamsSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { parcelId } = context.params;
    const outcome = await executeCommand({
      decider: parcelDecider,
      streamType: 'parcel',
      streamId: streamIdOf('parcel', parcelId),
      command: { type: 'CorrectParcel', data: { parcelId, correction: context.body }, metadata: { now: commandContext.now, actor: commandContext.actor } },
      context: commandContext,
    });
    const result: ParcelCommandResult = { id: parcelId, status: outcome.state.status, version: outcome.version };
    return json(200, result);
  });

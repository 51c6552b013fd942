import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { declareParcelInputSchema, type DeclareParcelInput } from '../../domain/parcel/parcel-input';
import { executeCommand } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idFromCommand } from '../platform/ids';

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<DeclareParcelInput>>()
  .use(httpPlatform({ name: 'declare-parcel' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: declareParcelInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, new Date());
    // Derived from the command, so a retried declaration lands on the same stream and is answered once.
    const parcelId = idFromCommand('parcel', commandContext.commandId);
    const outcome = await executeCommand({
      decider: parcelDecider,
      streamType: 'parcel',
      streamId: streamIdOf('parcel', parcelId),
      command: {
        type: 'DeclareParcel',
        data: { parcelId, customerId: commandContext.actor.id, declaration: context.body },
        metadata: { now: commandContext.now, actor: commandContext.actor },
      },
      context: commandContext,
    });
    return json(outcome.replayed ? 200 : 201, { parcelId, status: outcome.state.status, version: outcome.version });
  });

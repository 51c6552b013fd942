import middy from '@middy/core';
import * as z from 'zod';
import { streamIdOf } from '../../events/envelope';
import { returnDecider, type ReturnCommand } from '../../domain/return/return-commands';
import type { ReturnCommandResult } from '../../domain/return/return-views';
import { executeCommand, loadState, type CommandContext } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { returnParamsSchema, type ReturnParams } from './return-views';
import { clock } from '../platform/clock';

export type ReturnCommandBuilder = (metadata: { now: Date; actor: CommandContext['actor'] }) => ReturnCommand;

/** Every command on a return request: its stream, the decider, the answer with the version to wait for. */
export const runReturnCommand = async (returnId: string, command: ReturnCommandBuilder, context: CommandContext) => {
  const outcome = await executeCommand({
    decider: returnDecider,
    streamType: 'return',
    streamId: streamIdOf('return', returnId),
    command: command({ now: context.now, actor: context.actor }),
    context,
  });
  return { state: outcome.state, version: outcome.version, replayed: outcome.replayed, appended: !outcome.replayed && outcome.events.length > 0 };
};

/** A return request as its events tell it now. */
export const loadReturn = (returnId: string) => loadState(returnDecider, streamIdOf('return', returnId));

/** A staff step on one request: `POST /admin/api/returns/{returnId}/<step>`, its body parsed, the answer with the version. */
export const staffReturnCommandHandler = <Body>(options: { name: string; body: z.ZodType<Body>; command: (returnId: string, body: Body) => ReturnCommandBuilder }) =>
  middy<HttpEvent, HttpResult, Error, ApiContext<Body, ReturnParams>>()
    .use(httpPlatform({ name: options.name }))
    .use(authenticate('admin'))
    .use(parseRequest({ body: options.body, params: returnParamsSchema }))
    .handler(async (_event, context) => {
      const { returnId } = context.params;
      const result = await runReturnCommand(returnId, options.command(returnId, context.body), commandContextOf(context, clock.now()));
      const answer: ReturnCommandResult = { id: returnId, status: result.state.status, version: result.version };
      return json(200, answer);
    });

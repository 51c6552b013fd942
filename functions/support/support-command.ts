import middy from '@middy/core';
import * as z from 'zod';
import { streamIdOf } from '../../events/envelope';
import { supportDecider, type SupportCommand } from '../../domain/support/support-commands';
import type { SupportCommandResult } from '../../domain/support/support-views';
import type { Access } from '../platform/http/access';
import { executeCommand, loadState, type CommandContext } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { clock } from '../platform/clock';

export const conversationParamsSchema = z.strictObject({
  conversationId: z.string().regex(/^[\w-]{1,64}$/, 'Conversation introuvable'),
});
export type ConversationParams = z.infer<typeof conversationParamsSchema>;

export type SupportCommandBuilder = (metadata: { now: Date; actor: CommandContext['actor'] }) => SupportCommand;

/**
 * A thread takes messages from both sides at once: the command path decides a write that lost the race
 * on the stream again on the stream as it now stands (its sequence is the next free one), so every message
 * lands once, numbered in the order the store accepted them. Each round lets one writer through.
 */
export const maxAttempts = 30;

export const runSupportCommand = async (conversationId: string, command: SupportCommandBuilder, context: CommandContext) => {
  const outcome = await executeCommand({
    decider: supportDecider,
    streamType: 'support',
    streamId: streamIdOf('support', conversationId),
    command: command({ now: context.now, actor: context.actor }),
    context,
    maxAttempts,
  });
  return { state: outcome.state, version: outcome.version, events: outcome.events };
};

/** A conversation as its events tell it now. */
export const loadConversation = (conversationId: string) => loadState(supportDecider, streamIdOf('support', conversationId));

const resultOf = (conversationId: string, outcome: Awaited<ReturnType<typeof runSupportCommand>>): SupportCommandResult => {
  const { state } = outcome;
  return {
    conversationId,
    status: state.status === 'unknown' ? 'open' : state.status,
    version: outcome.version,
    lastSequence: state.status === 'unknown' ? 0 : state.lastSequence,
  };
};

/**
 * A command on one conversation, by a customer (`/api/support/...`, their own only) or by staff
 * (`/admin/api/support/...`): its body parsed, the decider judging, the answer with the stream's version.
 */
export const supportCommandHandler = <Body>(options: {
  name: string;
  access: Exclude<Access, 'public'>;
  body: z.ZodType<Body>;
  /** may read what the decider needs to know first (the assignee is a staff member) */
  command: (conversationId: string, body: Body, context: CommandContext) => SupportCommandBuilder | Promise<SupportCommandBuilder>;
}) =>
  middy<HttpEvent, HttpResult, Error, ApiContext<Body, ConversationParams>>()
    .use(httpPlatform({ name: options.name }))
    .use(authenticate(options.access))
    .use(parseRequest({ body: options.body, params: conversationParamsSchema }))
    .handler(async (_event, context) => {
      const { conversationId } = context.params;
      const commandContext = commandContextOf(context, clock.now());
      const outcome = await runSupportCommand(conversationId, await options.command(conversationId, context.body, commandContext), commandContext);
      return json(200, resultOf(conversationId, outcome));
    });

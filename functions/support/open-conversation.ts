import middy from '@middy/core';
import { openConversationInputSchema, type OpenConversationInput } from '../../domain/support/support-input';
import type { SupportCommandResult } from '../../domain/support/support-views';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idFromCommand } from '../platform/ids';
import { planInForce } from '../subscriptions/queries';
import { runSupportCommand } from './support-command';
import { clock } from '../platform/clock';

/**
 * A customer opens a conversation with a category and a first message. The plan in force, read from
 * the customer's subscription stream, sets its priority; ids derive from the command, so a retry
 * finds the conversation it opened.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<OpenConversationInput>>()
  .use(httpPlatform({ name: 'open-conversation' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: openConversationInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const customerId = sessionOf(context).userId;
    const conversationId = idFromCommand('support', commandContext.commandId);
    const plan = await planInForce(customerId, commandContext.now);
    const outcome = await runSupportCommand(
      conversationId,
      (metadata) => ({
        type: 'OpenSupportConversation',
        data: { conversationId, customerId, messageId: idFromCommand('support-message', commandContext.commandId), input: context.body, plan },
        metadata,
      }),
      commandContext,
    );
    const result: SupportCommandResult = { conversationId, status: 'open', version: outcome.version, lastSequence: 1 };
    return json(201, result);
  });

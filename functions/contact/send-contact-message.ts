import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { contactDecider } from '../../domain/contact/contact';
import { contactMessageInputSchema, type ContactMessageInput } from '../../domain/contact/contact-input';
import { executeCommand } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, rateLimit, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idFromCommand } from '../platform/ids';
import { clock } from '../platform/clock';

/** Anyone may write to support; a signed-in customer's message is linked to their account. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<ContactMessageInput>>()
  .use(httpPlatform({ name: 'send-contact-message' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: contactMessageInputSchema }))
  .use(
    rateLimit([
      { rule: 'contactMessagesByEmail', by: 'email', count: 'requests' },
      { rule: 'contactMessagesByIp', by: 'ip', count: 'requests' },
    ]),
  )
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { now, actor } = commandContext;
    const messageId = idFromCommand('contact', commandContext.commandId);
    const outcome = await executeCommand({
      decider: contactDecider,
      streamType: 'contact',
      streamId: streamIdOf('contact', messageId),
      command: { type: 'SendContactMessage', data: { messageId, customerId: context.session?.userId ?? null, message: context.body }, metadata: { now, actor } },
      context: commandContext,
    });
    return json(outcome.replayed ? 200 : 201, { messageId });
  });

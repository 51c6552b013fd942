import { postMessageInputSchema } from '../../domain/support/support-input';
import { idFromCommand } from '../platform/ids';
import { supportCommandHandler } from './support-command';

/** A customer writes in their own conversation (500 characters, not empty). */
export const handler = supportCommandHandler({
  name: 'post-my-message',
  access: 'customer',
  body: postMessageInputSchema,
  command: (conversationId, body, context) => (metadata) => ({
    type: 'PostSupportMessage',
    data: { conversationId, messageId: idFromCommand('support-message', context.commandId), text: body.message },
    metadata,
  }),
});

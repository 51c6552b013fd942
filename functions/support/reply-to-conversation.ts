import { postMessageInputSchema } from '../../domain/support/support-input';
import { idFromCommand } from '../platform/ids';
import { supportCommandHandler } from './support-command';

/** Back office: staff reply in a conversation (500 characters, not empty). */
export const handler = supportCommandHandler({
  name: 'reply-to-conversation',
  access: 'admin',
  body: postMessageInputSchema,
  command: (conversationId, body, context) => (metadata) => ({
    type: 'PostSupportMessage',
    data: { conversationId, messageId: idFromCommand('support-message', context.commandId), text: body.message },
    metadata,
  }),
});

import { markReadInputSchema } from '../../domain/support/support-input';
import { supportCommandHandler } from './support-command';

/** The customer has read their thread up to a message: the unread badge follows. */
export const handler = supportCommandHandler({
  name: 'mark-my-conversation-read',
  access: 'customer',
  body: markReadInputSchema,
  command: (conversationId, body) => (metadata) => ({ type: 'MarkSupportConversationRead', data: { conversationId, upToSequence: body.upToSequence }, metadata }),
});

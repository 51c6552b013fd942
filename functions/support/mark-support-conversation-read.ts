import { markReadInputSchema } from '../../domain/support/support-input';
import { supportCommandHandler } from './support-command';

/** Back office: staff have read the thread up to a message (the inbox's unread counts). */
export const handler = supportCommandHandler({
  name: 'mark-support-conversation-read',
  access: 'admin',
  body: markReadInputSchema,
  command: (conversationId, body) => (metadata) => ({ type: 'MarkSupportConversationRead', data: { conversationId, upToSequence: body.upToSequence }, metadata }),
});

import { assignConversationInputSchema } from '../../domain/support/support-input';
import { supportCommandHandler } from './support-command';

/** Back office: a conversation is given to one staff member. */
export const handler = supportCommandHandler({
  name: 'assign-support-conversation',
  access: 'admin',
  body: assignConversationInputSchema,
  command: (conversationId, body) => (metadata) => ({ type: 'AssignSupportConversation', data: { conversationId, staffId: body.staffId }, metadata }),
});

import { assignConversationInputSchema } from '../../domain/support/support-input';
import { staffMember } from '../customers/queries';
import { supportCommandHandler } from './support-command';

/** Back office: a conversation is given to one staff member (the decider refuses anyone else: a customer, an unknown id). */
export const handler = supportCommandHandler({
  name: 'assign-support-conversation',
  access: 'admin',
  body: assignConversationInputSchema,
  command: async (conversationId, body) => {
    const assigneeIsStaff = (await staffMember(body.staffId)) !== undefined;
    return (metadata) => ({ type: 'AssignSupportConversation', data: { conversationId, staffId: body.staffId, assigneeIsStaff }, metadata });
  },
});

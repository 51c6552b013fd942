import { emptyBodySchema } from '../platform/http/empty-body';
import { supportCommandHandler } from './support-command';

/** Back office: staff close a conversation. */
export const handler = supportCommandHandler({
  name: 'close-support-conversation',
  access: 'admin',
  body: emptyBodySchema,
  command: (conversationId) => (metadata) => ({ type: 'CloseSupportConversation', data: { conversationId }, metadata }),
});

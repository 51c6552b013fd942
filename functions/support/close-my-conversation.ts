import { emptyBodySchema } from '../platform/http/empty-body';
import { supportCommandHandler } from './support-command';

/** The customer closes their conversation. */
export const handler = supportCommandHandler({
  name: 'close-my-conversation',
  access: 'customer',
  body: emptyBodySchema,
  command: (conversationId) => (metadata) => ({ type: 'CloseSupportConversation', data: { conversationId }, metadata }),
});

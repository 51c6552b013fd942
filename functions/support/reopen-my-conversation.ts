import { emptyBodySchema } from '../platform/http/empty-body';
import { supportCommandHandler } from './support-command';

/** The customer reopens a closed conversation to write again. */
export const handler = supportCommandHandler({
  name: 'reopen-my-conversation',
  access: 'customer',
  body: emptyBodySchema,
  command: (conversationId) => (metadata) => ({ type: 'ReopenSupportConversation', data: { conversationId }, metadata }),
});

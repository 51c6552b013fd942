import { emptyBodySchema } from '../platform/http/empty-body';
import { supportCommandHandler } from './support-command';

/** Back office: staff reopen a closed conversation. */
export const handler = supportCommandHandler({
  name: 'reopen-support-conversation',
  access: 'admin',
  body: emptyBodySchema,
  command: (conversationId) => (metadata) => ({ type: 'ReopenSupportConversation', data: { conversationId }, metadata }),
});

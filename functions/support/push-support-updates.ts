import type { EventBridgeEvent } from 'aws-lambda';
import { parseStoredEvent } from '../../events/catalog';
import type { SupportPush } from '../../domain/support/support-views';
import { connectionsOfUser, pushToConnections, staffConnections } from '../platform/live';
import { loadConversation } from './support-command';

/**
 * Live updates of the chat: a new message goes to the customer's sockets and to the staff's, whoever
 * wrote it (the writer's other tabs follow too; the pages ignore a message they already show); other
 * changes of a conversation (read, assigned, closed, reopened) tell both sides to read it again. A push
 * is a hint: a page that missed it catches up by asking what follows the last message it has.
 */
export const handler = async (event: Pick<EventBridgeEvent<string, unknown>, 'detail'>): Promise<void> => {
  const stored = parseStoredEvent(event.detail);
  if (stored.streamType !== 'support') return;
  let push: SupportPush;
  let customerId: string;
  switch (stored.type) {
    case 'SupportConversationOpened':
      customerId = stored.data.customerId;
      push = {
        kind: 'support-message',
        message: { messageId: stored.data.messageId, conversationId: stored.data.conversationId, sequence: 1, author: 'customer', text: stored.data.text, at: stored.occurredAt },
      };
      break;
    case 'SupportMessagePosted': {
      const { data } = stored;
      customerId = data.customerId;
      push = { kind: 'support-message', message: { messageId: data.messageId, conversationId: data.conversationId, sequence: data.sequence, author: data.author, text: data.text, at: stored.occurredAt } };
      break;
    }
    case 'SupportConversationRead':
    case 'SupportConversationAssigned':
    case 'SupportConversationClosed':
    case 'SupportConversationReopened': {
      const { state } = await loadConversation(stored.data.conversationId);
      if (state.status === 'unknown') return;
      customerId = state.customerId;
      push = { kind: 'support-conversation', conversationId: stored.data.conversationId };
      break;
    }
    default:
      return;
  }
  const [customer, staff] = await Promise.all([connectionsOfUser(customerId), staffConnections()]);
  await pushToConnections([...customer, ...staff], push);
};

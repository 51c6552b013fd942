import type { TableDefinition } from '../platform/tables';

/**
 * Support conversations: one row per conversation. The customer's list by last activity (newest
 * first); the staff inbox, sparse, holds open conversations only, Premium first then oldest first;
 * every conversation by last activity for the inbox's "all" view.
 */
export const supportConversationsTable = {
  name: 'SupportConversationsReadModel',
  envVar: 'SUPPORT_CONVERSATIONS_TABLE',
  partitionKey: { name: 'conversationId', type: 'S' },
  indexes: {
    byCustomer: { partitionKey: { name: 'customerId', type: 'S' }, sortKey: { name: 'activityKey', type: 'S' } },
    inbox: { partitionKey: { name: 'inboxPartition', type: 'S' }, sortKey: { name: 'inboxKey', type: 'S' } },
    all: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'activityKey', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

/** Support messages: one row per message, a thread read in order through its sequence (a page at a time). */
export const supportMessagesTable = {
  name: 'SupportMessagesReadModel',
  envVar: 'SUPPORT_MESSAGES_TABLE',
  partitionKey: { name: 'messageId', type: 'S' },
  indexes: {
    thread: { partitionKey: { name: 'conversationId', type: 'S' }, sortKey: { name: 'sequenceKey', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

/** A sequence as a sort key (ten digits, so that text order is number order). */
export const sequenceKeyOf = (sequence: number): string => String(sequence).padStart(10, '0');

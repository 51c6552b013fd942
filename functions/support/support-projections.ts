import * as z from 'zod';
import { supportCategories, supportPriorities, supportSides, type SupportPriority } from '../../events/support-events';
import { supportStatuses, type SupportStatus } from '../../domain/support/support-conversation';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';
import { sequenceKeyOf, supportConversationsTable, supportMessagesTable } from './support-tables';

export const supportConversationRowSchema = z.object({
  conversationId: z.string(),
  customerId: z.string(),
  category: z.enum(supportCategories),
  subject: z.string(),
  priority: z.enum(supportPriorities),
  status: z.enum(supportStatuses),
  openedAt: z.string(),
  updatedAt: z.string(),
  lastSequence: z.number().int(),
  lastMessage: z.object({ text: z.string(), author: z.enum(supportSides), at: z.string() }),
  readUpTo: z.object({ customer: z.number().int(), staff: z.number().int() }),
  assignedTo: z.string().nullable(),
  listPartition: z.literal('support'),
  /** last message (or close, reopen) time, then id: the customer's list and the inbox's "all" view, newest first */
  activityKey: z.string(),
  /** present while open only (sparse inbox): Premium first, then the oldest */
  inboxPartition: z.literal('open').optional(),
  inboxKey: z.string().optional(),
});
export type SupportConversationRow = z.infer<typeof supportConversationRowSchema>;

const priorityRank: Readonly<Record<SupportPriority, string>> = { premium: '0', normal: '1' };

/** The status and the inbox keys that follow it. */
const withStatus = (row: SupportConversationRow, status: SupportStatus, at: string): SupportConversationRow => {
  const { inboxPartition: _partition, inboxKey: _key, ...rest } = row;
  const next = { ...rest, status, updatedAt: at, activityKey: `${at}#${row.conversationId}` };
  return status === 'open' ? { ...next, inboxPartition: 'open', inboxKey: `${priorityRank[row.priority]}#${row.openedAt}#${row.conversationId}` } : next;
};

type ConversationEventType =
  | 'SupportConversationOpened'
  | 'SupportMessagePosted'
  | 'SupportConversationRead'
  | 'SupportConversationAssigned'
  | 'SupportConversationClosed'
  | 'SupportConversationReopened';

export const supportConversationsProjection: Projection<SupportConversationRow, ConversationEventType, typeof supportConversationsTable> = {
  name: 'project-support-conversations',
  description: 'Projection des conversations du support (liste du client, boîte de réception de l’équipe)',
  table: supportConversationsTable,
  eventTypes: ['SupportConversationOpened', 'SupportMessagePosted', 'SupportConversationRead', 'SupportConversationAssigned', 'SupportConversationClosed', 'SupportConversationReopened'],
  rowSchema: supportConversationRowSchema,
  keyOf: (event) => ({ conversationId: event.data.conversationId }),
  evolve: (row, event) => {
    const at = event.occurredAt;
    if (event.type === 'SupportConversationOpened') {
      const { data } = event;
      const opened: SupportConversationRow = {
        conversationId: data.conversationId,
        customerId: data.customerId,
        category: data.category,
        subject: data.subject,
        priority: data.priority,
        status: 'open',
        openedAt: at,
        updatedAt: at,
        lastSequence: 1,
        lastMessage: { text: data.text, author: 'customer', at },
        readUpTo: { customer: 1, staff: 0 },
        assignedTo: null,
        listPartition: 'support',
        activityKey: `${at}#${data.conversationId}`,
      };
      return withStatus(opened, 'open', at);
    }
    if (!row) return row;
    switch (event.type) {
      case 'SupportMessagePosted': {
        const { data } = event;
        return {
          ...row,
          updatedAt: at,
          activityKey: `${at}#${row.conversationId}`,
          lastSequence: data.sequence,
          lastMessage: { text: data.text, author: data.author, at },
          readUpTo: { ...row.readUpTo, [data.author]: data.sequence },
        };
      }
      case 'SupportConversationRead':
        return { ...row, readUpTo: { ...row.readUpTo, [event.data.side]: event.data.upToSequence } };
      case 'SupportConversationAssigned':
        return { ...row, assignedTo: event.data.staffId };
      case 'SupportConversationClosed':
        return withStatus(row, 'closed', at);
      case 'SupportConversationReopened':
        return withStatus(row, 'open', at);
      default:
        return assertNever(event);
    }
  },
};

export const supportMessageRowSchema = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  sequence: z.number().int(),
  sequenceKey: z.string(),
  author: z.enum(supportSides),
  authorId: z.string(),
  text: z.string(),
  at: z.string(),
});
export type SupportMessageRow = z.infer<typeof supportMessageRowSchema>;

export const supportMessagesProjection: Projection<SupportMessageRow, 'SupportConversationOpened' | 'SupportMessagePosted', typeof supportMessagesTable> = {
  name: 'project-support-messages',
  description: 'Projection des messages du support, un par message, dans l’ordre de leur fil',
  table: supportMessagesTable,
  eventTypes: ['SupportConversationOpened', 'SupportMessagePosted'],
  rowSchema: supportMessageRowSchema,
  keyOf: (event) => ({ messageId: event.data.messageId }),
  rowPerEvent: true,
  evolve: (_row, event) => {
    const at = event.occurredAt;
    switch (event.type) {
      case 'SupportConversationOpened':
        return { messageId: event.data.messageId, conversationId: event.data.conversationId, sequence: 1, sequenceKey: sequenceKeyOf(1), author: 'customer', authorId: event.data.customerId, text: event.data.text, at };
      case 'SupportMessagePosted': {
        const { data } = event;
        return { messageId: data.messageId, conversationId: data.conversationId, sequence: data.sequence, sequenceKey: sequenceKeyOf(data.sequence), author: data.author, authorId: data.authorId, text: data.text, at };
      }
      default:
        return assertNever(event);
    }
  },
};

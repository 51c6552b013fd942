import { createHash } from 'node:crypto';
import * as z from 'zod';
import { streamIdOf } from '../../events/envelope';
import type { SupportSide } from '../../events/support-events';
import type { SupportConversationView, SupportMessageView, SupportThread } from '../../domain/support/support-views';
import { conversationNotFoundMessage } from '../../domain/support/support-commands';
import { NotFoundError } from '../../domain/shared/errors';
import { json, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getRow, getVisibleRowAtVersion, queryPage } from '../platform/read-models';
import { supportConversationsProjection, supportMessagesProjection, type SupportConversationRow, type SupportMessageRow } from './support-projections';
import { sequenceKeyOf } from './support-tables';

export const toConversationView = (row: SupportConversationRow, side: SupportSide): SupportConversationView => ({
  conversationId: row.conversationId,
  customerId: row.customerId,
  category: row.category,
  subject: row.subject,
  priority: row.priority,
  status: row.status,
  openedAt: row.openedAt,
  updatedAt: row.updatedAt,
  lastSequence: row.lastSequence,
  lastMessage: row.lastMessage,
  unread: Math.max(0, row.lastSequence - row.readUpTo[side]),
  assignedTo: row.assignedTo,
});

const toMessageView = (row: SupportMessageRow): SupportMessageView => ({
  messageId: row.messageId,
  conversationId: row.conversationId,
  sequence: row.sequence,
  author: row.author,
  text: row.text,
  at: row.at,
});

/** A conversation the asker may read: a customer their own only, answered as missing otherwise. */
export const readableConversation = async (
  conversationId: string,
  asker: { customerId: string } | 'staff',
  /** the stream version a command returned: the row is waited for until it reflects it */
  atLeastVersion = 0,
): Promise<SupportConversationRow> => {
  const visible = (row: SupportConversationRow) => asker === 'staff' || row.customerId === asker.customerId;
  if (atLeastVersion > 0) {
    const shown = await getVisibleRowAtVersion(supportConversationsProjection, { conversationId }, { streamId: streamIdOf('support', conversationId), atLeastVersion, visible });
    if (shown.found === 'row') return shown.row;
    if (shown.found === 'absent') throw new NotFoundError(conversationNotFoundMessage);
    // Still behind after the wait: what the read model holds, as without a version.
  }
  const row = await getRow(supportConversationsProjection, { conversationId });
  if (!row || !visible(row)) throw new NotFoundError(conversationNotFoundMessage);
  return row;
};

export const threadQuerySchema = z.strictObject({
  /** the last sequence the reader already has: only later messages are sent (a reconnected widget catching up) */
  after: z.coerce.number().int().min(0).default(0),
  cursor: z.string().max(1024).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(100),
});
export type ThreadQuery = z.infer<typeof threadQuerySchema>;

/** One page of a thread, in order, after the sequence the reader has. */
export const threadPage = async (row: SupportConversationRow, side: SupportSide, query: ThreadQuery): Promise<SupportThread> => {
  const { rows, nextCursor } = await queryPage(supportMessagesProjection, {
    indexName: 'thread',
    partition: row.conversationId,
    descending: false,
    limit: query.perPage,
    cursor: query.cursor,
    sortKeyRange: { between: [sequenceKeyOf(query.after + 1), sequenceKeyOf(9_999_999_999)] },
  });
  return { conversation: toConversationView(row, side), messages: rows.map(toMessageView), nextCursor };
};

/**
 * The polling fallback: the answer carries an ETag of its content, and a reader who sends it back in
 * If-None-Match while nothing changed gets a bodiless 304.
 */
export const jsonWithEtag = (event: HttpEvent, body: unknown): HttpResult => {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  if (event.headers?.['if-none-match'] === etag) return { statusCode: 304, headers: { etag } };
  return { ...json(200, body, { etag }), body: text };
};

import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../events/catalog';
import type { SupportEvent } from '../../events/support-events';
import { supportConversationsProjection, type SupportConversationRow } from './support-projections';

const stored = (event: SupportEvent, version: number, occurredAt: string): StoredEvent =>
  ({
    ...event,
    eventId: '01KAMZ3Q0000000000000000AB',
    streamId: `support-${event.data.conversationId}`,
    streamType: 'support',
    version,
    schemaVersion: 1,
    occurredAt,
    actor: { kind: 'customer', id: 'c' },
    correlationId: 'x',
    causationId: null,
    commandId: 'k',
  }) as StoredEvent;

const opened = (conversationId: string, priority: 'premium' | 'normal', at: string) =>
  supportConversationsProjection.evolve(
    undefined,
    stored(
      { type: 'SupportConversationOpened', data: { conversationId, customerId: 'c', category: 'general', subject: 'Bonjour', messageId: `${conversationId}-m1`, text: 'Bonjour', plan: priority === 'premium' ? 'premium_monthly' : 'free', planVersion: 1, priority } },
      1,
      at,
    ) as never,
  ) as SupportConversationRow;

describe('the support inbox’s order', () => {
  it('puts every open Premium conversation before the others, then the oldest first', () => {
    const rows = [opened('n-old', 'normal', '2026-11-20T08:00:00.000Z'), opened('p-new', 'premium', '2026-11-26T09:00:00.000Z'), opened('p-old', 'premium', '2026-11-25T09:00:00.000Z'), opened('n-new', 'normal', '2026-11-26T10:00:00.000Z')];
    const inbox = [...rows].sort((a, b) => String(a.inboxKey).localeCompare(String(b.inboxKey))).map((row) => row.conversationId);
    expect(inbox).toEqual(['p-old', 'p-new', 'n-old', 'n-new']);
  });

  it('takes a closed conversation out of the inbox and brings it back when reopened, in its first place', () => {
    const row = opened('p-old', 'premium', '2026-11-25T09:00:00.000Z');
    const closed = supportConversationsProjection.evolve(row, stored({ type: 'SupportConversationClosed', data: { conversationId: 'p-old', by: 'staff' } }, 2, '2026-11-26T09:00:00.000Z') as never) as SupportConversationRow;
    expect(closed.inboxPartition).toBeUndefined();
    expect(closed.status).toBe('closed');
    const reopened = supportConversationsProjection.evolve(closed, stored({ type: 'SupportConversationReopened', data: { conversationId: 'p-old', by: 'customer' } }, 3, '2026-11-26T10:00:00.000Z') as never) as SupportConversationRow;
    expect(reopened.inboxPartition).toBe('open');
    expect(reopened.inboxKey).toBe(row.inboxKey);
  });

  it('counts for each side what the other wrote since its read mark', () => {
    const row = opened('c1', 'normal', '2026-11-25T09:00:00.000Z');
    const replied = supportConversationsProjection.evolve(
      row,
      stored({ type: 'SupportMessagePosted', data: { conversationId: 'c1', customerId: 'c', messageId: 'm2', sequence: 2, author: 'staff', authorId: 'a', text: 'Réponse' } }, 2, '2026-11-25T10:00:00.000Z') as never,
    ) as SupportConversationRow;
    expect(replied.readUpTo).toEqual({ customer: 1, staff: 2 });
    expect(replied.lastSequence - replied.readUpTo.customer).toBe(1);
  });
});

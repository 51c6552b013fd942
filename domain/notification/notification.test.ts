import { describe, it } from 'vitest';
import type { NotificationSent, NotificationWithheld } from '../../events/notification-events';
import { deciderSpec } from '../shared/decider-spec';
import { notificationDecider } from './notification';

const spec = deciderSpec(notificationDecider);
const metadata = { now: new Date('2027-01-15T10:00:00.000Z'), actor: { kind: 'system' as const, id: 'notifications' } };
const base = { notificationId: 'n1', customerId: 'c1', template: 'storage_reminder', causeId: 'e1', personal: { to: 'ines@example.com', subject: 'Rappel' } };
const sent: NotificationSent = { type: 'NotificationSent', data: { ...base, sentAt: '2027-01-15T10:00:00.000Z', messageId: 'm1', unsubscribeTokenHash: 'h' } };
const withheld: NotificationWithheld = { type: 'NotificationWithheld', data: { ...base, withheldAt: '2027-01-15T10:00:00.000Z', reason: 'unsubscribed' } };

describe('notification record', () => {
  it('records a sent mail once: a retried record adds nothing', () => {
    spec.given([]).when({ type: 'RecordSentNotification', record: sent.data, metadata }).then([sent]);
    spec.given([sent]).when({ type: 'RecordSentNotification', record: sent.data, metadata }).then([]);
  });

  it('records a mail withheld for a customer who turned its category off, once', () => {
    spec.given([]).when({ type: 'RecordWithheldNotification', record: withheld.data, metadata }).then([withheld]);
    spec.given([withheld]).when({ type: 'RecordSentNotification', record: sent.data, metadata }).then([]);
  });
});

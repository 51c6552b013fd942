import * as z from 'zod';
import { assertNever } from '../../domain/shared/decider';
import type { Projection } from '../platform/projection';
import { notificationsTable } from './notifications-table';

export const notificationRowSchema = z.object({
  notificationId: z.string(),
  customerId: z.string(),
  /** sort key of the customer's list: the instant, then the id */
  atKey: z.string(),
  at: z.string(),
  to: z.string(),
  template: z.string(),
  causeId: z.string(),
  subject: z.string(),
  outcome: z.enum(['sent', 'unsubscribed']),
  /** SES's id of the message, '' when nothing was sent */
  messageId: z.string(),
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;

export const notificationsProjection: Projection<NotificationRow, 'NotificationSent' | 'NotificationWithheld', typeof notificationsTable> = {
  name: 'project-notifications',
  description: 'Projection des e-mails envoyés aux clients (fiche client du back-office)',
  table: notificationsTable,
  eventTypes: ['NotificationSent', 'NotificationWithheld'],
  rowSchema: notificationRowSchema,
  keyOf: (event) => ({ notificationId: event.data.notificationId }),
  // No counter: every mail would pay its moves (three writes) for a total staff do not need to page.
  evolve: (_row, event) => {
    const { data } = event;
    const common = { notificationId: data.notificationId, customerId: data.customerId, to: data.personal.to, subject: data.personal.subject, template: data.template, causeId: data.causeId };
    switch (event.type) {
      case 'NotificationSent':
        return { ...common, at: event.data.sentAt, atKey: `${event.data.sentAt}#${data.notificationId}`, outcome: 'sent', messageId: event.data.messageId };
      case 'NotificationWithheld':
        return { ...common, at: event.data.withheldAt, atKey: `${event.data.withheldAt}#${data.notificationId}`, outcome: 'unsubscribed', messageId: '' };
      default:
        return assertNever(event);
    }
  },
};

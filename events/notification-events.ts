import * as z from 'zod';
import { defineEvent } from './define-event';

export { notificationCategories, notificationCategorySchema, notificationPreferencesSchema } from './notification-terms';
export type { NotificationCategory, NotificationPreferences } from './notification-terms';

const recordSchema = z.object({
  notificationId: z.string().min(1),
  customerId: z.string().min(1),
  /** the template's kind (`package_received`, `storage_reminder`, ...) */
  template: z.string().min(1),
  /** what caused it: the id of the event it tells, or of the request that asked for it */
  causeId: z.string().min(1),
  personal: z.object({ to: z.string(), subject: z.string() }),
});

/** A customer mail left for SES, with its message id. */
export const notificationSent = defineEvent({
  type: 'NotificationSent',
  schemaVersion: 1,
  schema: recordSchema.extend({
    sentAt: z.iso.datetime(),
    messageId: z.string(),
    /** SHA-256 of the unsubscribe link's token (non-transactional mails only): the token lives only in the mail */
    unsubscribeTokenHash: z.string().nullable(),
  }),
  personalFields: ['personal'],
});

/** A mail not sent, and why: the customer turned its category off. */
export const notificationWithheld = defineEvent({
  type: 'NotificationWithheld',
  schemaVersion: 1,
  schema: recordSchema.extend({ withheldAt: z.iso.datetime(), reason: z.literal('unsubscribed') }),
  personalFields: ['personal'],
});

export const notificationEventDefinitions = [notificationSent, notificationWithheld] as const;

type EventOf<Definition> = Definition extends { type: infer Type; schema: infer Schema extends z.ZodType }
  ? { type: Type; data: z.infer<Schema> }
  : never;
export type NotificationEvent = EventOf<(typeof notificationEventDefinitions)[number]>;
export type NotificationSent = EventOf<typeof notificationSent>;
export type NotificationWithheld = EventOf<typeof notificationWithheld>;

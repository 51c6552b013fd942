import * as z from 'zod';
import { notificationPreferencesSchema } from '../../events/notification-terms';

/** « Mon compte » : which mails the customer receives, one checkbox per category (French labels in the app). */
export const notificationPreferencesViewSchema = z.object({ preferences: notificationPreferencesSchema, version: z.number().int().min(0) });
export type NotificationPreferencesView = z.infer<typeof notificationPreferencesViewSchema>;

/** The body of a change of preferences: every category said, true or false. */
export const notificationPreferencesInputSchema = z.strictObject({
  preferences: notificationPreferencesSchema.describe('Précisez pour chaque catégorie si vous souhaitez recevoir ces e-mails.'),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;

/** One line of « E-mails envoyés » on the customer's record in the back office. */
export const sentNotificationViewSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** the template's French name */
  templateLabel: z.string(),
  template: z.string(),
  subject: z.string(),
  to: z.string(),
  /** what caused it: an event's id, or the request's */
  causeId: z.string(),
  /** `sent`, or `unsubscribed`: not sent, the customer turned this category off (« non envoyé : désinscrit ») */
  outcome: z.enum(['sent', 'unsubscribed']),
  messageId: z.string(),
});
export type SentNotificationView = z.infer<typeof sentNotificationViewSchema>;

/** A page of « E-mails envoyés », by cursor; `total` only when the whole list fits in the first page (no counter is kept). */
export const sentNotificationPageSchema = z.object({ items: z.array(sentNotificationViewSchema), nextCursor: z.string().nullable(), total: z.number().int().min(0).nullable() });
export type SentNotificationPage = z.infer<typeof sentNotificationPageSchema>;

import * as z from 'zod';

/**
 * The customer's mail preferences, apart from the event definitions (`notification-events.ts`) so that
 * the account page loads them alone (each event's schema is built when its module is evaluated).
 *
 * The kinds of mail a customer may turn off. Everything else the centre sends is transactional (a
 * parcel received, a quote, an invoice, an account link) and always goes.
 */
export const notificationCategories = ['storage_reminders'] as const;
export const notificationCategorySchema = z.enum(notificationCategories);
export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

/** One line per category: true when the customer receives it (every category is on until turned off). */
export const notificationPreferencesSchema = z.strictObject({ storage_reminders: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

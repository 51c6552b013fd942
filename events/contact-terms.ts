/**
 * The contact form's categories, apart from the event definition (`contact-events.ts`) so that the
 * contact page loads them alone (an event's schema is built when its module is evaluated).
 */
export const contactCategories = ['general', 'shipping', 'billing', 'account', 'buy_for_me', 'returns', 'partnership'] as const;
export type ContactCategory = (typeof contactCategories)[number];

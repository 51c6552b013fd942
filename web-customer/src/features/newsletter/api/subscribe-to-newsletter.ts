import * as z from 'zod';
import { api } from '@/lib/api-client';

export const newsletterSubscriptionResultSchema = z.object({
  status: z.enum(['confirmation_sent', 'already_subscribed']),
});
export type NewsletterSubscriptionResult = z.infer<typeof newsletterSubscriptionResultSchema>;

/** POST /newsletter/subscriptions (double opt-in: the API e-mails a confirmation link). */
export const subscribeToNewsletter = (email: string): Promise<NewsletterSubscriptionResult> =>
  api.post('/newsletter/subscriptions', { email }, newsletterSubscriptionResultSchema);

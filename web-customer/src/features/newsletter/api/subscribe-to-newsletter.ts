import * as z from 'zod';
import { newsletterMessages, newsletterSubscriptionInputSchema } from '@domain/newsletter/newsletter-input';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export const newsletterSubscriptionResultSchema = z.object({
  status: z.enum(['confirmation_sent', 'already_subscribed']),
});
export type NewsletterSubscriptionResult = z.infer<typeof newsletterSubscriptionResultSchema>;

/** POST /newsletter/subscriptions (double opt-in: the API e-mails a confirmation link). */
export const subscribeToNewsletter = (email: string): Promise<NewsletterSubscriptionResult> =>
  api.post('/newsletter/subscriptions', { email }, newsletterSubscriptionResultSchema);

export const newsletterSuccessMessages: Record<NewsletterSubscriptionResult['status'], string> = {
  confirmation_sent: newsletterMessages.confirmationSent,
  already_subscribed: newsletterMessages.alreadySubscribed,
};

export type NewsletterFeedback = { tone: 'success' | 'error'; text: string; isFieldError?: boolean };

/**
 * The footer form's "S'inscrire": the domain's check of the address, then the API, as the message to
 * show. The footer is on every public page: the form loads this module (zod, the API client) at its
 * first submission rather than with the page, hence a function and not a TanStack Query mutation.
 */
export const submitNewsletterSubscription = async (email: string): Promise<NewsletterFeedback> => {
  const parsed = newsletterSubscriptionInputSchema.safeParse({ email });
  if (!parsed.success) {
    return { tone: 'error', text: parsed.error.issues[0]?.message ?? newsletterMessages.emailRequired, isFieldError: true };
  }
  try {
    const { status } = await subscribeToNewsletter(parsed.data.email);
    return { tone: 'success', text: newsletterSuccessMessages[status] };
  } catch (error) {
    const network = isApiError(error) && error.kind === 'network';
    return { tone: 'error', text: network ? newsletterMessages.network : newsletterMessages.failure };
  }
};

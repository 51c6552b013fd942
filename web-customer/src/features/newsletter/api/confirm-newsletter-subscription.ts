import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import type { NewsletterLinkInput } from '@domain/newsletter/newsletter-input';
import { api } from '@/lib/api-client';

export const confirmNewsletterSubscriptionResultSchema = z.object({
  status: z.literal('confirmed'),
});

export type ConfirmNewsletterSubscriptionResult = z.infer<typeof confirmNewsletterSubscriptionResultSchema>;

/** POST /newsletter/confirmation: the double opt-in link of the confirmation e-mail. */
export const confirmNewsletterSubscription = (input: NewsletterLinkInput): Promise<ConfirmNewsletterSubscriptionResult> =>
  api.post(
    '/newsletter/confirmation',
    { subscriberId: input.subscriberId, token: input.token },
    confirmNewsletterSubscriptionResultSchema,
  );

/** Nothing the app caches depends on the newsletter: no invalidation. */
export const useConfirmNewsletterSubscription = () => useMutation({ mutationFn: confirmNewsletterSubscription });

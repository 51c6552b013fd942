import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import type { NewsletterLinkInput } from '@domain/newsletter/newsletter-input';
import { api } from '@/lib/api-client';

export const unsubscribeFromNewsletterResultSchema = z.object({
  status: z.literal('unsubscribed'),
});

export type UnsubscribeFromNewsletterResult = z.infer<typeof unsubscribeFromNewsletterResultSchema>;

/** POST /newsletter/unsubscription: the unsubscribe link of every newsletter e-mail. */
export const unsubscribeFromNewsletter = (input: NewsletterLinkInput): Promise<UnsubscribeFromNewsletterResult> =>
  api.post(
    '/newsletter/unsubscription',
    { subscriberId: input.subscriberId, token: input.token },
    unsubscribeFromNewsletterResultSchema,
  );

/** Nothing the app caches depends on the newsletter: no invalidation. */
export const useUnsubscribeFromNewsletter = () => useMutation({ mutationFn: unsubscribeFromNewsletter });

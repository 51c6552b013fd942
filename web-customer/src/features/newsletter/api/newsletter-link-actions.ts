import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import type { NewsletterLinkInput } from '@domain/newsletter/newsletter-input';
import { api } from '@/lib/api-client';

/** A link of the newsletter e-mails: POSTs the subscriber and the token, answered with the new status. */
const newsletterLinkAction = <Status extends string>(path: string, status: Status) => {
  const resultSchema = z.object({ status: z.literal(status) });
  return (input: NewsletterLinkInput): Promise<{ status: Status }> =>
    api.post(path, { subscriberId: input.subscriberId, token: input.token }, resultSchema);
};

/** POST /newsletter/confirmation: the double opt-in link of the confirmation e-mail. */
const confirmNewsletterSubscription = newsletterLinkAction('/newsletter/confirmation', 'confirmed');

/** POST /newsletter/unsubscription: the unsubscribe link of every newsletter e-mail. */
const unsubscribeFromNewsletter = newsletterLinkAction('/newsletter/unsubscription', 'unsubscribed');

// Nothing the app caches depends on the newsletter: no invalidation.
export const useConfirmNewsletterSubscription = () => useMutation({ mutationFn: confirmNewsletterSubscription });
export const useUnsubscribeFromNewsletter = () => useMutation({ mutationFn: unsubscribeFromNewsletter });

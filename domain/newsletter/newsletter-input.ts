import * as z from 'zod';
import { newsletterMessages } from './newsletter-messages';

export { newsletterMessages } from './newsletter-messages';

export const newsletterSubscriptionInputSchema = z.strictObject({
  email: z
    .string({ error: newsletterMessages.emailRequired })
    .trim()
    .min(1, newsletterMessages.emailRequired)
    .max(254, "L'email ne peut pas dépasser 254 caractères")
    .pipe(z.email(newsletterMessages.emailInvalid)),
});

/** The links of the confirmation and unsubscribe e-mails carry the subscriber and a token. */
export const newsletterLinkInputSchema = z.strictObject({
  subscriberId: z.string().regex(/^[\w-]{8,64}$/, newsletterMessages.invalidLink),
  token: z.string().regex(/^[\w-]{20,100}$/, newsletterMessages.invalidLink),
});
export type NewsletterLinkInput = z.infer<typeof newsletterLinkInputSchema>;

import { newsletterLinkInputSchema, type NewsletterLinkInput } from '@domain/newsletter/newsletter-input';

/**
 * The e-mails link to `...?abonne=<subscriberId>&jeton=<token>`. A link cut or altered by a mail
 * client is recognised here, without calling the API.
 */
export const readNewsletterLink = (searchParams: URLSearchParams): NewsletterLinkInput | null => {
  const parsed = newsletterLinkInputSchema.safeParse({
    subscriberId: searchParams.get('abonne') ?? '',
    token: searchParams.get('jeton') ?? '',
  });
  return parsed.success ? parsed.data : null;
};

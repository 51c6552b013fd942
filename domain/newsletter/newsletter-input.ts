import * as z from 'zod';

/** Spec 1, sections 5 and 8: the footer form and its messages. */
export const newsletterMessages = {
  emailRequired: 'Veuillez saisir votre email',
  emailInvalid: "L'adresse email n'est pas valide",
  success: '✅ Inscription réussie ! Merci de votre confiance.',
  failure: "❌ Erreur lors de l'inscription. Veuillez réessayer.",
  network: '❌ Erreur de connexion. Veuillez réessayer.',
  invalidLink: 'Ce lien n’est plus valable. Inscrivez-vous à nouveau depuis le bas de n’importe quelle page.',
} as const;

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

// Apart from the zod schemas of `newsletter-input.ts`: the footer form of every public page shows them without zod.
/** Spec 1, sections 5 and 8: the footer form and its messages. */
export const newsletterMessages = {
  emailRequired: 'Veuillez saisir votre email',
  emailInvalid: "L'adresse email n'est pas valide",
  // Double opt-in: nothing is subscribed until the link of the mail is followed, so the success says so.
  confirmationSent: '✅ Merci ! Confirmez votre inscription en cliquant sur le lien que nous venons de vous envoyer par e-mail.',
  alreadySubscribed: '✅ Vous êtes déjà inscrit à notre newsletter.',
  failure: "❌ Erreur lors de l'inscription. Veuillez réessayer.",
  network: '❌ Erreur de connexion. Veuillez réessayer.',
  invalidLink: 'Ce lien n’est plus valable. Inscrivez-vous à nouveau depuis le bas de n’importe quelle page.',
} as const;

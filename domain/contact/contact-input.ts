import * as z from 'zod';
import { contactCategories, type ContactCategory } from '../../events/contact-terms';

/** The contact form of spec 1 (sections 3 and 5): the browser and the API validate with this schema. */
export const contactLimits = { name: 100, subject: 200, message: 500 } as const;

export const contactCategoryLabels: Record<ContactCategory, string> = {
  general: 'Question générale',
  shipping: 'Expédition et suivi',
  billing: 'Facturation et paiement',
  account: 'Mon compte',
  buy_for_me: 'Achat pour moi',
  returns: 'Retours',
  partnership: 'Partenariat',
};

const required = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : 'Ce champ doit être un texte') })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage);

export const contactMessageInputSchema = z.strictObject({
  name: required('Veuillez saisir votre nom', contactLimits.name, 'Le nom ne peut pas dépasser 100 caractères'),
  email: required('Veuillez saisir votre email', 254, "L'email ne peut pas dépasser 254 caractères").pipe(
    z.email("L'adresse email n'est pas valide"),
  ),
  category: z.enum(contactCategories, { error: 'Veuillez choisir une catégorie' }),
  subject: required('Veuillez saisir un sujet', contactLimits.subject, 'Le sujet ne peut pas dépasser 200 caractères'),
  message: required('Veuillez saisir votre message', contactLimits.message, 'Le message ne peut pas dépasser 500 caractères'),
  urgent: z.boolean({ error: 'La mention urgente doit être oui ou non' }).default(false),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactSentMessage = 'Message envoyé !';
export const contactFailureMessage = "Erreur lors de l'envoi du message. Veuillez réessayer.";

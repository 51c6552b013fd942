import * as z from 'zod';
import { supportCategories, type SupportCategory } from '../../events/support-terms';

/**
 * The support chat's rules (spec 3, sections 3, 5, 8 and 9), in one place: the widget, the staff inbox
 * and the API validate with these schemas and show these words.
 */
export const supportMessageMaxLength = 500;
/** Characters as a person counts them (an emoji is one), the same in the counter and in the check. */
export const characterCount = (text: string): number => [...text].length;
export const characterCounter = (text: string): string => `${characterCount(text)}/${supportMessageMaxLength} caractères`;

export const emptyMessageMessage = 'Veuillez saisir un message';
export const messageTooLongMessage = `Le message ne peut pas dépasser ${supportMessageMaxLength} caractères`;

export const supportCategoryLabels: Readonly<Record<SupportCategory, string>> = {
  general: 'Question générale',
  shipping: 'Expédition',
  billing: 'Facturation',
  technical: 'Support technique',
  package: 'Suivi de colis',
};

/** The text of a message: not empty once trimmed, 500 characters at most; kept trimmed. */
export const supportMessageTextSchema = z
  .string({ error: emptyMessageMessage })
  .trim()
  .min(1, emptyMessageMessage)
  .refine((text) => characterCount(text) <= supportMessageMaxLength, messageTooLongMessage);

export const openConversationInputSchema = z.strictObject({
  category: z.enum(supportCategories, { error: 'Veuillez choisir une catégorie' }).default('general'),
  message: supportMessageTextSchema,
});
export type OpenConversationInput = z.infer<typeof openConversationInputSchema>;

export const postMessageInputSchema = z.strictObject({ message: supportMessageTextSchema });
export type PostMessageInput = z.infer<typeof postMessageInputSchema>;

export const markReadInputSchema = z.strictObject({ upToSequence: z.number({ error: 'Position de lecture invalide' }).int().min(1) });
export type MarkReadInput = z.infer<typeof markReadInputSchema>;

export const assignConversationInputSchema = z.strictObject({ staffId: z.string({ error: 'Veuillez choisir un membre de l’équipe' }).trim().min(1, 'Veuillez choisir un membre de l’équipe').max(128) });
export type AssignConversationInput = z.infer<typeof assignConversationInputSchema>;

/** The subject a conversation is listed under: the start of its first message, on one line. */
export const subjectOf = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length <= 80 ? line : `${characters.slice(0, 79).join('')}…`;
};

/** The chat's messages and fallbacks (spec 3, section 8), word for word. */
export const supportChatMessages = {
  sessionError: 'Erreur de session - Veuillez vous reconnecter',
  sessionExpired: 'Session expirée - Veuillez vous reconnecter',
  refreshFailed: 'Impossible de rafraîchir la session - Veuillez vous reconnecter',
  connectionError: 'Erreur de connexion - Vérifiez votre connexion internet',
  serverError: 'Erreur de communication avec le serveur',
  unknownApiError: 'Erreur API inconnue',
  connectionProblem: 'Problème de connexion - Vérifiez votre connexion internet',
  loadConversationsFailed: 'Erreur lors du chargement des conversations',
  loadMessagesFailed: 'Erreur lors du chargement des messages',
  createConversationFailed: 'Erreur lors de la création de la conversation',
  sendMessageFailed: 'Erreur lors de l\'envoi du message',
  reloadPage: 'Recharger la page',
  signInAgain: 'Se reconnecter',
} as const;

/** Errors that ask the person to sign in again offer 'Recharger la page' and 'Se reconnecter'. */
export const asksToSignInAgain = (message: string): boolean => message.includes('reconnecter');

/** The unread badge: the count, capped at 9+. */
export const unreadBadge = (count: number): string => (count > 9 ? '9+' : String(count));

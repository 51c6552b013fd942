import { customerMail, type Mail } from '../platform/mail';

export type SupportReplyRecipient = { email: string; firstName: string };

/** Where a mail brings the customer back: the site opens the widget on this conversation's thread. */
export const conversationLink = (conversationId: string): string => `/?conversation=${encodeURIComponent(conversationId)}`;

/** Staff answered while the customer was away: one mail per burst of replies, with a link back to the thread. */
export const supportReplyMail = (to: SupportReplyRecipient, facts: { conversationId: string; subject: string; reply: string }): Mail =>
  customerMail({
    to: to.email,
    subject: 'Nouvelle réponse du support — Passerelle',
    title: 'Le support vous a répondu',
    lines: [
      `Bonjour ${to.firstName}, notre équipe a répondu à votre conversation « ${facts.subject} » :`,
      `« ${facts.reply} »`,
      'Vous pouvez lire la réponse et continuer la conversation sur votre espace.',
    ],
    link: { href: conversationLink(facts.conversationId), label: 'Voir la conversation' },
  });

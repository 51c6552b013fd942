import type { Template } from '../mail-frame';

/** Where a mail brings the customer back: the site opens the chat widget on this conversation's thread. */
export const conversationLink = (conversationId: string): string => `/?conversation=${encodeURIComponent(conversationId)}`;

export type SupportReplyFacts = { conversationId: string; subject: string; reply: string };

/** Staff answered while the customer was away: one mail per burst of replies, with a link back to the thread. */
export const supportReply: Template<SupportReplyFacts> = {
  label: 'Réponse du support',
  category: null,
  render: (to, facts) => ({
    subject: 'Nouvelle réponse du support — Passerelle',
    preheader: `Réponse à votre conversation « ${facts.subject} ».`,
    title: 'Le support vous a répondu',
    blocks: [
      { text: `Bonjour ${to.firstName}, notre équipe a répondu à votre conversation « ${facts.subject} » :` },
      { text: `« ${facts.reply} »` },
      { text: 'Vous pouvez lire la réponse et continuer la conversation sur votre espace.' },
      { button: { href: conversationLink(facts.conversationId), label: 'Voir la conversation' } },
    ],
  }),
};

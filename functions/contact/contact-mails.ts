import { contactCategoryLabels } from '../../domain/contact/contact-input';
import { required } from '../platform/config';
import { createLogger } from '../platform/logger';
import { escapeHtml, frenchMailHtml, sendMail } from '../platform/mail';
import type { Reaction } from '../platform/reaction';
import { doOnce } from '../platform/reservations';

const name = 'email-contact-message';
// Made when it logs: the catalog imports this module before a runtime has set the configuration the logger reads.
const logger = () => createLogger({ handler: name });

/**
 * Forwards each contact message to support, replying-to the sender. Delivered at least once by the
 * bus, and re-driven by the reconciliation when the bus dead-lettered it: the mail is reserved once
 * per event, so neither sends it twice; a failure gives the reservation back and is thrown to be tried again.
 */
export const contactMailsReaction: Reaction<'ContactMessageReceived'> = {
  name,
  description: 'Transmet chaque message de contact au support par e-mail',
  eventTypes: ['ContactMessageReceived'],
  react: async (stored) => {
    const { sender, subject, category, message, urgent, customerId } = stored.data;
    const prefix = urgent ? '[URGENT] ' : '';
    const lines = [
      `De : ${sender.name} <${sender.email}>`,
      `Catégorie : ${contactCategoryLabels[category]}`,
      `Urgent : ${urgent ? 'Oui' : 'Non'}`,
      `Client : ${customerId ?? 'visiteur non connecté'}`,
      `Reçu le : ${new Date(stored.occurredAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}`,
    ];
    await doOnce(`contact-mail#${stored.eventId}`, async () => {
      const messageId = await sendMail({
        to: required('SUPPORT_EMAIL'),
        replyTo: sender.email,
        subject: `${prefix}Contact : ${subject}`,
        text: [...lines, '', message].join('\n'),
        html: frenchMailHtml(`${prefix}${subject}`, [...lines.map(escapeHtml), escapeHtml(message).replace(/\n/g, '<br>')]),
      });
      logger().info('message transmis au support', { eventId: stored.eventId, correlationId: stored.correlationId, mailId: messageId });
    });
  },
};

import type { EventBridgeEvent } from 'aws-lambda';
import { parseStoredEvent } from '../../events/catalog';
import { contactCategoryLabels } from '../../domain/contact/contact-input';
import { required } from '../platform/config';
import { createLogger } from '../platform/logger';
import { escapeHtml, frenchMailHtml, sendMail } from '../platform/mail';

const logger = createLogger({ handler: 'email-contact-message' });

/**
 * Forwards each contact message to support, replying-to the sender. Delivered at least once by the
 * bus: a failure is thrown so that the bus retries it (then dead-letters it), never dropped.
 */
export const handler = async (event: Pick<EventBridgeEvent<string, unknown>, 'detail'>): Promise<void> => {
  const stored = parseStoredEvent(event.detail);
  if (stored.type !== 'ContactMessageReceived') return;
  const { sender, subject, category, message, urgent, customerId } = stored.data;
  const prefix = urgent ? '[URGENT] ' : '';
  const lines = [
    `De : ${sender.name} <${sender.email}>`,
    `Catégorie : ${contactCategoryLabels[category]}`,
    `Urgent : ${urgent ? 'Oui' : 'Non'}`,
    `Client : ${customerId ?? 'visiteur non connecté'}`,
    `Reçu le : ${new Date(stored.occurredAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}`,
  ];
  const messageId = await sendMail({
    to: required('SUPPORT_EMAIL'),
    replyTo: sender.email,
    subject: `${prefix}Contact : ${subject}`,
    text: [...lines, '', message].join('\n'),
    html: frenchMailHtml(`${prefix}${subject}`, [...lines.map(escapeHtml), escapeHtml(message).replace(/\n/g, '<br>')]),
  });
  logger.info('message transmis au support', { eventId: stored.eventId, correlationId: stored.correlationId, mailId: messageId });
};

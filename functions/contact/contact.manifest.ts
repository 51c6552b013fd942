import { reactionEntry, type HandlerEntry } from '../platform/handler-entry';
import { contactMailsReaction } from './contact-mails';

/** The contact form and its e-mail to support. */
export const contactHandlers: readonly HandlerEntry[] = [
  {
    name: 'send-contact-message',
    entry: 'functions/contact/send-contact-message.ts',
    description: 'Un visiteur ou un client écrit au support (formulaire de contact)',
    trigger: { kind: 'http', method: 'POST', path: '/api/contact', access: 'public' },
    permissions: { eventStore: 'append', readModels: { rateLimits: 'write' } },
  },
  // reservations: one mail per message, however often it is delivered or re-driven
  reactionEntry(contactMailsReaction, 'functions/contact/email-contact-message.ts', { readModels: { reservations: 'write' }, mail: 'send' }),
];

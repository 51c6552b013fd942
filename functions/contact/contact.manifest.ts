import type { HandlerEntry } from '../manifest';

/** The contact form and its e-mail to support. */
export const contactHandlers: readonly HandlerEntry[] = [
  {
    name: 'send-contact-message',
    entry: 'functions/contact/send-contact-message.ts',
    description: 'Un visiteur ou un client écrit au support (formulaire de contact)',
    trigger: { kind: 'http', method: 'POST', path: '/api/contact', access: 'public' },
    permissions: { eventStore: 'append', readModels: { rateLimits: 'write' } },
  },
  {
    name: 'email-contact-message',
    entry: 'functions/contact/email-contact-message.ts',
    description: 'Transmet chaque message de contact au support par e-mail',
    trigger: { kind: 'events', eventTypes: ['ContactMessageReceived'] },
    permissions: { mail: 'send' },
  },
];

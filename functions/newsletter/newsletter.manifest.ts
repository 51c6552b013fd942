import type { HandlerEntry } from '../platform/handler-entry';

/** The newsletter: double opt-in subscription and unsubscription. */
export const newsletterHandlers: readonly HandlerEntry[] = [
  {
    name: 'subscribe-to-newsletter',
    entry: 'functions/newsletter/subscribe-to-newsletter.ts',
    description: "Demande d'inscription à la newsletter, avec e-mail de confirmation (double opt-in)",
    trigger: { kind: 'http', method: 'POST', path: '/api/newsletter/subscriptions', access: 'public' },
    permissions: { eventStore: 'append', mail: 'send', readModels: { rateLimits: 'write' } },
  },
  {
    name: 'confirm-newsletter-subscription',
    entry: 'functions/newsletter/confirm-newsletter-subscription.ts',
    description: "Confirme l'inscription depuis le lien de l'e-mail",
    trigger: { kind: 'http', method: 'POST', path: '/api/newsletter/confirmation', access: 'public' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'unsubscribe-from-newsletter',
    entry: 'functions/newsletter/unsubscribe-from-newsletter.ts',
    description: 'Désinscription depuis le lien présent dans chaque e-mail',
    trigger: { kind: 'http', method: 'POST', path: '/api/newsletter/unsubscription', access: 'public' },
    permissions: { eventStore: 'append' },
  },
];

import { projectionEntry } from '../tables';
import type { HandlerEntry } from '../platform/handler-entry';
import { notificationsProjection } from './notifications-projection';

/**
 * The notification centre: the record of every customer mail (sent by the aggregates' handlers through
 * `notify`), its unsubscribe link, and what staff read of it.
 */
export const notificationHandlers: readonly HandlerEntry[] = [
  projectionEntry(notificationsProjection, 'functions/notifications/project-notifications.ts'),
  {
    name: 'unsubscribe-from-notifications',
    entry: 'functions/notifications/unsubscribe.ts',
    description: 'Lien de désinscription des e-mails non transactionnels (sans connexion : le jeton fait foi)',
    trigger: { kind: 'http', method: 'GET', path: '/api/notifications/unsubscribe', access: 'public', withoutSession: true },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'list-customer-notifications',
    entry: 'functions/notifications/list-customer-notifications.ts',
    description: 'Back-office : les e-mails envoyés à un client, du plus récent au plus ancien',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/customers/{customerId}/notifications', access: 'admin' },
    permissions: { readModels: { notifications: 'read' } },
  },
];

import type { TableDefinition } from '../platform/tables';

/**
 * What was sent to each customer (or withheld): one row per notification, listed by customer newest
 * first (the « E-mails envoyés » of the customer's record in the back office).
 */
export const notificationsTable = {
  name: 'NotificationsReadModel',
  envVar: 'NOTIFICATIONS_TABLE',
  partitionKey: { name: 'notificationId', type: 'S' },
  indexes: {
    byCustomer: { partitionKey: { name: 'customerId', type: 'S' }, sortKey: { name: 'atKey', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

import type { TableDefinition } from '../platform/tables';

/**
 * The payments read model of the back office: one row per payment (card or transfer). Listed all newest first and by
 * status, each over a period (`atKey` is `<ISO time>#<paymentId>`: the time it was paid, or started while unpaid).
 */
export const paymentsTable = {
  name: 'PaymentsReadModel',
  envVar: 'PAYMENTS_TABLE',
  partitionKey: { name: 'paymentId', type: 'S' },
  indexes: {
    all: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'atKey', type: 'S' } },
    byStatus: { partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'atKey', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

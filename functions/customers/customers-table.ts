import type { TableDefinition } from '../platform/tables';

/** The customers read model: one row per account, customers and staff in separate list partitions. */
export const customersTable = {
  name: 'CustomersReadModel',
  envVar: 'CUSTOMERS_TABLE',
  partitionKey: { name: 'customerId', type: 'S' },
  indexes: {
    all: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'registeredKey', type: 'S' } },
    byEmail: { partitionKey: { name: 'email', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

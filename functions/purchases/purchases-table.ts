import type { TableDefinition } from '../platform/tables';

/**
 * The buy-for-me read model: one row per request. The customer's list by `byCustomer` (newest first),
 * the staff queue by `byStatus` (oldest first: the 24 h promise runs from `atKey`, `<requestedAt>#<purchaseId>`).
 */
export const purchasesTable = {
  name: 'PurchasesReadModel',
  envVar: 'PURCHASES_TABLE',
  partitionKey: { name: 'purchaseId', type: 'S' },
  indexes: {
    byCustomer: { partitionKey: { name: 'customerId', type: 'S' }, sortKey: { name: 'atKey', type: 'S' } },
    byStatus: { partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'atKey', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

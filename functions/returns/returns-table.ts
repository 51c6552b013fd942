import type { TableDefinition } from '../platform/tables';

/**
 * The return requests read model: one row per request. A request that never counted (its checkout
 * abandoned, or still waiting for its payment) carries none of the list keys, so the lists stay sparse:
 * the customer's requests newest first, the staff queue by status, by urgency or both, oldest first.
 */
export const returnsTable = {
  name: 'ReturnsReadModel',
  envVar: 'RETURNS_TABLE',
  partitionKey: { name: 'returnId', type: 'S' },
  indexes: {
    byCustomer: { partitionKey: { name: 'listedCustomerId', type: 'S' }, sortKey: { name: 'requestedKey', type: 'S' } },
    byStatus: { partitionKey: { name: 'listedStatus', type: 'S' }, sortKey: { name: 'requestedKey', type: 'S' } },
    byUrgency: { partitionKey: { name: 'listedUrgency', type: 'S' }, sortKey: { name: 'requestedKey', type: 'S' } },
    byStatusAndUrgency: { partitionKey: { name: 'listedStatusUrgency', type: 'S' }, sortKey: { name: 'requestedKey', type: 'S' } },
    all: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'requestedKey', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

import type { TableDefinition } from '../platform/tables';

/**
 * The shipments read model: one row per shipment request, with its quote and label.
 * Listed by status oldest first (the staff queue), by customer newest first (their shipments and
 * quotes), or all; the quotes waiting for payment by the day they lapse (the expiry job).
 */
export const shipmentsTable = {
  name: 'ShipmentsReadModel',
  envVar: 'SHIPMENTS_TABLE',
  partitionKey: { name: 'shipmentId', type: 'S' },
  indexes: {
    byStatus: { partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'requestedKey', type: 'S' } },
    byCustomer: { partitionKey: { name: 'customerId', type: 'S' }, sortKey: { name: 'requestedKey', type: 'S' } },
    all: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'requestedKey', type: 'S' } },
    // sparse: only rows whose quote waits for payment carry `pendingQuote`
    byPendingQuote: { partitionKey: { name: 'pendingQuote', type: 'S' }, sortKey: { name: 'quoteValidUntil', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

import type { TableDefinition } from '../platform/tables';

/** The parcels read model: one row per parcel, listed by customer, by status, or all, newest first. */
export const parcelsTable = {
  name: 'ParcelsReadModel',
  envVar: 'PARCELS_TABLE',
  partitionKey: { name: 'parcelId', type: 'S' },
  indexes: {
    byCustomer: { partitionKey: { name: 'customerId', type: 'S' }, sortKey: { name: 'declaredKey', type: 'S' } },
    byStatus: { partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'declaredKey', type: 'S' } },
    all: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'declaredKey', type: 'S' } },
    // Reception: search by tracking number, a begins_with on the normalized number
    byTracking: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'trackingKey', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

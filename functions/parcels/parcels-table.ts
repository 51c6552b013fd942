import type { TableDefinition } from '../platform/tables';

/**
 * The parcels read model: one row per parcel, listed by customer, by status as shown (the back office's
 * filter: « En retour » while a return holds it), or all, newest first. `byStatus`, the status the warehouse
 * records, is the storage job's: the parcels it finds in storage.
 */
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
    // The back office's status filter; added last, alone: a table takes one new index per deployment.
    byShownStatus: { partitionKey: { name: 'shownStatus', type: 'S' }, sortKey: { name: 'declaredKey', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

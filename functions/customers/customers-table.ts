import type { TableDefinition } from '../platform/tables';

/**
 * The customers read model: one row per account, customers and staff in separate list partitions.
 *
 * The users page reads only the items it shows. Its filters are index partitions: `emailStatusKey`
 * (`customer#confirmed`), `subscriptionKey` (`customer#premium`) and `facetKey` (both at once), each
 * in sign-up order, so a filtered page is one Query whatever the size of the table. Its search is
 * one index per searchable field, in the list partition, sorted by the normalized value then the id
 * (`marie#<customerId>`): a search is a `begins_with` Query per field, in parallel. The search indexes
 * hold keys only: a parcel counted or a name changed rewrites the row without rewriting them unless a
 * searched value changed, and the few matching rows are then read by key.
 */
export const customersTable = {
  name: 'CustomersReadModel',
  envVar: 'CUSTOMERS_TABLE',
  partitionKey: { name: 'customerId', type: 'S' },
  indexes: {
    all: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'registeredKey', type: 'S' } },
    byEmail: { partitionKey: { name: 'email', type: 'S' } },
    byEmailStatus: { partitionKey: { name: 'emailStatusKey', type: 'S' }, sortKey: { name: 'registeredKey', type: 'S' } },
    bySubscription: { partitionKey: { name: 'subscriptionKey', type: 'S' }, sortKey: { name: 'registeredKey', type: 'S' } },
    byFacet: { partitionKey: { name: 'facetKey', type: 'S' }, sortKey: { name: 'registeredKey', type: 'S' } },
    searchFirstName: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'firstNameKey', type: 'S' }, projection: 'keys-only' },
    searchLastName: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'lastNameKey', type: 'S' }, projection: 'keys-only' },
    searchEmail: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'emailKey', type: 'S' }, projection: 'keys-only' },
    searchPhone: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'phoneKey', type: 'S' }, projection: 'keys-only' },
    searchClientReference: {
      partitionKey: { name: 'listPartition', type: 'S' },
      sortKey: { name: 'clientReferenceKey', type: 'S' },
      projection: 'keys-only',
    },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

/** The search indexes, by the field they search. */
export const userSearchIndexes = {
  firstName: 'searchFirstName',
  lastName: 'searchLastName',
  email: 'searchEmail',
  phone: 'searchPhone',
  clientReference: 'searchClientReference',
} as const satisfies Record<string, keyof typeof customersTable.indexes>;

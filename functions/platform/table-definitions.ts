/**
 * The DynamoDB tables of the product, described once: the local runtime creates them on dynalite
 * and the CDK app declares them on AWS from these same definitions.
 */
export type KeyAttribute = { name: string; type: 'S' | 'N' };
export type IndexDefinition = {
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  /** what the index copies: whole items (the default) or keys only */
  projection?: 'all' | 'keys-only';
};
export type TableDefinition = {
  /** stable logical name, also the CDK construct id */
  name: string;
  /** environment variable through which handlers receive the generated physical name */
  envVar: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  /** global secondary indexes, by index name */
  indexes: Record<string, IndexDefinition>;
  kind: 'event-store' | 'read-model';
};

export const eventsTable = {
  name: 'Events',
  envVar: 'EVENTS_TABLE',
  partitionKey: { name: 'streamId', type: 'S' },
  sortKey: { name: 'version', type: 'N' },
  indexes: {
    // The global feed: a few partitions per UTC day (`day#shard`, see feed-keys.ts), changesets in
    // commit order (ULID) inside each; keys only, readers fetch the changesets they need.
    feed: { partitionKey: { name: 'feedKey', type: 'S' }, sortKey: { name: 'commitId', type: 'S' }, projection: 'keys-only' },
  },
  kind: 'event-store',
} as const satisfies TableDefinition;

export const parcelsTable = {
  name: 'ParcelsReadModel',
  envVar: 'PARCELS_TABLE',
  partitionKey: { name: 'parcelId', type: 'S' },
  indexes: {
    byCustomer: { partitionKey: { name: 'customerId', type: 'S' }, sortKey: { name: 'declaredKey', type: 'S' } },
    byStatus: { partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'declaredKey', type: 'S' } },
    all: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'declaredKey', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;

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

/** Totals of the lists (all parcels, by status, by customer...), kept by the projections that own the rows. */
export const countsTable = {
  name: 'CountsReadModel',
  envVar: 'COUNTS_TABLE',
  partitionKey: { name: 'counter', type: 'S' },
  indexes: {},
  kind: 'read-model',
} as const satisfies TableDefinition;

export const readModelTables = { parcels: parcelsTable, customers: customersTable, counts: countsTable } as const;
export type ReadModelName = keyof typeof readModelTables;
export type IndexName<Model extends ReadModelName> = keyof (typeof readModelTables)[Model]['indexes'] & string;
export const allTables: readonly TableDefinition[] = [eventsTable, ...Object.values(readModelTables)];

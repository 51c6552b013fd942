import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
/**
 * How a DynamoDB table is described, once: the local runtime creates it on dynalite and the CDK
 * app declares it on AWS from the same definition. The platform's own tables live here; each
 * aggregate describes its read-model table in its folder, and `functions/tables.ts` lists them all.
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
  /**
   * `state`: the accounts' working state (sessions, rate-limit counters, reservations), written by
   * handlers directly, neither built from events nor rebuilt by a replay
   */
  kind: 'event-store' | 'read-model' | 'state';
  /** attribute holding an epoch-seconds expiry: DynamoDB deletes the item some time after it (readers still check it) */
  timeToLive?: string;
};
/** The CreateTable request of a table (on-demand), as the local runtime and the tests' own stores create it. */
export const createTableInput = (definition: TableDefinition, tableName: string): CreateTableCommandInput => {
  const keyAttributes = new Map(
    [definition.partitionKey, definition.sortKey, ...Object.values(definition.indexes).flatMap((index) => [index.partitionKey, index.sortKey])]
      .filter((key) => key !== undefined)
      .map((key) => [key.name, key.type]),
  );
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...keyAttributes].map(([name, type]) => ({ AttributeName: name, AttributeType: type })),
    KeySchema: [
      { AttributeName: definition.partitionKey.name, KeyType: 'HASH' },
      ...(definition.sortKey ? [{ AttributeName: definition.sortKey.name, KeyType: 'RANGE' as const }] : []),
    ],
    GlobalSecondaryIndexes: Object.keys(definition.indexes).length
      ? Object.entries(definition.indexes).map(([indexName, index]) => ({
          IndexName: indexName,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
            ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' as const }] : []),
          ],
          Projection: { ProjectionType: index.projection === 'keys-only' ? ('KEYS_ONLY' as const) : ('ALL' as const) },
        }))
      : undefined,
  };
};

export type IndexNameOf<Table extends TableDefinition> = keyof Table['indexes'] & string;

export class MissingTableError extends Error {
  constructor(envVar: string) {
    super(`Configuration manquante : ${envVar}`);
    this.name = 'MissingTableError';
  }
}

/** The physical name of a table, which the CDK app or the local runtime passes in its environment variable. */
export const tableNameOf = (table: Pick<TableDefinition, 'envVar'>): string => {
  const name = process.env[table.envVar];
  if (!name) throw new MissingTableError(table.envVar);
  return name;
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

/** Totals of the lists (all parcels, by status, by customer...), kept by the projections that own the rows. */
export const countsTable = {
  name: 'CountsReadModel',
  envVar: 'COUNTS_TABLE',
  partitionKey: { name: 'counter', type: 'S' },
  indexes: {},
  kind: 'read-model',
} as const satisfies TableDefinition;

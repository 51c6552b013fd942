import Module, { createRequire } from 'node:module';
import { sep } from 'node:path';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * Castore 2.4.2 (`@castore/core` + `@castore/event-storage-adapter-dynamodb`), the peer the store
 * benchmark compares ours with.
 *
 * The adapter's build requires `@babel/runtime/regenerator` without declaring `@babel/runtime`: it
 * relies on a hoisted Babel 7 runtime. Here the hoisted one is Babel 8's (brought by MUI), which
 * no longer exports `./regenerator`, so a plain import fails with ERR_PACKAGE_PATH_NOT_EXPORTED.
 * `@castore/core` declares the Babel 7 runtime and npm nests it under core: the adapter's Babel
 * requests are resolved from there, for this benchmark process only, rather than changing the
 * hoisting of the whole repository for a dev-only peer.
 */
const require = createRequire(import.meta.url);
const fromCastoreCore = createRequire(require.resolve('@castore/core/package.json'));
const adapterFolder = `${sep}@castore${sep}event-storage-adapter-dynamodb${sep}`;

type ResolveFilename = (request: string, parent: { filename?: string | null } | undefined, ...rest: unknown[]) => string;
// Node's CommonJS resolver is internal and untyped; it is wrapped for the adapter's requests only.
const moduleInternals = Module as unknown as { _resolveFilename: ResolveFilename };
const resolveFilename = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = (request, parent, ...rest) =>
  request.startsWith('@babel/runtime/') && parent?.filename?.includes(adapterFolder)
    ? fromCastoreCore.resolve(request)
    : resolveFilename(request, parent, ...rest);

const { EventStore, EventType } = await import('@castore/core');
const adapter = await import('@castore/event-storage-adapter-dynamodb');

/** The table as the adapter's README describes it: `aggregateId` + `version`, and the keys-only `initialEvents` index. */
export const castoreTableInput = (tableName: string): CreateTableCommandInput => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [
    { AttributeName: adapter.EVENT_TABLE_PK, AttributeType: 'S' },
    { AttributeName: adapter.EVENT_TABLE_SK, AttributeType: 'N' },
    { AttributeName: adapter.EVENT_TABLE_EVENT_STORE_ID_KEY, AttributeType: 'S' },
    { AttributeName: adapter.EVENT_TABLE_TIMESTAMP_KEY, AttributeType: 'S' },
  ],
  KeySchema: [
    { AttributeName: adapter.EVENT_TABLE_PK, KeyType: 'HASH' },
    { AttributeName: adapter.EVENT_TABLE_SK, KeyType: 'RANGE' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: adapter.EVENT_TABLE_INITIAL_EVENT_INDEX_NAME,
      KeySchema: [
        { AttributeName: adapter.EVENT_TABLE_EVENT_STORE_ID_KEY, KeyType: 'HASH' },
        { AttributeName: adapter.EVENT_TABLE_TIMESTAMP_KEY, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
});

/** What our command path keeps beside each event, carried in Castore's `metadata` so both stores hold the same facts. */
export type PeerMetadata = { eventId: string; commandId: string; fingerprint: string; correlationId: string; actor: { kind: string; id: string } };

export const castoreEventStoreId = 'PARCELS';

/** A Castore event store of parcels on the single-table adapter (its single-event push is one conditional PutItem). */
export const castoreParcelStore = (dynamoDBClient: DynamoDBClient, tableName: string) => {
  const storageAdapter = new adapter.DynamoDBSingleTableEventStorageAdapter({ tableName, dynamoDBClient });
  const store = new EventStore({
    eventStoreId: castoreEventStoreId,
    eventTypes: [new EventType<'ParcelDeclared', Record<string, unknown>, PeerMetadata>({ type: 'ParcelDeclared' })],
    reducer: (aggregate: { aggregateId: string; version: number } | undefined, event: { aggregateId: string; version: number }) => ({
      ...aggregate,
      aggregateId: event.aggregateId,
      version: event.version,
    }),
    eventStorageAdapter: storageAdapter,
  });
  return { store, storageAdapter };
};

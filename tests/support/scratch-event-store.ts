import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { changesetItemOf, commitDayOf, committed } from '../../functions/platform/changeset';
import { feedCalendarItem } from '../../functions/platform/feed-keys';
import { buildChangeset } from '../../functions/platform/command';
import { eventsTableName } from '../../functions/platform/event-store';
import { allTables } from '../../functions/catalog';
import { eventsTable } from '../../functions/platform/tables';
import { createTable } from '../../infra/local/provision';
import type { RuntimeUnderTest } from './runtime-process';
import { vouchedEnd } from '../../functions/platform/testing/stream-ends';

/**
 * An events table of its own on the runtime's dynalite, made the handlers' `EVENTS_TABLE` for this
 * test file (each file runs in its own process): what the test commits there is out of reach of the
 * runtime's feed tailer and of the other test files.
 */
export const useScratchEventStore = async (runtime: RuntimeUnderTest): Promise<string> => {
  Object.assign(process.env, runtime.environment);
  const tableName = `scratch-events-${randomUUID()}`;
  const client = new DynamoDBClient({ endpoint: runtime.environment.DYNAMODB_ENDPOINT });
  await createTable(client, eventsTable, tableName);
  client.destroy();
  process.env.EVENTS_TABLE = tableName;
  return tableName;
};

/** Every table of the product (event store and read models) of its own, for a test that checks what projections write. */
export const useScratchTables = async (runtime: RuntimeUnderTest): Promise<void> => {
  Object.assign(process.env, runtime.environment);
  const suffix = randomUUID();
  const client = new DynamoDBClient({ endpoint: runtime.environment.DYNAMODB_ENDPOINT });
  for (const table of allTables) {
    const tableName = `scratch-${table.name}-${suffix}`;
    await createTable(client, table, tableName);
    process.env[table.envVar] = tableName;
  }
  client.destroy();
};

const received = (parcelId: string) => ({
  type: 'ParcelReceived' as const,
  data: { parcelId, weightGrams: 1200, lengthCm: 30, widthCm: 20, heightCm: 10 },
});
const declared = (parcelId: string) => ({
  type: 'ParcelDeclared' as const,
  data: {
    parcelId,
    customerId: 'customer-test',
    trackingNumber: `TRK${parcelId}`,
    carrier: 'DHL' as const,
    category: 'autre' as const,
    description: 'Colis de test',
    sender: { name: 'Boutique', phone: '0102030405', email: 'boutique@example.com' },
    weightGrams: 1000,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
    declaredValueCents: 5000,
    instructions: '',
  },
});

/** A parcel changeset at `currentVersion` of its stream: the declaration first, receptions after. */
export const parcelChangeset = (parcelId: string, currentVersion: number) =>
  buildChangeset({
    streamId: `parcel-${parcelId}`,
    streamType: 'parcel',
    currentVersion: vouchedEnd(currentVersion),
    events: [currentVersion === 0 ? declared(parcelId) : received(parcelId)],
    context: {
      commandId: randomUUID(),
      requestFingerprint: 'test',
      correlationId: randomUUID(),
      causationId: null,
      actor: { kind: 'system', id: 'test' },
      now: new Date(),
    },
  });

/** Writes a changeset straight into the table, past the store's own checks: a stream with a hole in it. */
export const writeRawChangeset = async (draft: ReturnType<typeof parcelChangeset>, commitId: string) => {
  const changeset = committed(draft, commitId);
  await dynamoDocuments().send(new PutCommand({ TableName: eventsTableName(), Item: feedCalendarItem(commitDayOf(changeset)) }));
  await dynamoDocuments().send(new PutCommand({ TableName: eventsTableName(), Item: changesetItemOf(changeset) }));
};

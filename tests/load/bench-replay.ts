import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { changesetItemOf, committed } from '../../functions/platform/changeset';
import { buildChangeset } from '../../functions/platform/command';
import { newUlid } from '../../functions/platform/ids';
import { feedCalendarItem, utcDay } from '../../functions/platform/feed-keys';
import { createReplay, replayFeed, writeItems } from '../../functions/platform/replay';
import { allProjections, allTables } from '../../functions/catalog';
import { parcelsTable } from '../../functions/parcels/parcels-table';
import { eventsTable } from '../../functions/platform/tables';
import { localTableName, portBlockSize, portsFrom } from '../../infra/local/local-config';
import { freePortBlock } from '../support/free-ports';
import { createTable, localDynamo } from '../../infra/local/provision';
import { startDynalite } from '../../infra/local/stand-ins';
import { streamStart } from '../../functions/platform/changeset';
import { vouchedEnd } from '../../functions/platform/testing/stream-ends';

/**
 * Replay throughput, in its own process and on its own dynalite: writes the history of `parcels`
 * declared and received parcels, then rebuilds every read model from the feed.
 */
const parcels = Number(process.argv[2] ?? 10_000);
const ports = portsFrom(await freePortBlock(portBlockSize));
const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-bench-replay-'));
const server = await startDynalite(dataDir, ports.dynamo);
Object.assign(process.env, {
  AWS_REGION: 'eu-west-3',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamo}`,
  ...Object.fromEntries(allTables.map((table) => [table.envVar, localTableName(table.name)])),
});
const client = localDynamo(ports);
await Promise.all(allTables.map((table) => createTable(client, table, localTableName(table.name))));

const actor = { kind: 'system' as const, id: 'bench' };
const contextOf = (commandId: string, now: Date) => ({ commandId, requestFingerprint: commandId, correlationId: commandId, causationId: null, actor, now });
const declaration = (index: number) => ({
  senderName: 'Boutique',
  senderPhone: '0102030405',
  senderEmail: 'boutique@example.com',
  carrier: 'DHL' as const,
  trackingNumber: `BENCH${index}`,
  description: 'Colis de mesure',
  category: 'autre' as const,
  weightKg: 1 + (index % 10) / 10,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  declaredValueEuros: 25,
  instructions: '',
});

// The history is written in batches (the command path's own cost is measured by bench.ts); each
// changeset is what the decider and the command path produce.
const writeStarted = performance.now();
const changesets = Array.from({ length: parcels }, (_, index) => {
  const parcelId = `bench${index}`;
  const streamId = streamIdOf('parcel', parcelId);
  const declaredAt = new Date();
  const declared = parcelDecider.decide(
    { type: 'DeclareParcel', data: { parcelId, customerId: `customer${index % 500}`, declaration: declaration(index) }, metadata: { now: declaredAt, actor } },
    parcelDecider.initialState(),
  );
  const receivedAt = new Date();
  const state = declared.reduce(parcelDecider.evolve, parcelDecider.initialState());
  const received = parcelDecider.decide(
    { type: 'ReceiveParcel', data: { parcelId, measurements: { weightKg: 1.2, lengthCm: 30, widthCm: 20, heightCm: 10 }, plan: { plan: 'free', version: 0 } }, metadata: { now: receivedAt, actor } },
    state,
  );
  return [
    buildChangeset({ streamId, streamType: 'parcel', currentVersion: streamStart, events: declared, context: contextOf(`declare-${index}`, declaredAt) }),
    buildChangeset({ streamId, streamType: 'parcel', currentVersion: vouchedEnd(1), events: received, context: contextOf(`receive-${index}`, receivedAt) }),
  ];
}).flat();
// Stored as the store stores them: committed (commit id, feed key), so the feed index finds them.
await writeItems(localTableName(eventsTable.name), [
  feedCalendarItem(utcDay(new Date())),
  ...changesets.map((draft) => changesetItemOf(committed(draft, newUlid()))),
]);
const writeSeconds = (performance.now() - writeStarted) / 1000;

const replayStarted = performance.now();
const replay = createReplay(allProjections);
await replayFeed(replay);
const readSeconds = (performance.now() - replayStarted) / 1000;
const freshTable = `${localTableName(parcelsTable.name)}-replay`;
await createTable(client, parcelsTable, freshTable);
const rows = replay.itemsOf(parcelsTable);
await writeItems(freshTable, rows);
const replaySeconds = (performance.now() - replayStarted) / 1000;

process.stdout.write(
  `${JSON.stringify({ events: replay.eventCount(), rows: rows.length, writeSeconds, readSeconds, replaySeconds, eventsPerSecond: replay.eventCount() / replaySeconds })}\n`,
);
client.destroy();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DynamoDBClient,
  PutItemCommand,
  QueryCommand,
  type AttributeValue,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { streamIdOf, type Actor } from '../../events/envelope';
import { dynamoItems, storeClientOptions, withoutLoggerStep } from '../../functions/platform/aws/dynamodb';
import { changesetItemOf, committed } from '../../functions/platform/changeset';
import { buildChangeset, type CommandContext } from '../../functions/platform/command';
import { appendChangeset, loadStream } from '../../functions/platform/event-store';
import { fingerprint, idFromCommand, newCorrelationId, newUlid } from '../../functions/platform/ids';
import { eventsTable } from '../../functions/platform/tables';
import { createTable, waitUntilActive } from '../../infra/local/provision';
import { startDynalite } from '../../infra/local/stand-ins';
import { freePortBlock } from '../support/free-ports';
import { parcelChangeset } from '../support/scratch-event-store';
import { castoreEventStoreId, castoreParcelStore, castoreTableInput, type PeerMetadata } from './castore-peer';
import { consistentQueryReadUnits, dynamoItemBytes, writeUnits } from './dynamo-item-size';
import { ms, percentile, runConcurrently } from './stats';
import { streamStart } from '../../functions/platform/changeset';
import { vouchedEnd } from '../../functions/platform/testing/stream-ends';

/**
 * `npm run bench:store`: our event store beside Castore 2.4.2's DynamoDB adapter and beside bare
 * DynamoDB calls, on one dynalite of its own, in one process: the same payloads, the same
 * envelope facts (Castore carries ours in its `metadata`), at 1 and 20 concurrent clients.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
// 1,000 calls a case: its p99 is then the tenth slowest call, not the third (300 calls moved a ratio by ±0.2 between runs).
const calls = Number(process.env.BENCH_CALLS ?? 1000);
const clientCounts = [1, 20];
const loadStreams = 50;
const streamLength = 10;

const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-bench-store-'));
const port = await freePortBlock(1);
const dynalite = await startDynalite(dataDir, port);
const endpoint = `http://127.0.0.1:${port}`;
const ourTable = 'bench-store-ours';
const peerTable = 'bench-store-castore';
Object.assign(process.env, {
  AWS_REGION: 'eu-west-3',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  DYNAMODB_ENDPOINT: endpoint,
  EVENTS_TABLE: ourTable,
  LOG_LEVEL: 'warn',
});

/** Round-trips and response bytes of one SDK client, counted at the wire. */
type Meter = { roundTrips: number; responseBytes: number };
type Stack = DynamoDBClient['middlewareStack'];
const contentLength = (response: unknown): number => {
  if (typeof response !== 'object' || response === null || !('headers' in response)) return 0;
  const { headers } = response;
  return typeof headers === 'object' && headers !== null && 'content-length' in headers ? Number(headers['content-length']) : 0;
};
const metered = (stack: Stack): Meter => {
  const meter = { roundTrips: 0, responseBytes: 0 };
  stack.add(
    (next) => async (args) => {
      const result = await next(args);
      meter.roundTrips += 1;
      meter.responseBytes += contentLength(result.response);
      return result;
    },
    { step: 'finalizeRequest', name: 'benchStoreMeter' },
  );
  return meter;
};
const measured = async (meter: Meter, call: () => Promise<unknown>) => {
  const before = { ...meter };
  await call();
  return { roundTrips: meter.roundTrips - before.roundTrips, responseBytes: meter.responseBytes - before.responseBytes };
};

// Three clients, so no store shares a connection pool with another. Ours is tuned (see `dynamoItems`: middleware
// resolved once, no SDK logger step) and so is the bare call's, the cheapest way to make it; Castore's is the default
// client of its README, or tuned the same way with BENCH_PEER_TUNED=1 (what is then left is the stores' own work).
const clientOptions = { region: 'eu-west-3', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 3 };
const tuned = () => withoutLoggerStep(new DynamoDBClient({ ...clientOptions, ...storeClientOptions }));
const peerTuned = process.env.BENCH_PEER_TUNED === '1';
const ourMeter = metered(dynamoItems().middlewareStack);
const peerClient = peerTuned ? tuned() : new DynamoDBClient(clientOptions);
const peerMeter = metered(peerClient.middlewareStack);
const floorClient = tuned();

await createTable(floorClient, eventsTable, ourTable);
await floorClient.send(new CreateTableCommand(castoreTableInput(peerTable)));
await waitUntilActive(floorClient, peerTable);
const { store: peer, storageAdapter: peerAdapter } = castoreParcelStore(peerClient, peerTable);

// The payload: the test fixtures' ParcelDeclared, with this parcel's id and tracking number.
const template = parcelChangeset('gabarit', 0).events[0];
if (template?.type !== 'ParcelDeclared') throw new Error('le gabarit devrait être un ParcelDeclared');
const declaredEvent = (parcelId: string) => ({ type: 'ParcelDeclared' as const, data: { ...template.data, parcelId, trackingNumber: `TRK${parcelId}` } });

// The envelope of a command sent over HTTP by a customer, as the command path builds it.
const customer: Actor = { kind: 'customer', id: randomUUID() };
const commandContext = (parcelId: string): CommandContext => ({
  commandId: `${customer.id}:${randomUUID()}`,
  requestFingerprint: fingerprint({ path: '/api/parcels', body: parcelId }),
  correlationId: newCorrelationId(),
  causationId: null,
  actor: customer,
  now: new Date(),
});
const newParcelId = () => idFromCommand('parcel', randomUUID());

/** One command's changeset of one ParcelDeclared-like event after `currentVersion`. */
const ourDraft = (parcelId: string, currentVersion: number) =>
  buildChangeset({
    streamId: streamIdOf('parcel', parcelId),
    streamType: 'parcel',
    currentVersion: vouchedEnd(currentVersion),
    events: [declaredEvent(parcelId)],
    context: commandContext(parcelId),
  });

/** The same command's event for Castore: the same payload, the same envelope facts in `metadata`. */
const peerEvent = (parcelId: string, version: number) => {
  const draft = ourDraft(parcelId, version - 1);
  const [event] = draft.events;
  if (!event) throw new Error('changeset vide');
  const metadata: PeerMetadata = {
    eventId: event.eventId,
    commandId: draft.commandId,
    fingerprint: draft.requestFingerprint,
    correlationId: draft.correlationId,
    actor: draft.actor,
  };
  return { aggregateId: parcelId, version, type: 'ParcelDeclared' as const, timestamp: draft.occurredAt, payload: event.data, metadata };
};

const ourItem = (parcelId: string, currentVersion: number) => marshall(changesetItemOf(committed(ourDraft(parcelId, currentVersion), newUlid())), { removeUndefinedValues: true });
const peerItem = (parcelId: string, version: number): Record<string, AttributeValue> => {
  const { Item } = peerAdapter.getPushEventInput(peerEvent(parcelId, version), { eventStoreId: castoreEventStoreId });
  if (!Item) throw new Error("l'adaptateur Castore n'a pas construit d'élément");
  return Item;
};

/** Seeds straight into a table with parallel BatchWriteItem calls (the command path is what is measured). */
const batchWrite = async (tableName: string, items: Record<string, AttributeValue>[], parallelism = 8) => {
  const batches: WriteRequest[][] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })));
  let next = 0;
  await Promise.all(
    Array.from({ length: parallelism }, async () => {
      while (next < batches.length) {
        let requests = batches[next] ?? [];
        next += 1;
        for (let attempt = 0; requests.length > 0; attempt += 1) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
          const result = await floorClient.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }));
          requests = result.UnprocessedItems?.[tableName] ?? [];
        }
      }
    }),
  );
};

/** `count` parcel streams of `streamLength` one-event commands, written in both stores. */
const seedStreams = async (count: number): Promise<string[]> => {
  const parcelIds = Array.from({ length: count }, newParcelId);
  const versions = Array.from({ length: streamLength }, (_unused, index) => index);
  await batchWrite(ourTable, parcelIds.flatMap((parcelId) => versions.map((version) => ourItem(parcelId, version))));
  await batchWrite(peerTable, parcelIds.flatMap((parcelId) => versions.map((version) => peerItem(parcelId, version + 1))));
  return parcelIds;
};

const seedStarted = performance.now();
const readStreams = await seedStreams(loadStreams);
const appendStreams = new Map<number, string[]>();
const commandStreams = new Map<number, string[]>();
for (const clients of clientCounts) {
  appendStreams.set(clients, await seedStreams(calls));
  commandStreams.set(clients, await seedStreams(calls));
}
const seedSeconds = (performance.now() - seedStarted) / 1000;

const bareQuery = (parcelId: string) =>
  floorClient.send(
    new QueryCommand({
      TableName: ourTable,
      KeyConditionExpression: 'streamId = :streamId',
      ExpressionAttributeValues: { ':streamId': { S: streamIdOf('parcel', parcelId) } },
      ConsistentRead: true,
    }),
  );
// The floor's put is our changeset item as it is stored, sent already marshalled, as the first of a new stream of our
// table: the same table, as full as ours, and the same feed index entry.
const floorItem = ourItem('plancher', 0);
const barePut = () =>
  floorClient.send(
    new PutItemCommand({
      TableName: ourTable,
      Item: { ...floorItem, streamId: { S: `parcel-${randomUUID()}` } },
      ConditionExpression: 'attribute_not_exists(streamId)',
    }),
  );

type Figures = { p50: number; p99: number };
type Row = { operation: string; clients: number; ours: Figures; peer: Figures; floor: Figures };
/** A contestant prepares its call's input (a command's draft, Castore's event), then the call alone is timed. */
type Prepared = (index: number) => () => Promise<unknown>;
type Contestants = Record<'ours' | 'peer' | 'floor', Prepared>;
const rows: Row[] = [];
const figures = (durations: number[]): Figures => ({ p50: percentile(durations, 50), p99: percentile(durations, 99) });
/**
 * Contestants take turns call by call: each of `clients` workers takes the next index and makes that
 * call with every contestant, in an order that rotates with the index. At any instant the calls in
 * flight are a mix of all of them, so a burst of someone else's work (the machine is shared, and
 * dynalite compacts its files now and then) lands on all alike instead of on one's round.
 */
const interleaved = async <Name extends string>(clients: number, contestants: Record<Name, Prepared>) => {
  const names = Object.keys(contestants) as Name[];
  const durations = new Map<Name, number[]>(names.map((name) => [name, []]));
  await runConcurrently(clients, calls, async (index) => {
    for (let turn = 0; turn < names.length; turn += 1) {
      const name = names[(index + turn) % names.length] as Name;
      const call = contestants[name](index);
      const started = performance.now();
      await call();
      durations.get(name)?.push(performance.now() - started);
    }
  });
  return Object.fromEntries(names.map((name) => [name, figures(durations.get(name) ?? [])])) as Record<Name, Figures>;
};
const compare = async (operation: string, clients: number, contestants: Contestants) => {
  rows.push({ operation, clients, ...(await interleaved(clients, contestants)) });
};
const streamOf = (streams: Map<number, string[]>, clients: number, index: number) => streams.get(clients)?.[index] ?? '';

// Warm-up: modules, connections and both stores' code paths.
for (let index = 0; index < 20; index += 1) {
  await appendChangeset(ourDraft(newParcelId(), 0));
  await peer.pushEvent(peerEvent(newParcelId(), 1));
  await loadStream(streamIdOf('parcel', readStreams[index % loadStreams] ?? ''));
  await peer.getEvents(readStreams[index % loadStreams] ?? '');
  await barePut();
  await bareQuery(readStreams[index % loadStreams] ?? '');
}

for (const clients of clientCounts) {
  await compare('ajouter à un nouveau flux', clients, {
    ours: () => {
      const draft = ourDraft(newParcelId(), 0);
      return () => appendChangeset(draft);
    },
    peer: () => {
      const event = peerEvent(newParcelId(), 1);
      return () => peer.pushEvent(event);
    },
    floor: () => barePut,
  });

  // As a command does: the process has loaded the stream just before appending to it.
  const appendTo = appendStreams.get(clients) ?? [];
  for (const parcelId of appendTo) await loadStream(streamIdOf('parcel', parcelId));
  for (const parcelId of appendTo) await peer.getEvents(parcelId);
  await compare(`ajouter 1 événement à un flux de ${streamLength} chargé`, clients, {
    ours: (index) => {
      const draft = ourDraft(streamOf(appendStreams, clients, index), streamLength);
      return () => appendChangeset(draft);
    },
    peer: (index) => {
      const event = peerEvent(streamOf(appendStreams, clients, index), streamLength + 1);
      return () => peer.pushEvent(event);
    },
    floor: () => barePut,
  });

  await compare(`charger un flux de ${streamLength} événements`, clients, {
    ours: (index) => () => loadStream(streamIdOf('parcel', readStreams[index % loadStreams] ?? '')),
    peer: (index) => () => peer.getEvents(readStreams[index % loadStreams] ?? ''),
    floor: (index) => () => bareQuery(readStreams[index % loadStreams] ?? ''),
  });

  // A whole command's storage work: load the stream, fold it, append one event.
  await compare(`commande : charger ${streamLength} puis ajouter 1`, clients, {
    // The command's own work after its load (folding, building what it appends) is timed with it.
    ours: (index) => async () => {
      const parcelId = streamOf(commandStreams, clients, index);
      const changesets = await loadStream(streamIdOf('parcel', parcelId));
      await appendChangeset(ourDraft(parcelId, changesets.at(-1)?.lastVersion ?? 0));
    },
    peer: (index) => async () => {
      const parcelId = streamOf(commandStreams, clients, index);
      const { aggregate } = await peer.getAggregate(parcelId);
      await peer.pushEvent(peerEvent(parcelId, (aggregate?.version ?? 0) + 1), { prevAggregate: aggregate });
    },
    floor: (index) => async () => {
      await bareQuery(readStreams[index % loadStreams] ?? '');
      await barePut();
    },
  });
}

out(`== Magasin d'événements : le nôtre, Castore 2.4.2 (adaptateur DynamoDB), appels nus — un dynalite, ${calls} appels par cas`);
out(`  (flux semés en ${seedSeconds.toFixed(1)} s ; charge utile : le ParcelDeclared des fixtures ; Castore porte notre enveloppe dans metadata)`);
out(
  `  (clients : le nôtre et le nu résolvent leurs middlewares une fois et sans l'étape de journal du SDK ; Castore ${peerTuned ? 'aussi (BENCH_PEER_TUNED=1)' : 'a le client par défaut de son README (BENCH_PEER_TUNED=1 lui donne les mêmes réglages)'})`,
);
const cell = (value: Figures) => `${ms(value.p50).padStart(9)} ${ms(value.p99).padStart(9)}`;
const ratio = (ours: number, peerValue: number) => (ours / peerValue).toFixed(2).padStart(6);
out(`  ${'opération'.padEnd(44)} cl.  ${'nous p50      p99'.padStart(19)}  ${'Castore p50   p99'.padStart(19)}  ${'nu p50        p99'.padStart(19)}  nous/Castore p50   p99`);
for (const row of rows) {
  out(
    `  ${row.operation.padEnd(44)} ${String(row.clients).padStart(3)}  ${cell(row.ours)}  ${cell(row.peer)}  ${cell(row.floor)}  ${ratio(row.ours.p50, row.peer.p50).padStart(16)} ${ratio(row.ours.p99, row.peer.p99)}`,
  );
}
out('  (nu : PutItem conditionnel de notre élément déjà sérialisé ; Query cohérente sans analyse ; la commande nue = Query + PutItem)');

// The goals: every case at or under the peer, at p50 and p99, and within 1.15 times the bare call.
const peerGoal = 1;
const floorGoal = 1.15;
const verdict = (value: number, goal: number) => `${value.toFixed(3)} (<= ${goal.toFixed(2)} ${value <= goal ? 'ok' : 'NON'})`;
out();
out(`== Objectifs : nous/Castore <= ${peerGoal.toFixed(2)} et nous/nu <= ${floorGoal.toFixed(2)}, à p50 et à p99`);
out(`  ${'opération'.padEnd(44)} cl.  ${'nous/Castore p50'.padEnd(20)} ${'p99'.padEnd(20)} ${'nous/nu p50'.padEnd(20)} p99`);
for (const row of rows) {
  const cells = [
    verdict(row.ours.p50 / row.peer.p50, peerGoal),
    verdict(row.ours.p99 / row.peer.p99, peerGoal),
    verdict(row.ours.p50 / row.floor.p50, floorGoal),
    verdict(row.ours.p99 / row.floor.p99, floorGoal),
  ];
  out(`  ${row.operation.padEnd(44)} ${String(row.clients).padStart(3)}  ${cells.map((cell) => cell.padEnd(20)).join(' ')}`);
}
out(`  (p99 de ${calls} appels : le ${Math.ceil(calls / 100)}e plus lent ; d'un passage à l'autre sur cette machine, un rapport bouge de ±0,03 à p50 et de ±0,2 à p99)`);

// What the feed index entry every changeset writes costs on dynalite: the bare put with and without its two attributes.
// dynalite writes an index entry before the item, one more step in its queue (DynamoDB updates an index after answering).
const { feedKey: _feedKey, commitId: _commitId, ...floorItemOffFeed } = floorItem;
const barePutOffFeed = () =>
  floorClient.send(
    new PutItemCommand({ TableName: ourTable, Item: { ...floorItemOffFeed, streamId: { S: `parcel-${randomUUID()}` } }, ConditionExpression: 'attribute_not_exists(streamId)' }),
  );
out();
out("== L'entrée du flux global sur dynalite : le PutItem nu avec et sans feedKey/commitId (Castore n'indexe que le premier événement d'un flux)");
for (const clients of clientCounts) {
  const { onFeed, offFeed } = await interleaved(clients, { onFeed: () => barePut, offFeed: () => barePutOffFeed });
  out(
    `  ${String(clients).padStart(3)} client(s)  avec ${ms(onFeed.p50)} / ${ms(onFeed.p99)}  sans ${ms(offFeed.p50)} / ${ms(offFeed.p99)}  (p50 / p99) ; avec/sans ${(onFeed.p50 / offFeed.p50).toFixed(2)} / ${(onFeed.p99 / offFeed.p99).toFixed(2)}`,
  );
}

out();
out('== Allers-retours DynamoDB par opération (comptés sur le fil)');
const fresh = newParcelId();
const [seededOnce = '', loadedOnce = ''] = await seedStreams(2);
await loadStream(streamIdOf('parcel', loadedOnce));
const ourAppendAfterLoad = await measured(ourMeter, () => appendChangeset(ourDraft(loadedOnce, streamLength)));
const roundTripRows: [string, Awaited<ReturnType<typeof measured>>, Awaited<ReturnType<typeof measured>>][] = [
  ['ajouter à un nouveau flux', await measured(ourMeter, () => appendChangeset(ourDraft(fresh, 0))), await measured(peerMeter, () => peer.pushEvent(peerEvent(fresh, 1)))],
  [
    `ajouter à un flux de ${streamLength} chargé par ce processus`,
    ourAppendAfterLoad,
    await measured(peerMeter, () => peer.pushEvent(peerEvent(loadedOnce, streamLength + 1))),
  ],
  [
    `ajouter à un flux de ${streamLength} non chargé par ce processus`,
    await measured(ourMeter, () => appendChangeset(ourDraft(seededOnce, streamLength))),
    await measured(peerMeter, () => peer.pushEvent(peerEvent(seededOnce, streamLength + 1))),
  ],
  [
    `charger un flux de ${streamLength} événements`,
    await measured(ourMeter, () => loadStream(streamIdOf('parcel', readStreams[0] ?? ''))),
    await measured(peerMeter, () => peer.getEvents(readStreams[0] ?? '')),
  ],
];
for (const [operation, ours, peerCount] of roundTripRows) {
  out(`  ${operation.padEnd(52)} nous ${ours.roundTrips}  Castore ${peerCount.roundTrips}  (nous <= Castore ${ours.roundTrips <= peerCount.roundTrips ? 'ok' : 'NON'})`);
}

out();
out('== Taille facturée par DynamoDB (noms + valeurs des attributs) et octets déplacés');
const storedItems = async (tableName: string, partitionKey: string, partition: string) =>
  (
    await floorClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: '#partition = :partition',
        ExpressionAttributeNames: { '#partition': partitionKey },
        ExpressionAttributeValues: { ':partition': { S: partition } },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];
const ourStored = (await storedItems(ourTable, 'streamId', streamIdOf('parcel', readStreams[0] ?? ''))).map(dynamoItemBytes);
const peerStored = (await storedItems(peerTable, 'aggregateId', `${castoreEventStoreId}#${readStreams[0] ?? ''}`)).map(dynamoItemBytes);
const { metadata: _metadata, ...peerEventWithoutMetadata } = peerEvent(newParcelId(), 2);
const peerBare = peerAdapter.getPushEventInput(peerEventWithoutMetadata, { eventStoreId: castoreEventStoreId }).Item ?? {};
const [, ourOne = 0] = ourStored;
const [, peerOne = 0] = peerStored;
out(`  un changeset d'un événement (nous)             ${String(ourOne).padStart(5)} octets  (${writeUnits(ourOne)} unité(s) d'écriture)`);
out(`  un événement Castore, même enveloppe           ${String(peerOne).padStart(5)} octets  (${writeUnits(peerOne)} unité(s) d'écriture) ; nous/Castore ${(ourOne / peerOne).toFixed(2)}`);
const tenEventDraft = buildChangeset({
  streamId: streamIdOf('parcel', fresh),
  streamType: 'parcel',
  currentVersion: streamStart,
  events: Array.from({ length: streamLength }, () => declaredEvent(fresh)),
  context: commandContext(fresh),
});
const tenEventChangeset = dynamoItemBytes(marshall(changesetItemOf(committed(tenEventDraft, newUlid())), { removeUndefinedValues: true }));
out(`  un événement Castore sans metadata             ${String(dynamoItemBytes(peerBare)).padStart(5)} octets`);
out(
  `  une commande de ${streamLength} événements : nous 1 changeset de ${tenEventChangeset} octets, Castore ${streamLength} éléments ≈ ${peerOne * streamLength} octets (nous/Castore ${(tenEventChangeset / (peerOne * streamLength)).toFixed(2)}) ; unités d'écriture ${writeUnits(tenEventChangeset)} contre ${streamLength * writeUnits(peerOne)}`,
);
const [, ourLoad, peerLoad] = roundTripRows.find(([operation]) => operation.startsWith('charger')) ?? [];
const total = (sizes: number[]) => sizes.reduce((sum, bytes) => sum + bytes, 0);
out(
  `  charger ${streamLength} événements, nous      ${String(ourStored.length).padStart(2)} élément(s), ${total(ourStored)} octets DynamoDB, ${consistentQueryReadUnits(ourStored)} unité(s) de lecture cohérente, ${ourLoad?.responseBytes ?? 0} octets de réponse HTTP`,
);
out(
  `  charger ${streamLength} événements, Castore   ${String(peerStored.length).padStart(2)} élément(s), ${total(peerStored)} octets DynamoDB, ${consistentQueryReadUnits(peerStored)} unité(s) de lecture cohérente, ${peerLoad?.responseBytes ?? 0} octets de réponse HTTP`,
);
out(`  (un flux de ${streamLength} commandes d'un événement chacune : ${streamLength} changesets chez nous ; un changeset de plusieurs événements ne garde qu'une enveloppe)`);

peerClient.destroy();
floorClient.destroy();
dynamoItems().destroy();
await dynalite.stop();
rmSync(dataDir, { recursive: true, force: true });

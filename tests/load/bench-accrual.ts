import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import { addDays } from '../../domain/parcel/storage';
import { changesetItemOf, committed } from '../../functions/platform/changeset';
import { buildChangeset, type CommandContext } from '../../functions/platform/command';
import { newUlid } from '../../functions/platform/ids';
import { dynamoDocuments, dynamoRoundTripCount } from '../../functions/platform/aws/dynamodb';
import { feedCalendarItem, utcDay } from '../../functions/platform/feed-keys';
import { writeItems } from '../../functions/platform/replay';
import { allTables } from '../../functions/catalog';
import { parcelsProjection } from '../../functions/parcels/parcels-projection';
import { parcelsTable } from '../../functions/parcels/parcels-table';
import { anyProjection, emptyState, foldIntoState, itemOf } from '../../functions/platform/projection';
import { eventsTable } from '../../functions/platform/tables';
import { localTableName, portBlockSize, portsFrom } from '../../infra/local/local-config';
import { createTable, localDynamo } from '../../infra/local/provision';
import { startDynalite } from '../../infra/local/stand-ins';
import { freePortBlock } from '../support/free-ports';
import { dynamoItemBytes } from './dynamo-item-size';
import { streamStart } from '../../functions/platform/changeset';
import { vouchedEnd } from '../../functions/platform/testing/stream-ends';

/**
 * The daily storage accrual over `parcels` stored parcels (`npm run bench:accrual -- 100000`; 10,000 by
 * default, a run of 100,000 takes about 25 minutes on a 2-core machine, and the figures are then
 * extrapolated to 100,000, each parcel costing the same), in its
 * own process and on its own dynalite: time, DynamoDB round-trips and bytes written by the job, next
 * to the bare store doing the same writes (one conditional put per parcel, nothing read). Each parcel
 * was received on 1 October 2026 (free plan) and accrued through the day before the run; the run is
 * the 20th of November, a day with no reminder due, so it is the everyday run: one event per parcel.
 * Then what one parcel's catch-up to 2099-01-01 writes, as one run event and as the day-by-day
 * events the accrual recorded before (over DynamoDB's 400 KB item limit).
 */
const parcels = Number(process.argv[2] ?? process.env.BENCH_ACCRUAL_PARCELS ?? 10_000);
/** The volume the figures are also given for, by proportion (each parcel costs the same: its own stream, read once and written once). */
const target = 100_000;
const receivedDay = '2026-10-01';
const runDay = '2026-11-20';
const ports = portsFrom(await freePortBlock(portBlockSize));
const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-bench-accrual-'));
const server = await startDynalite(dataDir, ports.dynamo);
Object.assign(process.env, {
  AWS_REGION: 'eu-west-3',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamo}`,
  LOG_LEVEL: 'warn',
  ...Object.fromEntries(allTables.map((table) => [table.envVar, localTableName(table.name)])),
});
const client = localDynamo(ports);
await Promise.all(allTables.map((table) => createTable(client, table, localTableName(table.name))));

/** Bytes of the requests that write (puts, updates, batches), as sent on the wire (their content length). */
let bytesWritten = 0;
dynamoDocuments().middlewareStack.add(
  (next) => (args) => {
    const headers = Object.fromEntries(Object.entries((args.request as { headers?: Record<string, string> }).headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    if (/PutItem|UpdateItem|BatchWriteItem|DeleteItem/.test(headers['x-amz-target'] ?? '')) bytesWritten += Number(headers['content-length'] ?? 0);
    return next(args);
  },
  { step: 'finalizeRequest', name: 'countBytesWritten' },
);

const actor = { kind: 'system' as const, id: 'bench' };
const contextOf = (commandId: string, now: Date): CommandContext => ({ commandId, requestFingerprint: commandId, correlationId: commandId, causationId: null, actor, now });
const declaration = {
  senderName: 'Boutique',
  senderPhone: '0102030405',
  senderEmail: 'boutique@example.com',
  carrier: 'DHL' as const,
  trackingNumber: 'BENCH',
  description: 'Colis de mesure',
  category: 'autre' as const,
  weightKg: 1.2,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  declaredValueEuros: 25,
  instructions: '',
};

/** One stored parcel's history, as the deciders write it: declared, received (free plan), shelved, accrued through the day before the run. */
const historyOf = (index: number) => {
  const parcelId = `bench${index}`;
  const streamId = streamIdOf('parcel', parcelId);
  const declaredAt = new Date(`${addDays(receivedDay, -2)}T09:00:00Z`);
  const receivedAt = new Date(`${receivedDay}T09:00:00Z`);
  const accruedAt = new Date(`${addDays(runDay, -1)}T00:15:00Z`);
  const steps: { now: Date; command: Parameters<typeof parcelDecider.decide>[0] }[] = [
    { now: declaredAt, command: { type: 'DeclareParcel', data: { parcelId, customerId: `customer${index % 500}`, declaration: { ...declaration, trackingNumber: `BENCH${index}` } }, metadata: { now: declaredAt, actor } } },
    { now: receivedAt, command: { type: 'ReceiveParcel', data: { parcelId, measurements: { weightKg: 1.2, lengthCm: 30, widthCm: 20, heightCm: 10 }, plan: { plan: 'free', version: 0 } }, metadata: { now: receivedAt, actor } } },
    { now: receivedAt, command: { type: 'PutAwayParcel', data: { parcelId, location: 'A-01-01' }, metadata: { now: receivedAt, actor } } },
    { now: accruedAt, command: { type: 'AccrueStorage', data: { parcelId, day: addDays(runDay, -1) }, metadata: { now: accruedAt, actor } } },
  ];
  let state = parcelDecider.initialState();
  let version = 0;
  const drafts = steps.map(({ now, command }, step) => {
    const events = parcelDecider.decide(command, state);
    state = events.reduce(parcelDecider.evolve, state);
    const draft = buildChangeset({ streamId, streamType: 'parcel', currentVersion: vouchedEnd(version), events, context: contextOf(`seed-${index}-${step}`, now) });
    version = draft.lastVersion;
    return draft;
  });
  return { parcelId, drafts };
};

const projection = anyProjection(parcelsProjection);
const seedStarted = performance.now();
const chunk = 5_000;
for (let start = 0; start < parcels; start += chunk) {
  const histories = Array.from({ length: Math.min(chunk, parcels - start) }, (_, offset) => historyOf(start + offset));
  await writeItems(localTableName(eventsTable.name), [
    ...(start === 0 ? [feedCalendarItem(utcDay(new Date()))] : []),
    ...histories.flatMap(({ drafts }) => drafts.map((draft) => changesetItemOf(committed(draft, newUlid())))),
  ]);
  // The parcels read model the job pages through (its status index), as the live projection writes it.
  await writeItems(
    localTableName(parcelsTable.name),
    histories.map(({ parcelId, drafts }) => {
      const events = drafts.flatMap((draft) => draft.events) as StoredEvent[];
      const state = foldIntoState(projection, { parcelId }, emptyState, events);
      return itemOf({ parcelId }, state, events.length);
    }),
  );
}
const seedSeconds = (performance.now() - seedStarted) / 1000;

type Figures = { seconds: number; roundTrips: number; bytesWritten: number };
const measure = async (run: () => Promise<unknown>): Promise<{ figures: Figures; result: unknown }> => {
  const [trips, bytes, started] = [dynamoRoundTripCount(), bytesWritten, performance.now()];
  const result = await run();
  return { figures: { seconds: (performance.now() - started) / 1000, roundTrips: dynamoRoundTripCount() - trips, bytesWritten: bytesWritten - bytes }, result };
};
const scaled = (figures: Figures): Figures => ({
  seconds: Math.round((figures.seconds * target) / parcels),
  roundTrips: Math.round((figures.roundTrips * target) / parcels),
  bytesWritten: Math.round((figures.bytesWritten * target) / parcels),
});

// The product: the job's own function for the day, stamped at 00:15 that day in Paris.
const { accrueStorageFees } = await import('../../functions/parcels/accrue-storage-fees');
const product = await measure(() => accrueStorageFees(runDay, new Date(`${runDay}T00:15:00+01:00`)));

// The bare store, the same run: each parcel's accrual changeset put once, with its condition, nothing read first.
const { appendChangeset } = await import('../../functions/platform/event-store');
const bareRun = async () => {
  const concurrency = 10;
  for (let start = 0; start < parcels; start += concurrency) {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, parcels - start) }, (_, offset) => {
        const parcelId = `bench${start + offset}`;
        const events = [{ type: 'StorageFeeAccrued' as const, data: { parcelId, from: runDay, to: runDay, days: 1, amountCents: 100 } }];
        return appendChangeset(
          buildChangeset({ streamId: `bare-${parcelId}`, streamType: 'parcel', currentVersion: streamStart, events, context: contextOf(`bare-${parcelId}`, new Date()) }),
        );
      }),
    );
  }
};
const bare = await measure(bareRun);

// One parcel's catch-up over 72 years: one run event now, the per-day events the accrual wrote before.
const catchUp = historyOf(0);
let state = catchUp.drafts.flatMap((draft) => draft.events).reduce((current, event) => parcelDecider.evolve(current, event as never), parcelDecider.initialState());
const caughtUp = parcelDecider.decide({ type: 'AccrueStorage', data: { parcelId: catchUp.parcelId, day: '2099-01-01' }, metadata: { now: new Date(), actor } }, state);
state = caughtUp.reduce(parcelDecider.evolve, state);
const itemBytes = (events: readonly { type: string; data: unknown }[]) =>
  dynamoItemBytes(
    marshall(changesetItemOf(committed(buildChangeset({ streamId: 'parcel-x', streamType: 'parcel', currentVersion: vouchedEnd(5), events: events as never, context: contextOf('x', new Date()) }), newUlid())), {
      removeUndefinedValues: true,
    }),
  );
const accrued = caughtUp.find((event) => event.type === 'StorageFeeAccrued');
const days = accrued?.type === 'StorageFeeAccrued' ? accrued.data.days : 0;
const perDay = Array.from({ length: days }, (_, index) => ({ type: 'StorageFeeAccrued', data: { parcelId: catchUp.parcelId, day: addDays('2026-11-21', index), amountCents: 100 } }));

const perParcel = (figures: Figures) => ({ ...figures, roundTripsPerParcel: figures.roundTrips / parcels, bytesPerParcel: Math.round(figures.bytesWritten / parcels) });
process.stdout.write(
  `${JSON.stringify(
    {
      parcels,
      seedSeconds,
      product: { ...perParcel(product.figures), report: product.result },
      bareStore: perParcel(bare.figures),
      ...(parcels === target
        ? {}
        : { [`extrapolatedTo${target}`]: { product: scaled(product.figures), bareStore: scaled(bare.figures) } }),
      catchUpTo2099: { days, oneRunEventItemBytes: itemBytes(caughtUp), perDayEventsItemBytes: itemBytes(perDay), dynamoItemLimitBytes: 400 * 1024 },
    },
    null,
    2,
  )}\n`,
);
client.destroy();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);

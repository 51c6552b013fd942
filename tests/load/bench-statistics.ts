import { randomUUID } from 'node:crypto';
import { BatchGetItemCommand, DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DomainEvent, StoredEvent } from '../../events/catalog';
import { streamIdOf, type StreamType } from '../../events/envelope';
import { declaredParcelEvent } from '../../domain/parcel/parcel-test-events';
import type { AdminStatistics } from '../../domain/statistics/statistics-views';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { buildChangeset } from '../../functions/platform/command';
import { anyProjection, contributionsOf, emptyState, foldIntoState, itemOf, rowKeyString } from '../../functions/platform/projection';
import { writeItems } from '../../functions/platform/replay';
import { countsTable } from '../../functions/platform/tables';
import { statisticsCountersAt } from '../../functions/statistics/statistics-figures';
import { statisticsCounters, statisticsProjection } from '../../functions/statistics/statistics-projection';
import { statisticsTable } from '../../functions/statistics/statistics-table';
import { localTableName } from '../../infra/local/local-config';
import { startBenchRuntime } from './bench-runtime';
import { ms, percentile } from './stats';
import { vouchedEnd } from '../../functions/platform/testing/stream-ends';

/**
 * `npm run bench:statistics`: the back office's statistics (GET /admin/api/statistics?months=12) at
 * 1,000 then 100,000 parcels, with 10,000 card payments (one in ten partly refunded) and 1,000
 * subscriptions, by 1 then 10 concurrent clients, beside a bare GetItem of one total in the same run.
 * The statistics read model's rows are built by its projection from events made here and written
 * straight into its table, and the totals they count in are added to the counts read model: no event
 * is written, so the runtime's projections stay idle. Goal: flat in the number of parcels, p99 < 100 ms.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const calls = Number(process.env.BENCH_CALLS ?? 300);
const parcelCounts = (process.env.BENCH_PARCELS ?? '1000,100000').split(',').map(Number);
const paymentCount = Number(process.env.BENCH_PAYMENTS ?? 10_000);
const subscriptionCount = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1_000);
const clientCounts = [1, 10];
process.env.LOG_LEVEL ??= 'warn';

const { runtime, admin, stop } = await startBenchRuntime('statistics');
const statisticsTableName = localTableName(statisticsTable.name);
const countsTableName = localTableName(countsTable.name);
const projection = anyProjection(statisticsProjection);
const startedAt = Date.now();
const day = 86_400_000;
/** Spread over a little more than a year back: every month of the series has something. */
const spanMs = 400 * day;

const stored = (streamType: StreamType, id: string, version: number, event: DomainEvent, at: number): StoredEvent => {
  const [built] = buildChangeset({
    streamId: streamIdOf(streamType, id),
    streamType,
    currentVersion: vouchedEnd(version),
    events: [event],
    context: { commandId: randomUUID(), requestFingerprint: 'bench', correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'bench' }, now: new Date(at) },
  }).events;
  if (!built) throw new Error('aucun événement');
  return built;
};

/** The totals the seeded rows count in, added to the counts read model after each seeding. */
const seededCounts = new Map<string, number>();
/** A row as the live projection stores it, from its events, and the totals it counts in. */
const itemFrom = (events: StoredEvent[]): Record<string, unknown> => {
  const [first] = events;
  if (!first) throw new Error('aucun événement');
  const key = projection.keyOf(first);
  const state = foldIntoState(projection, key, emptyState, events);
  if (!state.row) throw new Error(`pas de ligne pour ${rowKeyString(key)}`);
  for (const [total, amount] of contributionsOf(projection, state.row)) seededCounts.set(total, (seededCounts.get(total) ?? 0) + amount);
  return itemOf(key, state, 1);
};
const addSeededCounts = async () => {
  const counts = [...seededCounts];
  seededCounts.clear();
  for (let start = 0; start < counts.length; start += 50) {
    await Promise.all(
      counts.slice(start, start + 50).map(([counter, count]) =>
        dynamoDocuments().send(
          new UpdateCommand({
            TableName: countsTableName,
            Key: { counter },
            UpdateExpression: 'ADD #count :count',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':count': count },
          }),
        ),
      ),
    );
  }
};

const parcelItem = (index: number, of: number) => {
  const parcelId = `bench-colis-${index}`;
  const at = startedAt - Math.floor((index / of) * spanMs);
  const events = [stored('parcel', parcelId, 0, { ...declaredParcelEvent, data: { ...declaredParcelEvent.data, parcelId } }, at)];
  if (index % 4 === 0) events.push(stored('parcel', parcelId, 1, { type: 'ParcelShipped', data: { parcelId, shipmentId: `s${index}`, carrier: 'DHL', trackingNumber: `X${index}` } }, at + 1000));
  if (index % 8 === 0) events.push(stored('parcel', parcelId, 2, { type: 'ParcelDelivered', data: { parcelId, shipmentId: `s${index}` } }, at + 2000));
  return itemFrom(events);
};
const paymentItem = (index: number) => {
  const paymentId = `bench-paiement-${index}`;
  const paidAt = startedAt - Math.floor((index / paymentCount) * spanMs);
  const events = [stored('payment', paymentId, 2, { type: 'PaymentSucceeded', data: { paymentId, amountCents: 1500 + (index % 50) * 100, paymentIntentId: `pi_${index}`, paidAt: new Date(paidAt).toISOString() } }, paidAt)];
  if (index % 10 === 0) {
    const refundedAt = new Date(Math.min(startedAt, paidAt + 3 * day)).toISOString();
    events.push(stored('payment', paymentId, 3, { type: 'PaymentRefunded', data: { paymentId, refundId: `re_${index}`, refundKey: `k${index}`, amountCents: 500, refundedAt } }, Date.parse(refundedAt)));
  }
  return itemFrom(events);
};
const subscriptionItem = (index: number) => {
  const customerId = `bench-client-${index}`;
  const start = startedAt - (index % 60) * day;
  const end = start + (index % 3 === 0 ? 365 : 30) * day;
  const event: DomainEvent = {
    type: 'SubscriptionPeriodStarted',
    data: { customerId, plan: index % 3 === 0 ? 'premium_yearly' : 'premium_monthly', periodStart: new Date(start).toISOString(), periodEnd: new Date(end).toISOString(), stripeSubscriptionId: `sub_${index}`, paymentId: `p${index}` },
  };
  return itemFrom([stored('subscription', customerId, 0, event, start)]);
};

const seed = async (label: string, items: Record<string, unknown>[]) => {
  const seedStarted = performance.now();
  for (let start = 0; start < items.length; start += 10_000) await writeItems(statisticsTableName, items.slice(start, start + 10_000), 8);
  await addSeededCounts();
  out(`  ${label} (${items.length} lignes écrites en ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
};
await seed(`${paymentCount} paiements semés`, Array.from({ length: paymentCount }, (_unused, index) => paymentItem(index)));
await seed(`${subscriptionCount} abonnements semés`, Array.from({ length: subscriptionCount }, (_unused, index) => subscriptionItem(index)));

/** Requests to the counts table, counted in this process's shared DynamoDB client (the handlers run in this process). */
let countsRequests = 0;
dynamoDocuments().middlewareStack.add(
  (next) => async (args) => {
    const { input } = args;
    if (typeof input === 'object' && input !== null && 'RequestItems' in input && typeof input.RequestItems === 'object' && input.RequestItems && countsTableName in input.RequestItems) countsRequests += 1;
    if (typeof input === 'object' && input !== null && 'TableName' in input && input.TableName === countsTableName) countsRequests += 1;
    return next(args);
  },
  { step: 'initialize', name: 'benchStatisticsCountsRequests' },
);
const raw = new DynamoDBClient({ region: 'eu-west-3', endpoint: runtime.environment.DYNAMODB_ENDPOINT });

type Answer = { status: number; roundTrips: number; statistics?: AdminStatistics };
type Case = { label: string; call: () => Promise<Answer> };
const cases: Case[] = [
  {
    label: 'GET /admin/api/statistics?months=12',
    call: async () => {
      const before = countsRequests;
      const response = await admin.get<AdminStatistics>('/admin/api/statistics?months=12');
      return { status: response.status, roundTrips: countsRequests - before, statistics: response.body };
    },
  },
  {
    // The same HTTP chain (gateway, session, staff check) reading three totals: what the chain itself costs.
    label: 'GET /admin/api/users/counters (3 totaux)',
    call: async () => {
      const before = countsRequests;
      const response = await admin.get('/admin/api/users/counters');
      return { status: response.status, roundTrips: countsRequests - before };
    },
  },
  {
    label: 'BatchGetItem nu des mêmes totaux',
    call: async () => {
      const keys = statisticsCountersAt(new Date(), 12).all.slice(0, 100).map((counter) => ({ counter: { S: counter } }));
      await raw.send(new BatchGetItemCommand({ RequestItems: { [countsTableName]: { Keys: keys } } }));
      return { status: 200, roundTrips: 1 };
    },
  },
  {
    label: 'GetItem nu d’un total (table des totaux)',
    call: async () => {
      await raw.send(new GetItemCommand({ TableName: countsTableName, Key: { counter: { S: statisticsCounters.parcels } } }));
      return { status: 200, roundTrips: 1 };
    },
  },
];

type Measure = { p50: number; p95: number; p99: number; calls: number; statuses: Set<number>; alone: Answer };
/** A warm-up call, a call alone (whose answer the table reports), then `clients` workers until `calls` calls are made. */
const measure = async (call: () => Promise<Answer>, clients: number): Promise<Measure> => {
  await call();
  const alone = await call();
  const statuses = new Set([alone.status]);
  const timed: number[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (started < calls) {
        started += 1;
        const begin = performance.now();
        statuses.add((await call()).status);
        timed.push(performance.now() - begin);
      }
    }),
  );
  return { p50: percentile(timed, 50), p95: percentile(timed, 95), p99: percentile(timed, 99), calls: timed.length, statuses, alone };
};

const results: { parcels: number; label: string; clients: number; measure: Measure }[] = [];
let seeded = 0;
for (const parcels of parcelCounts) {
  await seed(`${parcels} colis semés`, Array.from({ length: parcels - seeded }, (_unused, offset) => parcelItem(seeded + offset, parcelCounts.at(-1) ?? parcels)));
  seeded = parcels;
  for (const { label, call } of cases) {
    for (const clients of clientCounts) results.push({ parcels, label, clients, measure: await measure(call, clients) });
  }
}

out();
out(`== Statistiques du back-office à ${parcelCounts.join(' puis ')} colis, ${paymentCount} paiements, ${subscriptionCount} abonnements (${calls} appels par cas)`);
out(`  ${'requête'.padEnd(44)} ${'colis'.padStart(7)} ${'clients'.padStart(7)}  ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}  allers-retours`);
for (const { parcels, label, clients, measure: figures } of results) {
  const other = [...figures.statuses].filter((status) => status !== 200);
  out(
    `  ${label.padEnd(44)} ${String(parcels).padStart(7)} ${String(clients).padStart(7)}  ${ms(figures.p50).padStart(10)} ${ms(figures.p95).padStart(10)} ${ms(figures.p99).padStart(10)}  ${String(figures.alone.roundTrips).padStart(14)}${other.length ? `  RÉPONSES HTTP ${other.join(', ')}` : ''}`,
  );
}
const last = results.find((result) => result.label.startsWith('GET') && result.parcels === parcelCounts.at(-1))?.measure.alone.statistics;
if (last) {
  out(`  cartes lues à ${parcelCounts.at(-1)} colis : ${JSON.stringify(last.cards)}`);
  out(`  colis par mois : ${last.monthly.map((month) => `${month.month} ${month.parcels}`).join(', ')}`);
}
for (const clients of clientCounts) {
  const worst = Math.max(...results.filter((result) => result.label.startsWith('GET') && result.clients === clients).map((result) => result.measure.p99));
  out(`  objectif p99 < 100 ms à ${clients} client(s) : ${worst < 100 ? 'atteint' : 'NON ATTEINT'} (pire p99 ${ms(worst)})`);
}

raw.destroy();
await stop();
dynamoDocuments().destroy();

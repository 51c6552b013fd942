import { randomUUID } from 'node:crypto';
import { DynamoDBClient, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { streamIdOf } from '../../events/envelope';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { buildChangeset } from '../../functions/platform/command';
import { writeItems } from '../../functions/platform/replay';
import { parcelsTable } from '../../functions/parcels/parcels-table';
import { parcelsProjection } from '../../functions/parcels/parcels-projection';
import { anyProjection, emptyState, foldIntoState, itemOf } from '../../functions/platform/projection';
import { countsTable } from '../../functions/platform/tables';
import type { StoredEvent } from '../../events/catalog';
import type { ApiClient } from '../../infra/local/api-client';
import { localTableName } from '../../infra/local/local-config';
import { createAccount } from '../../infra/local/seed';
import { parcelChangeset } from '../support/scratch-event-store';
import { declaration } from '../support/fixtures';
import { startBenchRuntime } from './bench-runtime';
import { measureConcurrently, ms } from './stats';
import { maxPageSize } from '../../domain/shared/list-page';
import { streamStart } from '../../functions/platform/changeset';
import { vouchedEnd } from '../../functions/platform/testing/stream-ends';

/**
 * `npm run bench:lists`: one page of the parcel lists as the back office and the customer app ask
 * for it, at 1,000 then at 100,000 parcels of 10,000 customers, by 1 then 20 concurrent clients,
 * beside a bare Query of one page. The read-model rows
 * are written straight into the table (built by the parcels projection itself, so their shape is
 * the projection's); no events are written, so the runtime's projections stay idle. A read model
 * that the lists come to read besides the rows (totals kept by a counts projection) has to be
 * seeded here too, or its figure is reported from an empty table (the Content-Range total shows it).
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const calls = Number(process.env.BENCH_CALLS ?? 300);
// A case stops at `calls` calls or after this many seconds, whichever comes first: a page that
// reads a whole partition of 100,000 rows takes seconds on dynalite.
const secondsPerCase = Number(process.env.BENCH_LIST_SECONDS ?? 20);
const parcelCounts = (process.env.BENCH_PARCELS ?? '1000,100000').split(',').map(Number);
const clientCounts = [1, 20];
process.env.LOG_LEVEL ??= 'warn';

const { runtime, site, signedIn, admin, stop } = await startBenchRuntime('lists');
// A sender who owns a tenth of all parcels, and one who owns ten; the others belong to 10,000 customers.
const bigSenderAccount = await createAccount(site, { email: 'gros-expediteur@passerelle.example', firstName: 'Gaspard', lastName: 'Gros', phone: '+590 690 00 00 01', territory: 'guadeloupe', admin: false });
const smallSenderAccount = await createAccount(site, { email: 'petit-expediteur@passerelle.example', firstName: 'Paula', lastName: 'Petit', phone: '+590 690 00 00 02', territory: 'guadeloupe', admin: false });
const bigSender = await signedIn(bigSenderAccount.email, bigSenderAccount.password);
const smallSender = await signedIn(smallSenderAccount.email, smallSenderAccount.password);
// A parcel the small sender really declared (events, reservation, received by staff): the one /suivi follows.
const trackedNumber = 'SUIVI-BENCH-0001';
const trackedParcel = await smallSender.post<{ parcelId: string }>('/api/parcels', declaration({ trackingNumber: trackedNumber }));
await admin.post(`/admin/api/parcels/${trackedParcel.body.parcelId}/receive`, { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 });
await runtime.settle();

// The payload: the test fixtures' ParcelDeclared; each row is what the parcels projection makes of it.
const template = parcelChangeset('gabarit', 0).events[0];
if (template?.type !== 'ParcelDeclared') throw new Error('le gabarit devrait être un ParcelDeclared');
const smallSenderParcels = 10;
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const ownerOf = (index: number) => {
  if (index % 10 === 0) return bigSenderAccount.customerId;
  if (index % 10 === 5 && index < smallSenderParcels * 10) return smallSenderAccount.customerId;
  return `client-${index % customerCount}`;
};
const startedAt = Date.now();
/** The counters the seeded rows count in, added to the counts read model after each seeding. */
const seededCounts = new Map<string, number>();
const projection = anyProjection(parcelsProjection);
const rowOf = (index: number): Record<string, unknown> => {
  const parcelId = `colis${String(index).padStart(7, '0')}`;
  const streamId = streamIdOf('parcel', parcelId);
  // One parcel a minute back in time: the newest first in every list.
  const now = new Date(startedAt - index * 60_000);
  const context = { commandId: randomUUID(), requestFingerprint: 'bench', correlationId: randomUUID(), causationId: null, actor: { kind: 'system' as const, id: 'bench' }, now };
  const declared = buildChangeset({
    streamId,
    streamType: 'parcel',
    currentVersion: streamStart,
    events: [{ type: 'ParcelDeclared', data: { ...template.data, parcelId, customerId: ownerOf(index), trackingNumber: `TRK${parcelId}` } }],
    context,
  }).events[0];
  if (declared?.type !== 'ParcelDeclared') throw new Error('ParcelDeclared attendu');
  const events: StoredEvent[] = [declared];
  const received = buildChangeset({
    streamId,
    streamType: 'parcel',
    currentVersion: vouchedEnd(1),
    events: [{ type: 'ParcelReceived', data: { parcelId, weightGrams: 1200, lengthCm: 30, widthCm: 20, heightCm: 10 } }],
    context: { ...context, now: new Date(now.getTime() + 1000) },
  }).events[0];
  if (received?.type !== 'ParcelReceived') throw new Error('ParcelReceived attendu');
  if (index % 3 === 0) events.push(received);
  // The row as the live projection stores it (its bookkeeping included), and the counters it counts in.
  const key = { parcelId };
  const state = foldIntoState(projection, key, emptyState, events);
  if (!state.row) throw new Error('la projection ne fait pas de ligne');
  for (const counter of projection.countersOf?.(state.row) ?? []) seededCounts.set(counter, (seededCounts.get(counter) ?? 0) + 1);
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
            TableName: localTableName(countsTable.name),
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

const tableName = localTableName(parcelsTable.name);
const raw = new DynamoDBClient({ region: 'eu-west-3', endpoint: runtime.environment.DYNAMODB_ENDPOINT });
const allIndexName = 'all';
const allIndex = parcelsTable.indexes[allIndexName];
/** The `all` index partition that the back office's unfiltered list reads. */
const allPartition = {
  TableName: tableName,
  IndexName: allIndexName,
  KeyConditionExpression: '#partition = :partition',
  ExpressionAttributeNames: { '#partition': allIndex.partitionKey.name },
  ExpressionAttributeValues: { ':partition': { S: 'parcel' } },
};
const barePage = () => raw.send(new QueryCommand({ ...allPartition, ScanIndexForward: false, Limit: 25 }));

/** What a total read from the partition costs: a COUNT Query paged to its end (its pages are its round-trips). */
const bareCount = async (): Promise<Answer> => {
  let rows = 0;
  let roundTrips = 0;
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await raw.send(
      new QueryCommand({ ...allPartition, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    rows += page.Count ?? 0;
    roundTrips += 1;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { status: 200, rows, roundTrips };
};

/** The query string of the back office's first page of a list (no cursor). */
const adminListUrl = (filter: Record<string, string>) =>
  `/admin/api/parcels?${new URLSearchParams({ filter: JSON.stringify(filter), perPage: '25', sort: JSON.stringify(['declaredAt', 'DESC']) })}`;

/** `roundTrips`: to the parcels table; `otherRoundTrips`: to the other tables but the events'; `bytes`: the answer's JSON. */
type Answer = { status: number; rows: number; total?: string; roundTrips: number; otherRoundTrips?: number; bytes?: number };

/**
 * Requests to the parcels table, counted in this process's shared DynamoDB client (the handlers run
 * in this process): exact per request, where the gateway's own count would also take in the feed
 * tailer's polls of the events table that happen meanwhile.
 */
let parcelsTableRequests = 0;
/** Requests to the other tables a list reads besides its rows (sessions, counts), by table: the events table, which the feed tailer polls meanwhile, left out. */
let otherTableRequests = 0;
const eventsTableName = localTableName('Events');
dynamoDocuments().middlewareStack.add(
  (next) => async (args) => {
    const { input } = args;
    const tables =
      typeof input === 'object' && input !== null
        ? 'TableName' in input
          ? [input.TableName]
          : 'RequestItems' in input && typeof input.RequestItems === 'object' && input.RequestItems !== null
            ? Object.keys(input.RequestItems)
            : []
        : [];
    for (const table of tables) {
      if (table === tableName) parcelsTableRequests += 1;
      else if (table !== eventsTableName) otherTableRequests += 1;
    }
    return next(args);
  },
  { step: 'initialize', name: 'benchListsParcelsTableRequests' },
);
type Case = { label: string; call: () => Promise<Answer> };
const apiCase = (label: string, client: ApiClient, path: string): Case => ({
  label,
  call: async () => {
    // A refusal is reported in the table rather than ending the run: the lists are being reworked.
    const before = parcelsTableRequests;
    const otherBefore = otherTableRequests;
    const response = await client.get<unknown>(path);
    const roundTrips = parcelsTableRequests - before;
    const otherRoundTrips = otherTableRequests - otherBefore;
    // A list's rows are its items; /suivi's are the lines of its timeline.
    const body = response.body;
    const items = Array.isArray(body)
      ? body
      : typeof body === 'object' && body !== null
        ? 'items' in body
          ? body.items
          : 'timeline' in body
            ? body.timeline
            : 'entries' in body
              ? body.entries
              : [body]
        : [];
    return {
      status: response.status,
      rows: Array.isArray(items) ? items.length : 0,
      // A page without a total (a search, a range) says null: reported as '-'.
      total: typeof response.body === 'object' && response.body !== null && 'total' in response.body && response.body.total !== null ? String(response.body.total) : undefined,
      roundTrips,
      otherRoundTrips,
      bytes: Buffer.byteLength(JSON.stringify(response.body)),
    };
  },
});
/** The dashboard's reads as the customer app makes them: the profile and every page of the customer's parcels. */
const dashboardCase = (label: string, client: ApiClient): Case => ({
  label,
  call: async () => {
    const before = parcelsTableRequests;
    const [me, first] = await Promise.all([client.get<unknown>('/api/me'), client.get<{ items: unknown[]; nextCursor: string | null }>(`/api/parcels?perPage=${maxPageSize}`)]);
    let rows = first.body.items.length;
    let status = Math.max(me.status, first.status);
    for (let cursor = first.body.nextCursor; cursor; ) {
      const page = await client.get<{ items: unknown[]; nextCursor: string | null }>(`/api/parcels?perPage=${maxPageSize}&cursor=${encodeURIComponent(cursor)}`);
      rows += page.body.items.length;
      status = Math.max(status, page.status);
      cursor = page.body.nextCursor;
    }
    return { status, rows, roundTrips: parcelsTableRequests - before };
  },
});

const allCases: Case[] = [
  apiCase('admin : une page, tous les colis', admin, adminListUrl({})),
  apiCase('admin : une page, statut « déclaré »', admin, adminListUrl({ status: 'declared' })),
  apiCase('admin : recherche « TRKcolis00001 » (début du n° de suivi)', admin, adminListUrl({ q: 'TRKcolis00001' })),
  apiCase('admin : recherche « TRKcolis0000 » + statut « reçu »', admin, adminListUrl({ q: 'TRKcolis0000', status: 'received' })),
  apiCase('admin : fiche d’un colis (GET /admin/api/parcels/{id})', admin, `/admin/api/parcels/${trackedParcel.body.parcelId}`),
  apiCase('admin : historique d’un colis (événements)', admin, `/admin/api/parcels/${trackedParcel.body.parcelId}/history`),
  apiCase('admin : une page, créés sur 2 jours', admin, adminListUrl({ declaredFrom: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), declaredTo: new Date().toISOString().slice(0, 10) })),
  apiCase('client : GET /api/parcels (1/10 des colis)', bigSender, '/api/parcels'),
  apiCase('client : GET /api/parcels (10 colis)', smallSender, '/api/parcels'),
  dashboardCase('client : tableau de bord (/api/me + ses 10 colis)', smallSender),
  apiCase('client : /suivi, GET /api/tracking (son colis)', smallSender, `/api/tracking?trackingNumber=${trackedNumber}`),
  {
    label: 'Query nue : une page de 25 (index all)',
    call: async () => ({ status: 200, rows: (await barePage()).Items?.length ?? 0, roundTrips: 1 }),
  },
  { label: 'Query COUNT nue de toute la partition (all)', call: bareCount },
];

// BENCH_LIST_ONLY='client|statut': only the cases whose label contains one of these words (to measure some lists at both sizes).
const only = process.env.BENCH_LIST_ONLY?.split('|');
const cases = only ? allCases.filter(({ label }) => only.some((word) => label.includes(word))) : allCases;

type Measure = Answer & { p50: number; p99: number; calls: number; statuses: Set<number> };
/** Figures by case, then by number of parcels, then by number of concurrent clients. */
const results = new Map<string, Map<number, Map<number, Measure>>>();
let seeded = 0;
for (const parcels of parcelCounts) {
  const seedStarted = performance.now();
  const rows = Array.from({ length: parcels - seeded }, (_unused, offset) => rowOf(seeded + offset));
  for (let start = 0; start < rows.length; start += 10_000) await writeItems(tableName, rows.slice(start, start + 10_000), 8);
  await addSeededCounts();
  seeded = parcels;
  out(`  ${parcels} colis semés (${rows.length} lignes écrites en ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
  for (const { label, call } of cases) {
    const byCount = results.get(label) ?? new Map<number, Map<number, Measure>>();
    const byClients = new Map<number, Measure>();
    for (const clients of clientCounts) byClients.set(clients, await measureConcurrently(call, { clients, calls, seconds: secondsPerCase }));
    byCount.set(parcels, byClients);
    results.set(label, byCount);
  }
}

out();
out(`== Listes de colis : une page, à ${parcelCounts.join(' puis ')} colis de ${customerCount} clients (au plus ${calls} appels ou ${secondsPerCase} s par cas)`);
out(`  ${'requête'.padEnd(60)} ${'colis'.padStart(7)}  ${clientCounts.map((clients) => `${clients} client(s) p50 / p99`.padStart(28)).join('  ')}  lignes  total  allers-retours (autres tables)  octets`);
const refusals = (measures: Measure[]) => {
  const other = [...new Set(measures.flatMap((measure) => [...measure.statuses]))].filter((status) => status !== 200);
  return other.length ? `  RÉPONSES HTTP ${other.join(', ')}` : '';
};
for (const { label } of cases) {
  for (const parcels of parcelCounts) {
    const byClients = results.get(label)?.get(parcels);
    if (!byClients) continue;
    const measures = clientCounts.flatMap((clients) => byClients.get(clients) ?? []);
    const [alone] = measures;
    if (!alone) continue;
    const figures = measures.map((measure) => `${ms(measure.p50)} / ${ms(measure.p99)}`.padStart(28)).join('  ');
    out(`  ${label.padEnd(60)} ${String(parcels).padStart(7)}  ${figures}  ${String(alone.rows).padStart(6)}  ${(alone.total ?? '-').padStart(5)}  ${`${alone.roundTrips} (${alone.otherRoundTrips ?? '-'})`.padStart(30)}  ${String(alone.bytes ?? '-').padStart(6)}${refusals(measures)}`);
  }
}
out('  (la page demandée est la première, sans curseur, comme le back-office et l’app client la demandent)');

// The goals: a list costs the same at every size (the largest against the smallest, each concurrency), and a
// page of the back office is full (25 rows) whatever the filter. The bare COUNT reads its whole partition: no goal.
const flatGoal = 1.25;
const pageSize = 25;
const [smallest, largest] = [parcelCounts[0], parcelCounts.at(-1)];
if (smallest !== undefined && largest !== undefined && largest !== smallest) {
  out();
  out(`== Objectifs : à ${largest} colis, au plus ${flatGoal.toFixed(2)} fois le temps à ${smallest} (p50 et p99) ; une page du back-office pleine (${pageSize} lignes)`);
  const verdict = (value: number) => `×${value.toFixed(2)} ${value <= flatGoal ? 'ok' : 'NON'}`;
  for (const { label } of cases) {
    if (label.startsWith('Query COUNT')) continue;
    const small = results.get(label)?.get(smallest);
    const large = results.get(label)?.get(largest);
    if (!small || !large) continue;
    const ratios = clientCounts.map((clients) => {
      const [before, after] = [small.get(clients), large.get(clients)];
      if (!before || !after) return '';
      return `${clients} cl. p50 ${verdict(after.p50 / before.p50)}, p99 ${verdict(after.p99 / before.p99)}`;
    });
    const firstPage = large.get(clientCounts[0] ?? 1);
    const fullPage = label.startsWith('admin : une page') || label.startsWith('admin : recherche');
    const page = fullPage && firstPage ? `  ; page ${firstPage.rows}/${pageSize} ${firstPage.rows === pageSize ? 'ok' : 'NON'}` : '';
    out(`  ${label.padEnd(60)} ${ratios.join('  ').padEnd(90)}${page}`);
  }
}

raw.destroy();
await stop();
dynamoDocuments().destroy();

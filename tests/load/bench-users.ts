import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, QueryCommand, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { streamIdOf } from '../../events/envelope';
import type { DomainEvent, StoredEvent } from '../../events/catalog';
import { customersProjection } from '../../functions/customers/customers-projection';
import { customersTable } from '../../functions/customers/customers-table';
import { searchLimit } from '../../functions/customers/search-users';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { buildChangeset } from '../../functions/platform/command';
import { anyProjection, emptyState, foldIntoState, itemOf } from '../../functions/platform/projection';
import { writeItems } from '../../functions/platform/replay';
import { countsTable } from '../../functions/platform/tables';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import { localTableName, portBlockSize } from '../../infra/local/local-config';
import { startRuntime } from '../../infra/local/runtime';
import { freePortBlock } from '../support/free-ports';
import { measureCase, ms } from './stats';
import { streamStart } from '../../functions/platform/changeset';

/**
 * `npm run bench:users`: the back office's users page (GET /admin/api/users) at 1,000 then 10,000
 * customers: one page, a filtered page, searches (a full last name, a two-letter prefix that
 * matches thousands, a phone number, a search with a filter) and the counters, beside the bare
 * DynamoDB calls they stand for in the same run, and beside what a scan-based search would cost.
 * The rows are written straight into the table, each built by the customers projection itself from
 * its events (sign-up, confirmation for two thirds, 0 to 4 parcels), so their shape and size are
 * the projection's; their totals are added to the counts read model.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const calls = Number(process.env.BENCH_CALLS ?? 200);
const secondsPerCase = Number(process.env.BENCH_USERS_SECONDS ?? 15);
const customerCounts = (process.env.BENCH_USERS ?? '1000,10000').split(',').map(Number);
process.env.LOG_LEVEL ??= 'warn';

const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-bench-users-'));
const runtime = await startRuntime({ dataDir, basePort: await freePortBlock(portBlockSize), seed: true });
const site = `http://127.0.0.1:${runtime.ports.gateway}`;
const adminAccount = runtime.accounts.find((account) => account.admin);
if (!adminAccount) throw new Error("pas de compte d'administration dans la démo");
const admin: ApiClient = createApiClient(site);
await admin.signIn(adminAccount.email, adminAccount.password, false, adminAccount);
await runtime.settle();

// ---- The seeded customers: 60 first names x 500 last names, phones of the territories.
const firstNames = ['Élodie', 'Marc', 'Zoé', 'Léa', 'Hugo', 'Chloé', 'Lucas', 'Inès', 'Nathan', 'Manon', 'Théo', 'Camille', 'Louis', 'Jade', 'Gabriel', 'Louise', 'Jules', 'Emma', 'Raphaël', 'Alice', 'Arthur', 'Lina', 'Adam', 'Rose', 'Maël', 'Anna', 'Paul', 'Mila', 'Noah', 'Julia', 'Tom', 'Ambre', 'Sacha', 'Agathe', 'Victor', 'Romy', 'Éthan', 'Lou', 'Mathis', 'Margaux', 'Axel', 'Clara', 'Léo', 'Sarah', 'Malo', 'Léna', 'Nolan', 'Eva', 'Timéo', 'Zélie', 'Yanis', 'Iris', 'Kylian', 'Nina', 'Amir', 'Yasmine', 'Ibrahim', 'Océane', 'Kenzo', 'Maëlys'];
const syllables = ['ma', 'ro', 'li', 'del', 'ber', 'cha', 'mon', 'tes', 'vin', 'lau', 'gar', 'nié', 'bou', 'rel', 'dur', 'and', 'mar', 'tin', 'fon', 'tai'];
const lastNameOf = (index: number) => {
  const n = index % 500;
  const name = `${syllables[n % 20]}${syllables[Math.floor(n / 20) % 20]}${syllables[(n * 7) % 20]}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
};
const phonePrefixes = ['+590 690', '+596 696', '+594 694', '+262 692', '+262 639', '+212 6'];
const phoneOf = (index: number) => `${phonePrefixes[index % phonePrefixes.length]} ${String(index).padStart(6, '0').replace(/(\d{2})(?=\d)/g, '$1 ')}`;

const projection = anyProjection(customersProjection);
const startedAt = Date.now();
const seededCounts = new Map<string, number>();
const actor = { kind: 'system' as const, id: 'bench' };
const storedEvents = (streamId: string, streamType: 'customer' | 'parcel', events: DomainEvent[], now: Date): StoredEvent[] =>
  buildChangeset({
    streamId,
    streamType,
    currentVersion: streamStart,
    events,
    context: { commandId: randomUUID(), requestFingerprint: 'bench', correlationId: randomUUID(), causationId: null, actor, now },
  }).events;
const rowOf = (index: number): Record<string, unknown> => {
  const customerId = randomUUID();
  // One sign-up a minute back in time: the newest first in every list.
  const now = new Date(startedAt - index * 60_000);
  const events: StoredEvent[] = storedEvents(streamIdOf('customer', customerId), 'customer', [
    {
      type: 'CustomerSignedUp',
      data: {
        customerId,
        personal: {
          email: `client${index}@example.com`,
          firstName: firstNames[index % firstNames.length] ?? 'Client',
          lastName: lastNameOf(index),
          company: '',
          phone: phoneOf(index),
          address: '1 rue du Port',
          postalCode: '97110',
          city: 'Pointe-à-Pitre',
        },
        territory: 'guadeloupe',
        acceptMarketing: false,
        termsAcceptedAt: now.toISOString(),
        confirmation: { tokenHash: 'bench', expiresAt: now.toISOString() },
      },
    },
    ...(index % 3 === 0
      ? []
      : [{ type: 'CustomerEmailConfirmed' as const, data: { customerId, frenchAddress: { boxNumber: `PA${index}`, street: "12 rue de l'Entrepôt", postalCode: '60290', city: 'Rantigny', country: 'France' } } }]),
  ], now);
  for (let parcel = 0; parcel < index % 5; parcel += 1) {
    const parcelId = randomUUID();
    events.push(
      ...storedEvents(streamIdOf('parcel', parcelId), 'parcel', [
        {
          type: 'ParcelDeclared',
          data: { parcelId, customerId, sender: { name: 'Boutique', phone: '', email: '' }, carrier: 'DHL', trackingNumber: `TRK${parcelId}`, description: '', category: 'autre', weightGrams: 500, lengthCm: 10, widthCm: 10, heightCm: 10, declaredValueCents: 0, instructions: '' },
        },
      ], now),
    );
  }
  const key = { customerId };
  const state = foldIntoState(projection, key, emptyState, events);
  if (!state.row) throw new Error('la projection ne fait pas de ligne');
  for (const counter of projection.countersOf?.(state.row) ?? []) seededCounts.set(counter, (seededCounts.get(counter) ?? 0) + 1);
  return itemOf(key, state, 1);
};
const addSeededCounts = async () => {
  const counts = [...seededCounts];
  seededCounts.clear();
  await Promise.all(
    counts.map(([counter, count]) =>
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
};

// ---- The bare calls, on the same table.
const tableName = localTableName(customersTable.name);
const raw = new DynamoDBClient({ region: 'eu-west-3', endpoint: runtime.environment.DYNAMODB_ENDPOINT });
const bareListPage = () =>
  raw.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'all',
      KeyConditionExpression: 'listPartition = :partition',
      ExpressionAttributeValues: { ':partition': { S: 'customer' } },
      ScanIndexForward: false,
      Limit: 25,
    }),
  );
const barePrefixQuery = (prefix: string) =>
  raw.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'searchLastName',
      KeyConditionExpression: 'listPartition = :partition AND begins_with(lastNameKey, :prefix)',
      ExpressionAttributeValues: { ':partition': { S: 'customer' }, ':prefix': { S: prefix } },
      Limit: searchLimit + 1,
    }),
  );
/** What a search without indexes costs: a Scan of the whole table, filtered (its pages are its round-trips). */
const bareScanSearch = async (text: string): Promise<Answer> => {
  let rows = 0;
  let roundTrips = 0;
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await raw.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'contains(lastNameKey, :text)',
        ExpressionAttributeValues: { ':text': { S: text } },
        ExclusiveStartKey: startKey,
      }),
    );
    rows += page.Count ?? 0;
    roundTrips += 1;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { status: 200, rows, roundTrips };
};

type Answer = { status: number; rows: number; total?: string; truncated?: boolean; roundTrips: number };

/** Requests to the customers table, counted in this process's shared client (the handlers run in this process). */
let customersTableRequests = 0;
dynamoDocuments().middlewareStack.add(
  (next) => async (args) => {
    const { input } = args;
    if (typeof input === 'object' && input !== null) {
      const named = 'TableName' in input && input.TableName === tableName;
      const batched = 'RequestItems' in input && typeof input.RequestItems === 'object' && input.RequestItems !== null && tableName in input.RequestItems;
      if (named || batched) customersTableRequests += 1;
    }
    return next(args);
  },
  { step: 'initialize', name: 'benchUsersCustomersTableRequests' },
);

const usersUrl = (filter: Record<string, string>) =>
  `/admin/api/users?${new URLSearchParams({ filter: JSON.stringify(filter), perPage: '25', sort: JSON.stringify(['registeredAt', 'DESC']) })}`;
const fieldOf = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined);

type Case = { label: string; call: () => Promise<Answer> };
const apiCase = (label: string, path: string): Case => ({
  label,
  call: async () => {
    const before = customersTableRequests;
    const response = await admin.get<unknown>(path);
    const items = fieldOf(response.body, 'items');
    const total = fieldOf(response.body, 'total') ?? fieldOf(response.body, 'users');
    return {
      status: response.status,
      rows: Array.isArray(items) ? items.length : 0,
      total: total === undefined ? undefined : String(total),
      truncated: fieldOf(response.body, 'truncated') === true,
      roundTrips: customersTableRequests - before,
    };
  },
});
const fullLastName = lastNameOf(123);
const cases: Case[] = [
  apiCase('API : une page, tous les utilisateurs', usersUrl({})),
  apiCase('API : une page, e-mails confirmés', usersUrl({ emailStatus: 'confirmed' })),
  apiCase('API : une page, non confirmés + gratuit', usersUrl({ emailStatus: 'unconfirmed', subscription: 'free' })),
  apiCase(`API : recherche « ${fullLastName} » (nom complet)`, usersUrl({ q: fullLastName })),
  apiCase('API : recherche « ma » (des milliers)', usersUrl({ q: 'ma' })),
  apiCase('API : recherche « 0690 00 00 » (téléphone)', usersUrl({ q: '0690 00 00' })),
  apiCase(`API : recherche « ${fullLastName} » + confirmés`, usersUrl({ q: fullLastName, emailStatus: 'confirmed' })),
  apiCase('API : les trois compteurs', '/admin/api/users/counters'),
  { label: 'Query nue : une page de 25 (index all)', call: async () => ({ status: 200, rows: (await bareListPage()).Items?.length ?? 0, roundTrips: 1 }) },
  {
    label: `Query nue : begins_with nom, ${searchLimit + 1} clés max`,
    call: async () => ({ status: 200, rows: (await barePrefixQuery(fullLastName.toLowerCase())).Items?.length ?? 0, roundTrips: 1 }),
  },
  { label: 'Scan nu filtré (recherche sans index)', call: () => bareScanSearch(fullLastName.toLowerCase()) },
];

type Measure = Answer & { p50: number; p99: number; calls: number; statuses: Set<number> };
const results = new Map<string, Map<number, Measure>>();
let seeded = 0;
for (const customers of customerCounts) {
  const seedStarted = performance.now();
  const rows = Array.from({ length: customers - seeded }, (_unused, offset) => rowOf(seeded + offset));
  for (let start = 0; start < rows.length; start += 5_000) await writeItems(tableName, rows.slice(start, start + 5_000), 8);
  await addSeededCounts();
  seeded = customers;
  out(`  ${customers} clients semés (${rows.length} lignes écrites en ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
  for (const { label, call } of cases) {
    const byCount = results.get(label) ?? new Map<number, Measure>();
    byCount.set(customers, await measureCase(call, { calls, seconds: secondsPerCase }));
    results.set(label, byCount);
  }
}

const [small = 0, large = 0] = customerCounts;
out();
out(`== Page des utilisateurs : à ${small} puis à ${large} clients (1 client HTTP ; au plus ${calls} appels ou ${secondsPerCase} s par cas)`);
out(`  ${'requête'.padEnd(46)} ${`N=${small} p50      p99`.padStart(22)}  ${`N=${large} p50      p99`.padStart(24)}  ratio p50    p99  lignes  total  allers-retours`);
for (const { label } of cases) {
  const atSmall = results.get(label)?.get(small);
  const atLarge = results.get(label)?.get(large);
  if (!atSmall || !atLarge) continue;
  const figures = (measure: Measure) => `${ms(measure.p50).padStart(10)} ${ms(measure.p99).padStart(11)}`;
  const refusals = [...new Set([...atSmall.statuses, ...atLarge.statuses])].filter((status) => status !== 200);
  const truncated = atSmall.truncated || atLarge.truncated ? `  tronquée ${atSmall.truncated ? 'oui' : 'non'}→${atLarge.truncated ? 'oui' : 'non'}` : '';
  out(
    `  ${label.padEnd(46)} ${figures(atSmall).padStart(22)}  ${figures(atLarge).padStart(24)}  ${(atLarge.p50 / atSmall.p50).toFixed(1).padStart(9)} ${(atLarge.p99 / atSmall.p99).toFixed(1).padStart(6)}  ${atSmall.rows}→${atLarge.rows}  ${atSmall.total ?? '-'}→${atLarge.total ?? '-'}  ${atSmall.roundTrips}→${atLarge.roundTrips}  (${atSmall.calls}/${atLarge.calls} appels)${truncated}${refusals.length ? `  RÉPONSES HTTP ${refusals.join(', ')}` : ''}`,
  );
}
out('  (ratio = N grand / N petit ; allers-retours = requêtes à la table des clients ; la recherche répond en une page d’au plus 50)');

raw.destroy();
await runtime.stop();
dynamoDocuments().destroy();
rmSync(dataDir, { recursive: true, force: true });

import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DynamoDBClient, GetItemCommand, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { build } from 'esbuild';
import { manifest } from '../../functions/manifest';
import { handlerBundling } from '../../infra/cdk/constructs/passerelle-function';
import { localTableName, portBlockSize, repositoryRoot } from '../../infra/local/local-config';
import { createApiClient } from '../../infra/local/api-client';
import { createTable } from '../../infra/local/provision';
import { createAccount } from '../../infra/local/seed';
import { startRuntime } from '../../infra/local/runtime';
import { freePortBlock } from '../support/free-ports';
import { declaration } from '../support/fixtures';
import { ms, percentile, runConcurrently } from './stats';

/**
 * `npm run bench`: the figures of the platform, measured in one run on the embedded runtime.
 * Not part of `npm test`. Latencies include the HTTP client, which runs in this same process.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const calls = Number(process.env.BENCH_CALLS ?? 300);
// Request logs go to stdout on every call; the benchmark keeps warnings only.
process.env.LOG_LEVEL ??= 'warn';


/**
 * Every handler bundled as the CDK app bundles it (`handlerBundling`, one build), then imported by a fresh
 * `node` process per run, as a Lambda's cold start imports it: the median of `BENCH_IMPORT_RUNS` runs (5).
 */
const bundleFigures = async () => {
  const importRuns = Number(process.env.BENCH_IMPORT_RUNS ?? 5);
  // `BENCH_HANDLERS=get-health,declare-parcel`: time the imports of these only (every size is still listed).
  const timed = new Set(process.env.BENCH_HANDLERS?.split(',') ?? manifest.map((entry) => entry.name));
  out('== Paquets Lambda (esbuild, minifiés, comme le CDK) et import à froid');
  const bundleDir = join(repositoryRoot, '.bench', 'bundles');
  rmSync(bundleDir, { recursive: true, force: true });
  mkdirSync(bundleDir, { recursive: true });
  await build({
    ...handlerBundling,
    absWorkingDir: repositoryRoot,
    entryPoints: Object.fromEntries(manifest.map((entry) => [entry.name, join(repositoryRoot, entry.entry)])),
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    logLevel: 'silent',
  });
  const importOnce = (outfile: string) =>
    new Promise<number>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          '--disable-warning=NodeVersionSupportWarning',
          // as the Lambda runs them (NODE_OPTIONS of every function)
          '--enable-source-maps',
          '--input-type=module',
          '-e',
          `const t = performance.now(); await import(${JSON.stringify(outfile)}); console.log(performance.now() - t);`,
        ],
        { cwd: repositoryRoot },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', () => resolve(Number(text.trim())));
    });
  for (const entry of manifest) {
    const outfile = join(bundleDir, `${entry.name}.mjs`);
    const size = statSync(outfile).size;
    const gzip = gzipSync(readFileSync(outfile)).length;
    const imports: number[] = [];
    for (let run = 0; timed.has(entry.name) && run < importRuns; run += 1) imports.push(await importOnce(outfile));
    const cold = imports.length ? `  import à froid ${ms(percentile(imports, 50)).padStart(10)} (médiane de ${importRuns})` : '';
    out(`  ${basename(outfile, '.mjs').padEnd(32)} ${(size / 1024).toFixed(1).padStart(7)} kB (${(gzip / 1024).toFixed(1).padStart(5)} kB gzip)${cold}`);
  }
  out('  (le SDK AWS v3 est fourni par le runtime nodejs22.x : il n’est pas dans les paquets, son import est compté)');
};

// `npm run bench:platform -- --bundles`: the bundles' figures alone, without the runtime's.
if (process.argv.includes('--bundles')) {
  await bundleFigures();
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-bench-'));
const runtime = await startRuntime({ dataDir, basePort: await freePortBlock(portBlockSize), seed: true });
const site = `http://127.0.0.1:${runtime.ports.gateway}`;
const customerAccount = runtime.accounts.find((account) => !account.admin)!;
const customer = createApiClient(site);
await customer.signIn(customerAccount.email, customerAccount.password);

// The lister keeps ten parcels, so "list my parcels" measures a typical customer, not the declarer's thousands.
const listerAccount = await createAccount(site, { email: 'lecteur@passerelle.example', firstName: 'Léa', lastName: 'Lecteur', phone: '+262 692 00 00 00', territory: 'reunion', admin: false });
const lister = createApiClient(site);
await lister.signIn(listerAccount.email, listerAccount.password);
for (let index = 0; index < 10; index += 1) await lister.post('/api/parcels', declaration());

const declare = () => customer.post<{ parcelId: string }>('/api/parcels', declaration());
const list = () => lister.get<{ items: unknown[] }>('/api/parcels');

// Warm-up: modules loaded, JWKS cached, connections open.
for (let index = 0; index < 20; index += 1) {
  await declare();
  await list();
}
await runtime.settle();

out('== Allers-retours DynamoDB par requête');
// The gateway's count is exact when a request runs alone: take the least of a few, projections idle.
const roundTrips = async (call: () => Promise<{ headers: Headers }>) => {
  const counts: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await runtime.settle();
    counts.push(Number((await call()).headers.get('x-local-dynamodb-round-trips')));
  }
  return Math.min(...counts);
};
const declareRoundTrips = await roundTrips(declare);
const listRoundTrips = await roundTrips(list);
out(`  déclarer un colis      ${declareRoundTrips} (cible : 4 au plus, idempotence comprise)`);
out(`  lister mes colis       ${listRoundTrips} (cible : 1)`);

// Bare storage round-trips against the same dynalite, in the same run.
const raw = new DynamoDBClient({ region: 'eu-west-3', endpoint: runtime.environment.DYNAMODB_ENDPOINT });
const benchTable = 'bench-bare';
// Shaped like the event store (a feed index, items of a changeset's size), so the comparison is fair.
await createTable(
  raw,
  {
    name: benchTable,
    envVar: 'UNUSED',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'N' },
    indexes: { feed: { partitionKey: { name: 'day', type: 'S' }, sortKey: { name: 'commit', type: 'S' }, projection: 'keys-only' } },
    kind: 'event-store',
  },
  benchTable,
);
const putOnce = (index: number) =>
  raw.send(
    new PutItemCommand({
      TableName: benchTable,
      Item: { pk: { S: `stream-${index % 50}` }, sk: { N: String(index) }, day: { S: '2026-11-22' }, commit: { S: String(index).padStart(26, '0') }, body: { S: 'x'.repeat(1500) } },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
const queryOnce = (index: number) =>
  raw.send(new QueryCommand({ TableName: benchTable, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': { S: `stream-${index % 50}` } }, Limit: 20 }));

type Row = { label: string; clients: number; p50: number; p99: number; handlerP50?: number };
const rows: Row[] = [];
let putIndex = 0;
const handlerMs = (headers: Headers) => Number(/handler;dur=([\d.]+)/.exec(headers.get('server-timing') ?? '')?.[1]);
for (const clients of [1, 20]) {
  const measure = async (label: string, call: (index: number) => Promise<unknown>) => {
    const handlerDurations: number[] = [];
    const durations = await runConcurrently(clients, calls, async (index) => {
      const result = await call(index);
      if (result && typeof result === 'object' && 'headers' in result) handlerDurations.push(handlerMs((result as { headers: Headers }).headers));
    });
    rows.push({ label, clients, p50: percentile(durations, 50), p99: percentile(durations, 99), handlerP50: handlerDurations.length ? percentile(handlerDurations, 50) : undefined });
  };
  await measure('PutItem nu (dynalite)', () => putOnce(putIndex++));
  await measure('Query nu (dynalite)', queryOnce);
  await measure('POST /api/parcels', declare);
  await measure('GET /api/parcels', list);
  await runtime.settle();
}
out();
out('== Latences (p50 / p99 de bout en bout ; p50 du handler seul, mesuré par la passerelle)');
for (const row of rows) {
  const handler = row.handlerP50 === undefined ? '' : `  handler p50 ${ms(row.handlerP50).padStart(10)}`;
  out(`  ${row.label.padEnd(24)} ${String(row.clients).padStart(2)} client(s)  p50 ${ms(row.p50).padStart(10)}  p99 ${ms(row.p99).padStart(10)}${handler}`);
}
const at = (label: string, clients: number) => rows.find((row) => row.label === label && row.clients === clients)!;
out();
out('== Ce que nos couches ajoutent aux allers-retours de stockage (p50, 1 client)');
const bareDeclare = at('Query nu (dynalite)', 1).p50 + at('PutItem nu (dynalite)', 1).p50 * (declareRoundTrips - 1);
const bareList = at('Query nu (dynalite)', 1).p50 * listRoundTrips;
for (const [label, row, bare] of [
  ['déclarer un colis', at('POST /api/parcels', 1), bareDeclare],
  ['lister mes colis', at('GET /api/parcels', 1), bareList],
] as const) {
  const handler = row.handlerP50 ?? Number.NaN;
  out(
    `  ${label.padEnd(18)} handler ${ms(handler)} dont stockage ${ms(bare)} : nos couches ${ms(handler - bare)} (ratio ${(handler / bare).toFixed(2)}, cible < 2 ms) ; de bout en bout ${ms(row.p50)}`,
  );
}
out('  (de bout en bout = handler + passage HTTP local + travail des projections qui partage le même dynalite)');

// The same comparison with the projections idle between calls, against the same two calls made
// bare on the event store table itself: what the handler's own layers cost.
const isolatedHandler: number[] = [];
const isolatedBare: number[] = [];
for (let index = 0; index < Math.min(calls, 100); index += 1) {
  await runtime.settle();
  isolatedHandler.push(handlerMs((await declare()).headers));
  const streamId = `bench-bare-${index}`;
  const started = performance.now();
  await raw.send(
    new QueryCommand({ TableName: localTableName('Events'), KeyConditionExpression: 'streamId = :s', ExpressionAttributeValues: { ':s': { S: streamId } }, ConsistentRead: true }),
  );
  await raw.send(
    new PutItemCommand({
      TableName: localTableName('Events'),
      Item: { streamId: { S: streamId }, version: { N: '1' }, feedDay: { S: '2000-01-01' }, commitId: { S: String(index).padStart(26, '0') }, body: { S: 'x'.repeat(1500) } },
      ConditionExpression: 'attribute_not_exists(streamId)',
    }),
  );
  isolatedBare.push(performance.now() - started);
}
const handlerP50 = percentile(isolatedHandler, 50);
const bareP50 = percentile(isolatedBare, 50);
out(
  `  déclarer, projections au repos : handler ${ms(handlerP50)}, Query + PutItem nus sur la table des événements ${ms(bareP50)} : nos couches ${ms(handlerP50 - bareP50)} (ratio ${(handlerP50 / bareP50).toFixed(2)})`,
);

out();
out('== Délai entre la réponse à la commande et le modèle de lecture (1 client)');
const lags: number[] = [];
for (let index = 0; index < Math.min(calls, 200); index += 1) {
  const { body } = await declare();
  const answered = performance.now();
  for (;;) {
    const { Item } = await raw.send(
      new GetItemCommand({ TableName: localTableName('ParcelsReadModel'), Key: { parcelId: { S: body.parcelId } }, ConsistentRead: true }),
    );
    if (Item) break;
  }
  lags.push(performance.now() - answered);
}
out(`  p50 ${ms(percentile(lags, 50))}  p99 ${ms(percentile(lags, 99))} (cible p99 < 100 ms)`);
await runtime.stop();
rmSync(dataDir, { recursive: true, force: true });

out();
out('== Rejeu (20 000 événements, processus et dynalite à part)');
const replayRun = spawnSync(process.execPath, ['--import', 'tsx', '--disable-warning=NodeVersionSupportWarning', 'tests/load/bench-replay.ts', '10000'], {
  cwd: repositoryRoot,
  encoding: 'utf8',
});
const replay = JSON.parse(replayRun.stdout.trim().split('\n').at(-1) ?? '{}') as { events: number; rows: number; replaySeconds: number; readSeconds: number; eventsPerSecond: number };
if (replay.events !== 20_000) out(`  ATTENTION : le rejeu a lu ${replay.events} événements au lieu de 20 000 (${replayRun.stderr.trim().split('\n').at(-1) ?? ''})`);
out(
  `  ${replay.events} événements, ${replay.rows} lignes : ${replay.replaySeconds.toFixed(1)} s dont lecture du flux ${replay.readSeconds.toFixed(1)} s — ${Math.round(replay.eventsPerSecond)} événements/s (cible ≥ 2 000)`,
);


out();
await bundleFigures();

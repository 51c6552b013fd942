import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { streamIdOf } from '../../events/envelope';
import { allProjections, allReactions } from '../../functions/catalog';
import { parcelCounters, parcelsProjection } from '../../functions/parcels/parcels-projection';
import { dynamoDocuments, dynamoRoundTripCount } from '../../functions/platform/aws/dynamodb';
import { changesetItemOf, committed } from '../../functions/platform/changeset';
import { saveCheckpoint } from '../../functions/platform/checkpoints';
import { buildChangeset } from '../../functions/platform/command';
import { appendChangeset, eventsTableName } from '../../functions/platform/event-store';
import { feedCalendarItem, lowestCommitIdAt, utcDay } from '../../functions/platform/feed-keys';
import { anyProjection, contributionsOf, emptyState, foldIntoState, itemOf, totalMovedAtAttribute } from '../../functions/platform/projection';
import { readModelsReader, reactionReader, reconcileFeed } from '../../functions/platform/reconcile';
import { writeItems } from '../../functions/platform/replay';
import { getCounts } from '../../functions/platform/read-models';
import { countsTable, tableNameOf } from '../../functions/platform/tables';
import { localEnvironment, portBlockSize, portsFrom } from '../../infra/local/local-config';
import { provisionTables } from '../../infra/local/provision';
import { startDynalite } from '../../infra/local/stand-ins';
import { freePortBlock } from '../support/free-ports';
import { parcelChangeset } from '../support/scratch-event-store';
import { ms, percentile } from './stats';
import { streamStart } from '../../functions/platform/changeset';

/**
 * `npm run bench:reconcile`: one scheduled run of the reconciliation (read models and reactions, from
 * their checkpoints) after 10 parcels changed, at 1,000 then at 100,000 parcels in the store, with
 * its DynamoDB round-trips; beside it, the floor a bare store gives the same round-trips (as many
 * GetItem calls on the same dynalite, measured in the same run). The parcels are written straight
 * into the events table (changesets in batches, committed in the half hour before the run, in the
 * feed) with their read-model rows built by the parcels projection itself; the checkpoints stand
 * after them, as a previous run would have left them. Goal: the same cost at both sizes.
 *
 * Then a burst: 2,000, then 20,000 parcels received at once whose deliveries never happened, and the
 * scheduled runs that follow (each under the run's one budget) until every reader is up to date; per
 * run, its duration and how many readers advanced. Fails if a reader with work left did not advance
 * in a run.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const parcelCounts = (process.env.BENCH_RECONCILE_PARCELS ?? '1000,100000').split(',').map(Number);
const changedStreams = 10;
const bursts = (process.env.BENCH_RECONCILE_BURSTS ?? '2000,20000').split(',').map(Number);
process.env.LOG_LEVEL ??= 'warn';

const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-bench-reconcile-'));
const ports = portsFrom(await freePortBlock(portBlockSize));
const dynalite = await startDynalite(dataDir, ports.dynamo);
await provisionTables(ports);
Object.assign(process.env, localEnvironment(ports, { userPoolId: 'bench', userPoolClientId: 'bench' }));

const template = parcelChangeset('gabarit', 0).events[0];
if (template?.type !== 'ParcelDeclared') throw new Error('le gabarit devrait être un ParcelDeclared');
const projection = anyProjection(parcelsProjection);
const parcelIdOf = (index: number) => `colis${String(index).padStart(7, '0')}`;

/** Parcels `from` to `to` - 1: their declarations in the feed, committed over the half hour before now, and their rows. */
const seed = async (from: number, to: number) => {
  const now = Date.now();
  const changesets: Record<string, unknown>[] = [];
  const rows: Record<string, unknown>[] = [];
  const days = new Set<string>();
  for (let index = from; index < to; index += 1) {
    const parcelId = parcelIdOf(index);
    const streamId = streamIdOf('parcel', parcelId);
    const commitTime = now - 30 * 60_000 + Math.floor(((index - from) / (to - from)) * 25 * 60_000);
    const draft = buildChangeset({
      streamId,
      streamType: 'parcel',
      currentVersion: streamStart,
      events: [{ type: 'ParcelDeclared', data: { ...template.data, parcelId, customerId: `client-${index % 10_000}`, trackingNumber: `TRK${parcelId}` } }],
      context: { commandId: randomUUID(), requestFingerprint: 'bench', correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'bench' }, now: new Date(commitTime) },
    });
    const changeset = committed(draft, ulid(commitTime));
    days.add(utcDay(new Date(commitTime)));
    changesets.push(changesetItemOf(changeset));
    const key = { parcelId };
    rows.push(itemOf(key, foldIntoState(projection, key, emptyState, changeset.events), 1));
  }
  await writeItems(eventsTableName(), [...days].map(feedCalendarItem));
  await writeItems(eventsTableName(), changesets);
  await writeItems(tableNameOf(parcelsProjection.table), rows);
  // The list's totals count them, as the projection would have (the customers' own totals left to the recount).
  const totals = new Map<string, number>();
  for (const row of rows) for (const [counter, amount] of contributionsOf(projection, row)) if (!counter.includes('#customer#')) totals.set(counter, (totals.get(counter) ?? 0) + amount);
  for (const [counter, amount] of totals) {
    await dynamoDocuments().send(
      // Moved now, as the projection's moves would say: a recount under way leaves the total to its next pass.
      new UpdateCommand({
        TableName: tableNameOf(countsTable),
        Key: { counter },
        UpdateExpression: 'ADD #count :amount SET #movedAt = :now',
        ExpressionAttributeNames: { '#count': 'count', '#movedAt': totalMovedAtAttribute },
        ExpressionAttributeValues: { ':amount': amount, ':now': new Date().toISOString() },
      }),
    );
  }
};

/** The checkpoints where a run that checked everything up to now would have left them. */
const checkpointsAtNow = async () => {
  const now = new Date();
  for (const reader of [readModelsReader(allProjections), ...allReactions.map(reactionReader)]) {
    await saveCheckpoint(reader.name, { commitId: lowestCommitIdAt(now.getTime() - 1), retry: [] }, now);
  }
};

/** A bare GetItem on the same dynalite, many times: the floor of one round-trip. */
const bareGetItem = async (samples = 200) => {
  const durations: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await dynamoDocuments().send(new GetCommand({ TableName: tableNameOf(parcelsProjection.table), Key: { parcelId: parcelIdOf(index % 1000) } }));
    durations.push(performance.now() - started);
  }
  return percentile(durations, 50);
};

out(`Réconciliation planifiée après ${changedStreams} colis modifiés (modèles de lecture et réactions, depuis leurs points de reprise)`);
let seeded = 0;
let round = 0;
for (const total of parcelCounts) {
  const seedStarted = performance.now();
  await seed(seeded, total);
  seeded = total;
  await checkpointsAtNow();
  out(`  ${total.toLocaleString('fr-FR')} colis dans le magasin (écrits en ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
  // Ten parcels received since the last run; their deliveries to the projections never happened.
  round += 1;
  for (let index = 0; index < changedStreams; index += 1) {
    const parcelId = parcelIdOf(index * 37 + round);
    await appendChangeset(parcelChangeset(parcelId, 1));
  }
  const roundTripsBefore = dynamoRoundTripCount();
  const started = performance.now();
  const reports = await reconcileFeed(allProjections, allReactions, { now: new Date(), settleMs: 0 });
  const elapsed = performance.now() - started;
  const roundTrips = dynamoRoundTripCount() - roundTripsBefore;
  const floor = await bareGetItem();
  const readModels = reports.find((report) => report.reader === 'read-models');
  out(
    `    réconciliation : ${ms(elapsed)}, ${roundTrips} allers-retours DynamoDB, ${readModels?.changesets ?? 0} changesets lus, ${readModels?.healed ?? 0} lignes soignées${reports.every((report) => report.complete) ? '' : ' (bornée : incomplète)'}`,
  );
  out(`    store nu, mêmes allers-retours : ${roundTrips} × ${ms(floor)} (GetItem nu, p50) = ${ms(roundTrips * floor)}`);
}
/** Parcels `from` to `to` - 1 received over the last minute: in the feed, never delivered. */
const burst = async (from: number, to: number) => {
  const now = Date.now();
  const changesets: Record<string, unknown>[] = [];
  const days = new Set<string>();
  for (let index = from; index < to; index += 1) {
    const commitTime = now - 60_000 + Math.floor(((index - from) / (to - from)) * 55_000);
    const changeset = committed(parcelChangeset(parcelIdOf(index), 1), ulid(commitTime));
    days.add(utcDay(new Date(commitTime)));
    changesets.push(changesetItemOf(changeset));
  }
  await writeItems(eventsTableName(), [...days].map(feedCalendarItem));
  await writeItems(eventsTableName(), changesets);
  return now - 60_000;
};

const scanAll = async (tableName: string) => {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

let failures = 0;
let burstFrom = Math.max(1000, changedStreams * 37 + round + 1);
for (const size of bursts) {
  if (seeded < burstFrom + size) {
    await seed(seeded, burstFrom + size);
    seeded = burstFrom + size;
  }
  const burstStart = await burst(burstFrom, burstFrom + size);
  burstFrom += size;
  // Every reader checked the feed up to the burst.
  const before = new Date(burstStart - 1);
  for (const reader of [readModelsReader(allProjections), ...allReactions.map(reactionReader)]) {
    await saveCheckpoint(reader.name, { commitId: lowestCommitIdAt(before.getTime()), retry: [] }, before);
  }
  out(`Rafale : ${size.toLocaleString('fr-FR')} colis reçus d’un coup, jamais livrés (${seeded.toLocaleString('fr-FR')} colis dans le magasin), passes planifiées jusqu’à ce que chaque lecteur soit à jour`);
  let pending = new Set([readModelsReader(allProjections), ...allReactions.map(reactionReader)].map((reader) => reader.name));
  for (let run = 1; pending.size > 0 && run <= 40; run += 1) {
    const started = performance.now();
    const reports = await reconcileFeed(allProjections, allReactions, { now: new Date(), settleMs: 0 });
    const elapsed = performance.now() - started;
    const withWork = reports.filter((report) => pending.has(report.reader));
    const advanced = withWork.filter((report) => report.slices > 0 || report.complete);
    const stuck = withWork.filter((report) => !advanced.includes(report)).map((report) => report.reader);
    const readModels = reports.find((report) => report.reader === 'read-models');
    const failed = reports.reduce((sum, report) => sum + report.failed.length, 0);
    out(
      `    passe ${run} : ${ms(elapsed)}, ${advanced.length}/${withWork.length} lecteurs avancés, modèles de lecture : ${readModels?.changesets ?? 0} changesets, ${readModels?.healed ?? 0} lignes soignées${failed > 0 ? `, ${failed} échec(s) à reprendre` : ''}${stuck.length > 0 ? ` ; SANS AVANCER : ${stuck.join(', ')}` : ''}`,
    );
    if (stuck.length > 0) failures += 1;
    pending = new Set(reports.filter((report) => !report.complete || report.failed.length > 0).map((report) => report.reader));
  }
  if (pending.size > 0) out(`    encore en retard après 40 passes : ${[...pending].join(', ')}`);
  // Each total as the rows say: none counted twice by the runs' heals.
  const rows = await scanAll(tableNameOf(parcelsProjection.table));
  const byStatus = (status: string) => rows.filter((row) => row.status === status).length;
  const counts = await getCounts([parcelCounters.all, parcelCounters.byStatus('declared'), parcelCounters.byStatus('received')]);
  const kept = [counts.get(parcelCounters.all), counts.get(parcelCounters.byStatus('declared')), counts.get(parcelCounters.byStatus('received'))];
  const counted = [rows.length, byStatus('declared'), byStatus('received')];
  out(`    totaux (tous, déclarés, reçus) : ${kept.join(', ')} ; lignes : ${counted.join(', ')}`);
  if (kept.some((count, index) => count !== counted[index])) {
    out('    ÉCHEC : un total diffère de ses lignes');
    failures += 1;
  }
}
await dynalite.stop();
rmSync(dataDir, { recursive: true, force: true });
if (failures > 0) out(`ÉCHEC : ${failures} passe(s) où un lecteur n’a pas avancé, ou total faux`);
process.exit(failures > 0 ? 1 : 0);

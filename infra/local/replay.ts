import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { commitDayOf } from '../../functions/platform/changeset';
import { daysBetween, feedEpochDay, utcDay } from '../../functions/platform/feed-keys';
import type { UnreadableChangeset } from '../../functions/platform/feed';
import { createReplay, diffReadModel, hasPendingCounters, replayFeed, scanRows, writeItems } from '../../functions/platform/replay';
import { allAudits, allProjections } from '../../functions/catalog';
import { localTableName, serviceEndpoints, useLocalDataEnvironment } from './local-config';
import { createTable, localDynamo } from './provision';
import { startDynalite } from './stand-ins';

/**
 * `npm run replay`: rebuilds every read model from the global feed into fresh tables and prints
 * the differences with the live read models, then runs every audit of the catalog over the same
 * events (quotes recomputed, storage fees billed as accrued, nothing shipped unpaid...). A live row
 * that is only behind the feed (deliveries still to come) is reported as such, apart from the
 * differences. An unreadable changeset is reported and skipped. Uses the running product's DynamoDB
 * when it is up, otherwise opens the data folder itself. `--keep` keeps the rebuilt tables for inspection.
 */
const keep = process.argv.includes('--keep');
const { dataDir, ports } = useLocalDataEnvironment();
// The runtime's dynalite, or the DynamoDB endpoint `npm start` was given (LocalStack).
const dynamo = serviceEndpoints(ports).dynamodb;

const running = await fetch(dynamo.url).then(
  () => true,
  () => false,
);
const ownDynalite = running || dynamo.external ? undefined : await startDynalite(dataDir, ports.dynamo);

const days = daysBetween(feedEpochDay, utcDay(new Date())).length;
const bar = (done: number, total: number, label: string) => {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(`\r[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(Math.round((done / total) * 100)).padStart(3)} % ${label}   `);
};

const started = performance.now();
// Every registered audit, over the same events in the same order.
const audits = allAudits.map((audit) => ({ audit, run: audit.start() }));
const replay = createReplay(allProjections, { onEvent: (event) => audits.forEach(({ run }) => run.observe(event)) });
const unreadable: UnreadableChangeset[] = [];
let currentDay = '';
let dayIndex = 0;
await replayFeed(replay, (changeset) => {
  const day = commitDayOf(changeset);
  if (day !== currentDay) {
    currentDay = day;
    dayIndex = Math.round((Date.parse(currentDay) - Date.parse(feedEpochDay)) / 86_400_000) + 1;
  }
  if (replay.eventCount() % 500 < changeset.events.length) bar(dayIndex, days, `${currentDay} · ${replay.eventCount()} événements`);
}, (item) => unreadable.push(item));
bar(days, days, `${replay.eventCount()} événements lus`);
process.stdout.write('\n');

for (const item of unreadable) {
  process.stdout.write(
    `Changeset illisible mis en quarantaine : ${item.position.streamId} version ${item.position.version} (commit ${item.position.commitId}) : ${item.error}\n`,
  );
}
const gaps = replay.gaps();
for (const gap of gaps) {
  process.stdout.write(
    `Trou dans le flux ${gap.streamId} : la version ${gap.expectedVersion} manque, version(s) ${gap.heldVersions.join(', ')} non rejouée(s)\n`,
  );
}

const client = localDynamo(ports, dynamo.url);
const suffix = `replay-${Date.now()}`;
let differences = 0;
let behind = 0;
// Totals carry no versions: they are behind when a row is, or when a row still has counter moves to finish.
let countsMayLag = false;
for (const { table: definition, items: rows } of replay.allItems()) {
  const freshTable = `${localTableName(definition.name)}-${suffix}`;
  await createTable(client, definition, freshTable);
  await writeItems(freshTable, rows);
  const liveRows = await scanRows(localTableName(definition.name));
  const diff = diffReadModel(definition, liveRows, await scanRows(freshTable), { countsMayLag });
  const lagging = diff.filter((difference) => difference.kind === 'behind-feed');
  const diverging = diff.filter((difference) => difference.kind !== 'behind-feed');
  if (lagging.length > 0 || liveRows.some(hasPendingCounters)) countsMayLag = true;
  differences += diverging.length;
  behind += lagging.length;
  process.stdout.write(
    `${definition.name} : ${rows.length} lignes reconstruites dans ${freshTable}, ${diverging.length} différence(s)${lagging.length > 0 ? `, ${lagging.length} ligne(s) en retard sur le flux` : ''}\n`,
  );
  for (const difference of diverging.slice(0, 20)) process.stdout.write(`  ${difference.kind} ${difference.key}\n`);
  for (const difference of lagging.slice(0, 5)) process.stdout.write(`  en retard ${difference.key}\n`);
  if (keep) process.stdout.write(`  table conservée : ${freshTable}\n`);
  else await client.send(new DeleteTableCommand({ TableName: freshTable }));
}
if (behind > 0) {
  process.stdout.write(
    `${behind} ligne(s) en retard sur le flux : des livraisons restent à faire (démarrez npm start, ou lancez npm run job -- reconcile-read-models), ce n'est pas une divergence.\n`,
  );
}
let breaches = 0;
for (const { audit, run } of audits) {
  const findings = run.report();
  breaches += findings.length;
  process.stdout.write(`${audit.title} : ${run.summary()}, ${findings.length} anomalie(s)\n`);
  for (const finding of findings) process.stdout.write(`  ${finding.rule} ${finding.streamId} : ${finding.message}\n`);
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `Rejeu terminé : ${replay.eventCount()} événements en ${seconds.toFixed(1)} s (${Math.round(replay.eventCount() / seconds)} événements/s), ${differences} différence(s), ${behind} ligne(s) en retard, ${gaps.length} trou(s), ${unreadable.length} changeset(s) illisible(s).\n`,
);
client.destroy();
await ownDynalite?.stop();
process.exit(differences === 0 && gaps.length === 0 && breaches === 0 && unreadable.length === 0 ? 0 : 2);

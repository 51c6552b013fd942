import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { commitDayOf } from '../../functions/platform/changeset';
import { daysBetween, feedEpochDay, utcDay } from '../../functions/platform/feed-keys';
import { createReplay, diffReadModel, replayFeed, scanRows, writeItems } from '../../functions/platform/replay';
import { allProjections } from '../../functions/manifest';
import { createShipmentAudit, isAuditedEvent } from '../../domain/shipment/audit';
import { localTableName, useLocalDataEnvironment } from './local-config';
import { createTable, localDynamo } from './provision';
import { startDynalite } from './stand-ins';

/**
 * `npm run replay`: rebuilds every read model from the global feed into fresh tables and prints
 * the differences with the live read models, then the auditors' checks on shipments (quotes recomputed,
 * storage fees billed as accrued, nothing shipped unpaid). Uses the running product's DynamoDB when it is up,
 * otherwise opens the data folder itself. `--keep` keeps the rebuilt tables for inspection.
 */
const keep = process.argv.includes('--keep');
const { dataDir, ports } = useLocalDataEnvironment();

const running = await fetch(`http://127.0.0.1:${ports.dynamo}`).then(
  () => true,
  () => false,
);
const ownDynalite = running ? undefined : await startDynalite(dataDir, ports.dynamo);

const days = daysBetween(feedEpochDay, utcDay(new Date())).length;
const bar = (done: number, total: number, label: string) => {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(`\r[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(Math.round((done / total) * 100)).padStart(3)} % ${label}   `);
};

const started = performance.now();
// The auditors' checks on shipments, over the same events in the same order.
const audit = createShipmentAudit();
const replay = createReplay(allProjections, { onEvent: (event) => (isAuditedEvent(event) ? audit.observe(event) : undefined) });
let currentDay = '';
let dayIndex = 0;
await replayFeed(replay, (changeset) => {
  const day = commitDayOf(changeset);
  if (day !== currentDay) {
    currentDay = day;
    dayIndex = Math.round((Date.parse(currentDay) - Date.parse(feedEpochDay)) / 86_400_000) + 1;
  }
  if (replay.eventCount() % 500 < changeset.events.length) bar(dayIndex, days, `${currentDay} · ${replay.eventCount()} événements`);
});
bar(days, days, `${replay.eventCount()} événements lus`);
process.stdout.write('\n');

const gaps = replay.gaps();
for (const gap of gaps) {
  process.stdout.write(
    `Trou dans le flux ${gap.streamId} : la version ${gap.expectedVersion} manque, version(s) ${gap.heldVersions.join(', ')} non rejouée(s)\n`,
  );
}

const client = localDynamo(ports);
const suffix = `replay-${Date.now()}`;
let differences = 0;
for (const { table: definition, items: rows } of replay.allItems()) {
  const freshTable = `${localTableName(definition.name)}-${suffix}`;
  await createTable(client, definition, freshTable);
  await writeItems(freshTable, rows);
  const diff = diffReadModel(definition, await scanRows(localTableName(definition.name)), await scanRows(freshTable));
  differences += diff.length;
  process.stdout.write(`${definition.name} : ${rows.length} lignes reconstruites dans ${freshTable}, ${diff.length} différence(s)\n`);
  for (const difference of diff.slice(0, 20)) process.stdout.write(`  ${difference.kind} ${difference.key}\n`);
  if (keep) process.stdout.write(`  table conservée : ${freshTable}\n`);
  else await client.send(new DeleteTableCommand({ TableName: freshTable }));
}
const breaches = audit.report();
process.stdout.write(`Contrôles des expéditions : ${audit.shipmentCount()} expédition(s), ${breaches.length} anomalie(s)\n`);
for (const breach of breaches) process.stdout.write(`  ${breach.rule} ${breach.streamId} : ${breach.message}\n`);
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `Rejeu terminé : ${replay.eventCount()} événements en ${seconds.toFixed(1)} s (${Math.round(replay.eventCount() / seconds)} événements/s), ${differences} différence(s), ${gaps.length} trou(s).\n`,
);
client.destroy();
await ownDynalite?.stop();
process.exit(differences === 0 && gaps.length === 0 && breaches.length === 0 ? 0 : 2);

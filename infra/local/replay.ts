import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { feedEpochDay, nextDay, utcDay } from '../../functions/platform/event-store';
import { createReplay, diffReadModel, replayFeed, scanRows, writeItems } from '../../functions/platform/replay';
import { readModelTables, type ReadModelName } from '../../functions/platform/table-definitions';
import { allProjections } from '../../functions/projections/all-projections';
import { localTableName, useLocalDataEnvironment } from './local-config';
import { createTable, localDynamo } from './provision';
import { startDynalite } from './stand-ins';

/**
 * `npm run replay`: rebuilds every read model from the global feed into fresh tables and prints
 * the differences with the live read models. Uses the running product's DynamoDB when it is up,
 * otherwise opens the data folder itself. `--keep` keeps the rebuilt tables for inspection.
 */
const keep = process.argv.includes('--keep');
const { dataDir, ports } = useLocalDataEnvironment();

const running = await fetch(`http://127.0.0.1:${ports.dynamo}`).then(
  () => true,
  () => false,
);
const ownDynalite = running ? undefined : await startDynalite(dataDir, ports.dynamo);

const days = (() => {
  let count = 0;
  for (let day = feedEpochDay; day <= utcDay(new Date()); day = nextDay(day)) count += 1;
  return count;
})();
const bar = (done: number, total: number, label: string) => {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(`\r[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(Math.round((done / total) * 100)).padStart(3)} % ${label}   `);
};

const started = performance.now();
const replay = createReplay(allProjections);
let currentDay = '';
let dayIndex = 0;
await replayFeed(replay, (changeset) => {
  if (changeset.feedDay !== currentDay) {
    currentDay = changeset.feedDay;
    dayIndex = Math.round((Date.parse(currentDay) - Date.parse(feedEpochDay)) / 86_400_000) + 1;
  }
  if (replay.eventCount() % 500 < changeset.events.length) bar(dayIndex, days, `${currentDay} · ${replay.eventCount()} événements`);
});
bar(days, days, `${replay.eventCount()} événements lus`);
process.stdout.write('\n');

const client = localDynamo(ports);
const suffix = `replay-${Date.now()}`;
let differences = 0;
for (const model of replay.models) {
  const readModel = model.projection.readModel as ReadModelName;
  const definition = readModelTables[readModel];
  const freshTable = `${localTableName(definition.name)}-${suffix}`;
  await createTable(client, definition, freshTable);
  const rows = [...model.rows.values()];
  await writeItems(freshTable, rows);
  const diff = diffReadModel(readModel, await scanRows(localTableName(definition.name)), await scanRows(freshTable));
  differences += diff.length;
  process.stdout.write(`${readModel} : ${rows.length} lignes reconstruites dans ${freshTable}, ${diff.length} différence(s)\n`);
  for (const difference of diff.slice(0, 20)) process.stdout.write(`  ${difference.kind} ${difference.key}\n`);
  if (keep) process.stdout.write(`  table conservée : ${freshTable}\n`);
  else await client.send(new DeleteTableCommand({ TableName: freshTable }));
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `Rejeu terminé : ${replay.eventCount()} événements en ${seconds.toFixed(1)} s (${Math.round(replay.eventCount() / seconds)} événements/s), ${differences} différence(s).\n`,
);
client.destroy();
await ownDynalite?.stop();
process.exit(differences === 0 ? 0 : 2);

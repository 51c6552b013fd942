import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { manifest } from '../../functions/manifest';
import { repositoryRoot, useLocalDataEnvironment } from './local-config';

/**
 * `npm run job -- <name> [--since <date>]`: runs a scheduled job now, against the running
 * `npm start`, with the same handler the scheduler (and EventBridge Scheduler on AWS) invokes.
 * `--since` is passed to the job (the reconciliation reads the feed from that date).
 */
const name = process.argv[2];
const jobs = manifest.filter((entry) => entry.trigger.kind === 'schedule');
const entry = jobs.find((candidate) => candidate.name === name);
if (!entry) {
  process.stderr.write(`Usage : npm run job -- <tâche>\nTâches : ${jobs.map((job) => job.name).join(', ')}\n`);
  process.exit(1);
}
useLocalDataEnvironment();
const sinceFlag = process.argv.indexOf('--since');
const input = sinceFlag > 0 ? { since: process.argv[sinceFlag + 1] } : {};
const { handler } = (await import(pathToFileURL(join(repositoryRoot, entry.entry)).href)) as { handler: (input: unknown) => Promise<void> };
await handler(input);
process.stdout.write(`Tâche ${entry.name} exécutée.\n`);

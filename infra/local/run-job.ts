import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { manifest } from '../../functions/manifest';
import { DomainError } from '../../domain/shared/errors';
import { repositoryRoot, useLocalDataEnvironment } from './local-config';

/**
 * `npm run job -- <name> [--since <date>] [--date <day>]`: runs a scheduled job now, against the
 * running `npm start`, with the same handler the scheduler (and EventBridge Scheduler on AWS) invokes.
 * The flags are passed to the job: `--since` (the reconciliation reads the feed from that date),
 * `--date` (the storage fees are accrued up to that Paris day, `2027-01-15`).
 */
const name = process.argv[2];
const jobs = manifest.filter((entry) => entry.trigger.kind === 'schedule');
const entry = jobs.find((candidate) => candidate.name === name);
if (!entry) {
  process.stderr.write(`Usage : npm run job -- <tâche> [--since <date>] [--date <AAAA-MM-JJ>]\nTâches : ${jobs.map((job) => job.name).join(', ')}\n`);
  process.exit(1);
}
useLocalDataEnvironment();
const flag = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? { [name]: process.argv[index + 1] } : {};
};
const input = { ...flag('since'), ...flag('date') };
const { handler } = (await import(pathToFileURL(join(repositoryRoot, entry.entry)).href)) as { handler: (input: unknown) => Promise<unknown> };
const report = await handler(input).catch((error: unknown) => {
  // A refusal of the job's own (a day in the future): its French message, not a stack.
  if (error instanceof DomainError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
if (report !== undefined) process.stdout.write(`${JSON.stringify(report)}\n`);
process.stdout.write(`Tâche ${entry.name} exécutée.\n`);

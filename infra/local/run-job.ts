import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { manifest } from '../../functions/manifest';
import { DomainError } from '../../domain/shared/errors';
import { repositoryRoot, serviceEndpoints, useLocalDataEnvironment } from './local-config';
import { readClockOffset } from './shifted-clock';
import { useClock } from '../../functions/platform/clock';

/**
 * `npm run job -- <name> [--since <date>] [--date <day>]`: runs a scheduled job now, against the
 * running `npm start`, with the same handler the scheduler (and EventBridge Scheduler on AWS) invokes.
 * The flags are passed to the job: `--since` (the reconciliation reads the feed from that date),
 * `--date` (the storage fees are accrued up to that Paris day, `2027-01-15`). With the product
 * stopped, it says so in one line instead of failing on the first refused connection.
 */
const name = process.argv[2];
const jobs = manifest.filter((entry) => entry.trigger.kind === 'schedule');
const entry = jobs.find((candidate) => candidate.name === name);
if (!entry) {
  process.stderr.write(`Usage : npm run job -- <tâche> [--since <date>] [--date <AAAA-MM-JJ>]\nTâches : ${jobs.map((job) => job.name).join(', ')}\n`);
  process.exit(1);
}
const { dataDir, ports } = useLocalDataEnvironment();
// The clock the running `npm start` reads, shifted or not: a job's today is the product's.
const clockOffsetMs = readClockOffset(dataDir);
useClock(() => Date.now() + clockOffsetMs);
// The runtime's dynalite, or the DynamoDB endpoint `npm start` was given (LocalStack).
const dynamo = serviceEndpoints(ports).dynamodb;
const productStopped = () => {
  process.stderr.write(
    `Passerelle ne tourne pas (rien ne répond sur ${dynamo.url}) : lancez npm start dans un autre terminal, puis relancez npm run job -- ${entry.name}.\n`,
  );
  process.exit(1);
};
const running = await fetch(dynamo.url).then(
  () => true,
  () => false,
);
if (!running) productStopped();

const refused = (error: unknown): boolean =>
  error instanceof Error && (('code' in error && error.code === 'ECONNREFUSED') || refused(error.cause) || String(error.message).includes('ECONNREFUSED'));
const flag = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? { [name]: process.argv[index + 1] } : {};
};
const input = { ...flag('since'), ...flag('date') };
const { handler } = (await import(pathToFileURL(join(repositoryRoot, entry.entry)).href)) as { handler: (input: unknown) => Promise<unknown> };
try {
  const report = await handler(input);
  if (report !== undefined) process.stdout.write(`${JSON.stringify(report)}\n`);
  process.stdout.write(`Tâche ${entry.name} exécutée.\n`);
} catch (error) {
  // A refusal of the job's own (a day in the future): its French message, not a stack.
  if (error instanceof DomainError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  // Stopped while the job ran: the same sentence, not a stack.
  if (refused(error)) productStopped();
  throw error;
}

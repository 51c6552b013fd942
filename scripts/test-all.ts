/**
 * `npm test`: every check of the repository, side by side on the machine's cores instead of one after
 * the other. The browser journeys wait on a browser and a runtime more than they compute, so they run
 * beside the CPU-bound work rather than after it:
 * - the apps are built first (the api, e2e and infra projects use them);
 * - then the browser journeys (in shards on a larger machine, each with its own runtime and its files one
 *   at a time), beside them the api files, one at a time against their runtime, and every other test project
 *   (unit, web apps, infra) on the remaining cores;
 * - the browser journeys are the long pole (a chain of pages, each waiting on the runtime more than computing):
 *   they alone run at normal priority; the api files, the other projects, typecheck and lint run at a lower one
 *   and take the cores the journeys leave idle (on this 2-core machine: 537 s against 550 s with the api and the
 *   other projects at normal priority, and 576 s with the journeys in two shards, which adds a runtime's CPU).
 * Each job's output is printed whole when it ends (never interleaved with another's), and any failure
 * fails the command once every job has ended.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { screenshotDir } from '../tests/e2e/screenshot-dir';
import vitestConfig from '../vitest.config';

type Step = { command: string; args: string[] } | { run: () => void; label: string };
type Job = {
  name: string;
  steps: Step[];
  /** the job that must have succeeded before this one starts */
  after?: string;
  /** lower CPU priority: work nobody waits on before the end */
  background?: boolean;
};

/**
 * The type check runs on TypeScript's native compiler (7.x, installed as `typescript-native`: a third of the
 * CPU time of 6.x here); typescript-eslint keeps 6.x (`typescript`), which still has the compiler API it needs.
 * Single-threaded: its four checker threads each rebuild the types they share, which on this machine doubled
 * the CPU (root project 22 core-seconds against 10, in 11 s of wall against 8) for no shorter run.
 */
const nativeTsc = ['node_modules/typescript-native/bin/tsc', '--singleThreaded'];

/**
 * Shards of browser journeys, each with its own runtime and browser: one below 6 cores. On the 2-core machine,
 * two shards with the api and the other projects beside them starved the timing-sensitive tests (a 5-second
 * image decoding, a 30-second storage-fees journey, screens awaited one second) when the machine was busy.
 */
const e2eShards = Math.max(1, Math.floor(availableParallelism() / 2) - 1);

/** The test projects run by the `tests` job: every project of vitest.config.ts but e2e and api, which have their own jobs. */
const otherProjects = ['unit', 'web-customer', 'web-admin', 'infra'];
const configuredProjects = await Promise.all(
  (vitestConfig.test?.projects ?? []).map(async (project) => {
    const config = typeof project === 'string' ? ((await import(`../${project}`)) as { default: typeof project }).default : project;
    return typeof config === 'object' && 'test' in config ? config.test?.name : undefined;
  }),
);
const unrun = configuredProjects.filter((name) => !['e2e', 'api', ...otherProjects].includes(String(name)));
if (unrun.length > 0) throw new Error(`npm test would not run the test project(s) ${unrun.join(', ')}: add them to scripts/test-all.ts`);

const jobs: Job[] = [
  {
    name: 'build',
    steps: [
      { command: 'npm', args: ['run', 'build'] },
      // Shards share the screenshot folder: it is emptied once here, not by each shard's setup.
      ...(e2eShards > 1
        ? [{ label: `rm -r ${screenshotDir}`, run: () => (rmSync(screenshotDir, { recursive: true, force: true }), mkdirSync(screenshotDir, { recursive: true })) }]
        : []),
    ],
  },
  ...Array.from({ length: e2eShards }, (_, index): Job => ({
    name: e2eShards > 1 ? `e2e ${index + 1}/${e2eShards}` : 'e2e',
    after: 'build',
    steps: [{ command: 'vitest', args: ['run', '--project', 'e2e', ...(e2eShards > 1 ? [`--shard=${index + 1}/${e2eShards}`] : [])] }],
  })),
  {
    name: 'api',
    // It reads the served pages. Its files run one at a time against one runtime, beside the others.
    after: 'build',
    background: true,
    steps: [{ command: 'vitest', args: ['run', '--project', 'api'] }],
  },
  {
    name: 'tests',
    // The infra project deploys the built apps. Vitest's default of workers (one core less than the machine
    // has) leaves about a core to the e2e and api jobs, which wait on their runtimes more than they compute.
    after: 'build',
    background: true,
    steps: [{ command: 'vitest', args: ['run', ...otherProjects.flatMap((project) => ['--project', project])] }],
  },
  {
    name: 'typecheck and lint',
    background: true,
    steps: [
      ...['tsconfig.json', 'web-customer/tsconfig.json', 'web-admin/tsconfig.json'].map((project) => ({ command: 'node', args: [...nativeTsc, '-p', project] })),
      { command: 'eslint', args: ['.'] },
    ],
  },
];

type Outcome = { ok: boolean; seconds: number; errorLogs: string[] };
const started = Date.now();
const elapsed = (since: number) => Math.round((Date.now() - since) / 1000);

/** Runs one command, its standard output and error gathered in the order they come. */
const runCommand = (command: string, args: string[], background: boolean, output: string[]): Promise<boolean> =>
  new Promise((resolve) => {
    const [file, fileArgs] = background ? ['nice', ['-n', '10', command, ...args]] : [command, args];
    const child = spawn(file, fileArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', (error) => {
      output.push(`${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });

/**
 * The runtimes' error logs (a 500's cause, with its correlation id) among a failed job's output: printed again
 * at the very end, where a CI excerpt that keeps only the last lines still shows why a request failed.
 */
const serverErrorsIn = (printed: string) =>
  printed
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"level":"error"'))
    .slice(-10)
    .map((line) => (line.length > 2000 ? `${line.slice(0, 2000)}…` : line));

const runJob = async (job: Job): Promise<Outcome> => {
  const since = Date.now();
  const output: string[] = [];
  let ok = true;
  for (const step of job.steps) {
    if ('run' in step) {
      output.push(`$ ${step.label}\n`);
      step.run();
      continue;
    }
    output.push(`$ ${step.command} ${step.args.join(' ')}\n`);
    ok = await runCommand(step.command, step.args, job.background ?? false, output);
    if (!ok) break;
  }
  const seconds = elapsed(since);
  const printed = output.join('');
  process.stdout.write(`\n━━━ ${job.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s (at ${elapsed(started)} s) ━━━\n${printed}`);
  return { ok, seconds, errorLogs: ok ? [] : serverErrorsIn(printed) };
};

const outcomes = new Map<string, Promise<Outcome>>();
for (const job of jobs) {
  const dependency = job.after === undefined ? undefined : outcomes.get(job.after);
  if (job.after !== undefined && !dependency) throw new Error(`${job.name} waits for ${job.after}, listed after it`);
  outcomes.set(
    job.name,
    (dependency ?? Promise.resolve({ ok: true, seconds: 0, errorLogs: [] })).then((before) => {
      if (before.ok) return runJob(job);
      process.stdout.write(`\n━━━ ${job.name}: not run, ${job.after} failed ━━━\n`);
      return { ok: false, seconds: 0, errorLogs: [] };
    }),
  );
}
process.stdout.write(`npm test: ${jobs.map((job) => job.name).join(', ')}\n`);

const results = await Promise.all([...outcomes].map(async ([name, outcome]) => ({ name, ...(await outcome) })));
process.stdout.write(`\n━━━ ${elapsed(started)} s in all ━━━\n`);
for (const { name, ok, seconds } of results) process.stdout.write(`${ok ? '✓' : '✗'} ${name} (${seconds} s)\n`);
for (const { name, errorLogs } of results) {
  if (errorLogs.length > 0) process.stdout.write(`\nErreurs consignées par les runtimes du job ${name} (les ${errorLogs.length} dernières) :\n${errorLogs.join('\n')}\n`);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;

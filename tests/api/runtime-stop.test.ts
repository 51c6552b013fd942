import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../infra/local/api-client';
import { portBlockSize, portsFrom, repositoryRoot } from '../../infra/local/local-config';
import { readDemoAccounts } from '../../infra/local/seed';
import { declaration } from '../support/fixtures';
import { freePortBlock } from '../support/free-ports';

/**
 * `npm start` stopped the ways a person or a supervisor stops it: what was committed before the stop reaches
 * the read models first (the README's promise), so `npm run replay` right after finds no row behind the feed.
 * The runtime runs in a process group of its own, as in a terminal, where Ctrl-C signals the whole group.
 */
const tsx = ['--import', 'tsx', '--disable-warning=NodeVersionSupportWarning'];
const environment = (dataDir: string, basePort: number) => ({
  ...process.env,
  PASSERELLE_PORT: String(basePort),
  PASSERELLE_DATA: dataDir,
  LOG_LEVEL: 'warn',
  AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
});

const outputOf = (child: ChildProcess) => {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
};

const exitOf = (child: ChildProcess) =>
  new Promise<number | string | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode ?? child.signalCode) : child.once('exit', (code, signal) => resolve(code ?? signal)),
  );

/** `npm run start:runtime`, leader of a process group of its own; ready once it prints the demo accounts. */
const startRuntime = async (dataDir: string, basePort: number) => {
  const child = spawn(process.execPath, [...tsx, 'infra/local/main.ts'], { cwd: repositoryRoot, env: environment(dataDir, basePort), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = outputOf(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output().includes('Comptes de démonstration') && resolve());
    child.once('exit', (code) => reject(new Error(`le runtime s'est arrêté au démarrage (code ${code}) :\n${output()}`)));
  });
  return { child, output };
};

/** `npm run replay` on the stopped runtime's data: what it printed, and its exit code. */
const replay = async (dataDir: string, basePort: number) => {
  const child = spawn(process.execPath, [...tsx, 'infra/local/replay.ts'], { cwd: repositoryRoot, env: environment(dataDir, basePort), stdio: ['ignore', 'pipe', 'pipe'] });
  const output = outputOf(child);
  const code = await exitOf(child);
  return { code, output: output() };
};

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );

const ways = [
  { name: 'Ctrl-C (SIGINT to the whole group)', stop: (child: ChildProcess) => process.kill(-(child.pid as number), 'SIGINT') },
  { name: 'SIGTERM to the whole group', stop: (child: ChildProcess) => process.kill(-(child.pid as number), 'SIGTERM') },
  { name: 'SIGTERM to the runtime alone', stop: (child: ChildProcess) => child.kill('SIGTERM') },
];

describe('the local runtime stopped right after a write', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-stop-'));
  const running: ChildProcess[] = [];
  let basePort: number;
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid as number), 'SIGKILL');
    await Promise.all(running.map(exitOf));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(ways)('delivers what was committed before it stops its stand-ins, on $name: the replay finds no row behind the feed', async (way) => {
    basePort ??= await freePortBlock(portBlockSize);
    const ports = portsFrom(basePort);
    const runtime = await startRuntime(dataDir, basePort);
    running.push(runtime.child);
    const account = readDemoAccounts(dataDir).find((candidate) => !candidate.admin);
    if (!account) throw new Error('compte de démonstration absent');
    const customer = createApiClient(`http://127.0.0.1:${ports.gateway}`);
    await customer.signIn(account.email, account.password);
    // A few declarations, each a changeset the projections read from the feed; the signal follows the last answer at once.
    const declared = await Promise.all(Array.from({ length: 4 }, () => customer.post('/api/parcels', declaration())));
    expect(declared.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    way.stop(runtime.child);
    expect(await exitOf(runtime.child), runtime.output()).toBe(0);
    expect(runtime.output()).toContain('Arrêté. Les données sont conservées.');
    expect(runtime.output()).not.toContain('arrêt incomplet');
    // The stand-ins ended with it, freeing their ports.
    expect(await answers(`http://127.0.0.1:${ports.dynamo}/`)).toBe(false);
    expect(await answers(`http://127.0.0.1:${ports.cognito}/health`)).toBe(false);

    const replayed = await replay(dataDir, basePort);
    expect(replayed.output).toMatch(/, 0 ligne\(s\) en retard, /);
    expect(replayed.code, replayed.output).toBe(0);
  }, 300_000);
});

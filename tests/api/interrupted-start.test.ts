import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../infra/local/api-client';
import { portBlockSize, portsFrom, repositoryRoot } from '../../infra/local/local-config';
import { freePortBlock } from '../support/free-ports';

/** What `npm run start:runtime` runs, in a process of its own, on its own data folder and ports. */
const startRuntime = (dataDir: string, basePort: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--disable-warning=NodeVersionSupportWarning', 'infra/local/main.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, PASSERELLE_PORT: String(basePort), PASSERELLE_DATA: dataDir, LOG_LEVEL: 'warn', AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
};

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

/** Waits for `probe`; a runtime that ended meanwhile (`runtime`) fails at once with what it printed. */
const until = async <T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 150_000, runtime?: ReturnType<typeof startRuntime>): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (runtime && runtime.child.exitCode !== null) throw new Error(`${what} : le runtime s'est arrêté (code ${runtime.child.exitCode}) :\n${runtime.output()}`);
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what}${runtime ? `\n${runtime.output()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(500) }).then(
    () => true,
    () => false,
  );

describe('a first start interrupted while it seeds the demo accounts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-interrupted-'));
  const running: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await Promise.all(running.map(exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no stand-in holding a port, and the next start finishes the seeding: the printed accounts sign in', async () => {
    const basePort = await freePortBlock(portBlockSize);
    const ports = portsFrom(basePort);
    const first = startRuntime(dataDir, basePort);
    running.push(first.child);
    // The administrator is registered (its confirmation mail is out): the seeding is under way.
    await until(async () => {
      const store = (await (await fetch(`http://127.0.0.1:${ports.ses}/store`)).json()) as { emails: { destination: { to: string[] } }[] };
      return store.emails.some((mail) => mail.destination.to.includes('admin@passerelle.example')) ? true : undefined;
    }, 'inscription du compte de démonstration', undefined, first);
    first.child.kill('SIGKILL');
    await exited(first.child);
    // Its stand-ins end with it, freeing their ports.
    await until(async () => ((await answers(`http://127.0.0.1:${ports.dynamo}/`)) || (await answers(`http://127.0.0.1:${ports.cognito}/health`)) ? undefined : true), 'arrêt des services locaux', 10_000);

    const second = startRuntime(dataDir, basePort);
    running.push(second.child);
    const output = await until(async () => (second.output().includes('Comptes de démonstration') ? second.output() : undefined), 'second démarrage', undefined, second);
    const accounts = [...output.matchAll(/(administrateur|client)\s+(\S+@\S+)\s+mot de passe : (\S+)/g)].map(([, kind, email, password]) => ({ kind, email, password }));
    expect(accounts.map((account) => account.kind).sort()).toEqual(['administrateur', 'client']);
    // The administrator's authenticator app, enrolled by the seeding: its key is printed too.
    const totpSecret = /double authentification : clé (\S+)/.exec(output)?.[1];
    expect(totpSecret).toBeDefined();
    for (const account of accounts) {
      const response = await createApiClient(`http://127.0.0.1:${ports.gateway}`).signIn(account.email ?? '', account.password ?? '', false, {
        totpSecret: account.kind === 'administrateur' ? totpSecret : undefined,
      });
      expect(response.status).toBe(200);
    }
    expect((await fetch(`http://127.0.0.1:${ports.gateway}/api/health`)).status).toBe(200);
  }, 360_000);
});

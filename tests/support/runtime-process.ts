import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localEnvironment, portBlockSize, portsFrom, readLocalIds, repositoryRoot } from '../../infra/local/local-config';
import { readDemoAccounts, type DemoAccount } from '../../infra/local/seed';
import { waitForHttp } from '../../infra/local/stand-ins';
import { freePortBlock } from './free-ports';

export type RuntimeUnderTest = {
  site: string;
  dataDir: string;
  environment: Record<string, string>;
  accounts: DemoAccount[];
};

/**
 * Starts the product exactly as `npm run start:runtime` does, in its own process, on free ports
 * and in a fresh data folder, and waits for it to answer. A port taken between the check and the
 * start (another run on the machine) makes the runtime stop: it is started again elsewhere.
 */
export const startRuntimeProcess = async (
  options: { environment?: Record<string, string> } = {},
): Promise<{ runtime: RuntimeUnderTest; stop: () => Promise<void>; output: () => string }> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startRuntimeProcessOn(await freePortBlock(portBlockSize), options.environment ?? {});
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
};

/** `environment`: added to the runtime's own (the AWS SDK's endpoint variables, for instance). */
const startRuntimeProcessOn = async (basePort: number, environment: Record<string, string>) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-test-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--disable-warning=NodeVersionSupportWarning', 'infra/local/main.ts'],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PASSERELLE_PORT: String(basePort),
        PASSERELLE_DATA: dataDir,
        // Thrown away after the run: the tables stay in dynalite's memory.
        PASSERELLE_TABLES_IN_MEMORY: '1',
        LOG_LEVEL: 'warn',
        AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
        // As behind CloudFront: each test client's X-Forwarded-For is its address for the rate limits.
        TRUSTED_PROXY_HOPS: '1',
        ...environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Comptes de démonstration') && resolve());
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`le runtime s'est arrêté (code ${code}) :\n${output}`));
    });
  });
  await ready;
  const ports = portsFrom(basePort);
  const ids = readLocalIds(dataDir);
  if (!ids) throw new Error('identifiants locaux absents');
  const site = `http://127.0.0.1:${ports.gateway}`;
  await waitForHttp(`${site}/api/health`);
  const runtime: RuntimeUnderTest = { site, dataDir, environment: localEnvironment(ports, ids, { ...process.env, ...environment }), accounts: readDemoAccounts(dataDir) };
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { runtime, stop, output: () => output };
};

declare module 'vitest' {
  export interface ProvidedContext {
    runtime: RuntimeUnderTest;
  }
}

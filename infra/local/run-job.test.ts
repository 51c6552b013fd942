import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot, writeLocalIds } from './local-config';

/** A port nobody listens on (the system's pick, given back at once). */
const unusedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port - 1));
    });
  });

describe('npm run job with the product stopped', () => {
  it('says in one French line what to do, without a stack', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-job-'));
    writeLocalIds(dataDir, { userPoolId: 'local_pool', userPoolClientId: 'client', seeded: true });
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--disable-warning=NodeVersionSupportWarning', 'infra/local/run-job.ts', 'reconcile-read-models'],
      { cwd: repositoryRoot, env: { ...process.env, PASSERELLE_DATA: dataDir, PASSERELLE_PORT: String(await unusedPort()) }, encoding: 'utf8', timeout: 60_000 },
    );
    rmSync(dataDir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Passerelle ne tourne pas .*lancez npm start/);
    expect(result.stderr).not.toContain('ECONNREFUSED');
  }, 60_000);
});

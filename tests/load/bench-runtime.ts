import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import { portBlockSize } from '../../infra/local/local-config';
import { startRuntime } from '../../infra/local/runtime';
import { freePortBlock } from '../support/free-ports';

/**
 * The whole product for one benchmark: its own data folder and free ports, the demo accounts seeded,
 * the demo admin signed in. `stop` ends it and removes its data.
 */
export const startBenchRuntime = async (name: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), `passerelle-bench-${name}-`));
  const runtime = await startRuntime({ dataDir, basePort: await freePortBlock(portBlockSize), seed: true });
  const site = `http://127.0.0.1:${runtime.ports.gateway}`;
  const signedIn = async (email: string, password: string, secondFactor: { totpSecret?: string } = {}): Promise<ApiClient> => {
    const client = createApiClient(site);
    await client.signIn(email, password, false, secondFactor);
    return client;
  };
  const adminAccount = runtime.accounts.find((account) => account.admin);
  if (!adminAccount) throw new Error("pas de compte d'administration dans la démo");
  const admin = await signedIn(adminAccount.email, adminAccount.password, adminAccount);
  const stop = async () => {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { runtime, site, signedIn, admin, stop };
};

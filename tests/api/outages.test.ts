import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import { portsFrom } from '../../infra/local/local-config';
import { startDynalite } from '../../infra/local/stand-ins';
import { awsCallCeilingMs } from '../../functions/platform/aws/limits';
import { loadStream } from '../../functions/platform/event-store';
import { serviceUnavailableMessage } from '../../functions/platform/http/outages';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { declaration } from '../support/fixtures';
import { startRuntimeProcess, type RuntimeUnderTest } from '../support/runtime-process';

/**
 * The store of a runtime of this file's own, with its tables on disk (a killed store comes back with
 * them): the shared runtime's live in dynalite's memory and serve the other files.
 */
const dynalitePidOn = (port: number): number => {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const commandLine = (() => {
      try {
        return readFileSync(join('/proc', entry, 'cmdline'), 'utf8').split('\0');
      } catch {
        return [];
      }
    })();
    // dynalite runs from the runtime's wrapper (`infra/local/dynalite-process.mjs <host> <port> [path]`), or from its CLI (`--port <port>`).
    const wrapperAt = commandLine.findIndex((argument) => argument.endsWith('dynalite-process.mjs'));
    const cliAt = commandLine.findIndex((argument) => argument.endsWith('dynalite/cli.js'));
    const portGiven = wrapperAt >= 0 ? commandLine[wrapperAt + 2] : cliAt >= 0 ? commandLine[commandLine.indexOf('--port') + 1] : undefined;
    if (portGiven === String(port)) return Number(entry);
  }
  throw new Error(`pas de dynalite sur le port ${port}`);
};

type Answer = { route: string; status: number; detail: string | undefined; retryAfter: string | null; ms: number };

/** One call, timed; a call that hangs past 20 s fails the test rather than hold it. */
const timed = async (route: string, call: () => Promise<{ status: number; body: unknown; headers: Headers }>): Promise<Answer> => {
  const started = performance.now();
  const response = await call();
  const body = response.body as { detail?: string } | undefined;
  return { route, status: response.status, detail: body?.detail, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
};

/**
 * What a person does on the site and the back office, each call needing the store; the sign-in is a wrong
 * password of an address of its own each time (a 401 when all is well), which no rate limit reaches.
 */
const everydayCalls = (customer: ApiClient, admin: ApiClient, visitor: ApiClient, email = `inconnu-${randomUUID()}@example.com`) => [
  () => timed('GET /api/parcels', () => customer.get('/api/parcels')),
  () => timed('POST /api/parcels', () => customer.post('/api/parcels', declaration())),
  () => timed('GET /admin/api/parcels', () => admin.get('/admin/api/parcels')),
  () => timed('POST /api/auth/login', () => visitor.request('POST', '/api/auth/login', { json: { email, password: 'Mauvais-mot-2026!' } })),
];

const range = (answers: readonly Answer[]) => {
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return `${(times[0] ?? 0).toFixed(0)}-${(times.at(-1) ?? 0).toFixed(0)} ms`;
};

const expectOutageAnswers = (answers: readonly Answer[]) => {
  for (const answer of answers) {
    expect(answer, answer.route).toMatchObject({ status: 503, detail: serviceUnavailableMessage, retryAfter: '5' });
    // One AWS call's ceiling, and the way there and back.
    expect(answer.ms, answer.route).toBeLessThan(awsCallCeilingMs + 1_000);
  }
};

describe('the store killed, then frozen, under the running product', () => {
  let runtime: RuntimeUnderTest;
  let stopRuntime: () => Promise<void>;
  let restarted: { stop: () => Promise<void> } | undefined;
  let dynamoPort: number;
  let customer: ApiClient;
  let admin: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    ({ runtime, stop: stopRuntime } = await startRuntimeProcess({ environment: { PASSERELLE_TABLES_IN_MEMORY: '0' } }));
    // This file reads that runtime's event store.
    Object.assign(process.env, runtime.environment);
    dynamoPort = portsFrom(Number(new URL(runtime.site).port)).dynamo;
    const adminAccount = runtime.accounts.find((account) => account.admin);
    if (!adminAccount) throw new Error('administrateur de démonstration absent');
    admin = createApiClient(runtime.site);
    await admin.signIn(adminAccount.email, adminAccount.password, false, adminAccount);
    ({ client: customer } = await registeredCustomer(runtime));
    visitor = createApiClient(runtime.site);
  }, 180_000);

  afterAll(async () => {
    await stopRuntime?.();
    await restarted?.stop();
  });

  /** Each parcel is in the event store, and its page shows it once the read models have caught up. */
  const kept = async (parcelIds: readonly string[]) => {
    for (const parcelId of parcelIds) {
      const events = (await loadStream(`parcel-${parcelId}`)).flatMap((changeset) => changeset.events);
      expect(events.map((event) => event.type), parcelId).toContain('ParcelDeclared');
    }
    await eventually(async () => {
      for (const parcelId of parcelIds) expect((await customer.get(`/api/parcels/${parcelId}`)).status, parcelId).toBe(200);
    }, 30_000);
  };

  it('killed: every call answers a French 503 with Retry-After at once, nothing acknowledged is lost, and calls succeed once it is back', async () => {
    // Writes go on before, during and after the kill: every one acknowledged must still be there.
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const answer = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
        statuses.add(answer.status);
        if (answer.status === 201) acknowledged.push(answer.body.parcelId);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await eventually(async () => expect(acknowledged.length).toBeGreaterThanOrEqual(3), 30_000);
    // Each route once while all is well: its handler is loaded, as on a warm Lambda.
    expect((await Promise.all(everydayCalls(customer, admin, visitor).map((call) => call()))).map((answer) => answer.status)).toEqual([200, 201, 200, 401]);

    process.kill(dynalitePidOn(dynamoPort), 'SIGKILL');
    const down = await Promise.all(everydayCalls(customer, admin, visitor).map((call) => call()));
    expectOutageAnswers(down);
    // And again, the outage going on: still answered, still never a 500.
    expectOutageAnswers(await Promise.all(everydayCalls(customer, admin, visitor).map((call) => call())));
    console.info(`magasin arrêté : ${down.length} appels répondus 503 en ${range(down)}`);

    restarted = await startDynalite(runtime.dataDir, dynamoPort);
    await eventually(async () => expect((await customer.get('/api/parcels')).status).toBe(200), 30_000);
    const acknowledgedBefore = acknowledged.length;
    await eventually(async () => expect(acknowledged.length).toBeGreaterThan(acknowledgedBefore), 30_000);
    writing = false;
    await writer;
    expect([...statuses].sort()).toEqual([201, 503]);
    await kept(acknowledged);
    const back = await Promise.all(everydayCalls(customer, admin, visitor).map((call) => call()));
    expect(back.map((answer) => answer.status)).toEqual([200, 201, 200, 401]);
  });

  it('frozen: every call answers a French 503 with Retry-After within a bounded time, never hangs, and calls succeed once it thaws', async () => {
    const before = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
    expect(before.status).toBe(201);
    const pid = dynalitePidOn(dynamoPort);
    process.kill(pid, 'SIGSTOP');
    let frozen: Answer[];
    try {
      frozen = await Promise.all(everydayCalls(customer, admin, visitor).map((call) => call()));
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    expectOutageAnswers(frozen);
    console.info(`magasin gelé : ${frozen.length} appels répondus 503 en ${range(frozen)}`);

    await eventually(async () => expect((await customer.get('/api/parcels')).status).toBe(200), 30_000);
    await kept([before.body.parcelId]);
    const back = await Promise.all(everydayCalls(customer, admin, visitor).map((call) => call()));
    expect(back.map((answer) => answer.status)).toEqual([200, 201, 200, 401]);
  });
});

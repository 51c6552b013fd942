import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { csrfHeaderName, sessionCookieNames } from '../../domain/shared/http-contract';
import { liveConnectionsTable } from '../../functions/platform/live';
import { tableNameOf } from '../../functions/platform/tables';
import type { ApiClient } from '../../infra/local/api-client';
import { declaration } from '../support/fixtures';
import { startBenchRuntime } from './bench-runtime';
import type { LoadPhase, LoadRoute, RouteFigures } from './load-driver';

/**
 * `npm run bench:load`: the whole product under a mixed customer and staff workload on loopback
 * (parcel lists and pages, the calculator's page, the support chat read and written, declarations,
 * the staff's parcel and payment lists and a parcel's page), every route at once, at 10 then 30
 * clients for 60 s, then a soak of 10 minutes at 10 clients in slices of a minute. Beside each phase,
 * the bare store (a GetItem straight to dynalite) at the same number of clients. It fails on any error
 * or answer outside 2xx, and on a heap that keeps growing through the soak.
 *
 * The load comes from a process of its own (`load-driver.ts`); the product runs in this one, whose heap
 * is measured after a full collection (`--expose-gc`) at the end of each slice.
 * BENCH_LOAD_SECONDS and BENCH_LOAD_SOAK_MINUTES shorten it for a quick look.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const phaseSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const soakMinutes = Number(process.env.BENCH_LOAD_SOAK_MINUTES ?? 10);
const bareSeconds = Math.min(10, phaseSeconds);
process.env.LOG_LEVEL ??= 'warn';

/** The mixed workload: each route's share of the clients. */
const workload: { name: string; share: number; route: (context: Context) => Omit<LoadRoute, 'connections' | 'name'> }[] = [
  { name: 'client : liste des colis', share: 0.15, route: (c) => ({ method: 'GET', path: '/api/parcels', headers: c.customer }) },
  { name: 'client : page d’un colis', share: 0.15, route: (c) => ({ method: 'GET', path: `/api/parcels/${c.parcelId}`, headers: c.customer }) },
  { name: 'public : calculateur', share: 0.1, route: (c) => ({ method: 'GET', path: '/calculateur', headers: c.visitor }) },
  {
    name: 'client : messages du chat',
    share: 0.1,
    route: (c) => ({ method: 'GET', path: `/api/support/conversations/${c.conversationId}/messages`, headers: c.customer }),
  },
  {
    name: 'client : message envoyé',
    share: 0.1,
    route: (c) => ({
      method: 'POST',
      path: `/api/support/conversations/${c.conversationId}/messages`,
      headers: c.customerWrites,
      body: JSON.stringify({ message: 'Bonjour, où en est mon colis {{unique}} ?' }),
      idempotent: true,
    }),
  },
  {
    name: 'client : déclaration',
    share: 0.1,
    route: (c) => ({ method: 'POST', path: '/api/parcels', headers: c.customerWrites, body: JSON.stringify(declaration({ trackingNumber: 'JD{{unique}}' })), idempotent: true }),
  },
  { name: 'staff : liste des colis', share: 0.1, route: (c) => ({ method: 'GET', path: '/admin/api/parcels', headers: c.staff }) },
  { name: 'staff : page d’un colis', share: 0.1, route: (c) => ({ method: 'GET', path: `/admin/api/parcels/${c.parcelId}`, headers: c.staff }) },
  { name: 'staff : paiements', share: 0.1, route: (c) => ({ method: 'GET', path: '/admin/api/payments', headers: c.staff }) },
];

type Context = {
  parcelId: string;
  conversationId: string;
  visitor: Record<string, string>;
  customer: Record<string, string>;
  customerWrites: Record<string, string>;
  staff: Record<string, string>;
};

/** The headers a browser of this signed-in client sends: its cookies, and for a command the CSRF token. */
const headersOf = (client: ApiClient, writes = false): Record<string, string> => {
  const headers: Record<string, string> = {
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-forwarded-for': client.clientIp,
  };
  const csrf = client.cookies.get(sessionCookieNames.csrf);
  if (writes) {
    headers['content-type'] = 'application/json';
    if (csrf) headers[csrfHeaderName.toLowerCase()] = decodeURIComponent(csrf);
  }
  return headers;
};

const driverPath = fileURLToPath(new URL('./load-driver.ts', import.meta.url));
const drive = (phase: LoadPhase) =>
  new Promise<RouteFigures[]>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', driverPath], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as RouteFigures[]) : reject(new Error(`le générateur de charge a échoué (${code})`))));
    child.stdin.end(JSON.stringify(phase));
  });

const spread = (clients: number) => {
  const counts = workload.map((item) => Math.max(1, Math.round(clients * item.share)));
  return counts;
};

const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const row = (figures: RouteFigures) =>
  `| ${figures.name} | ${figures.connections} | ${figures.requests} | ${figures.perSecond.toFixed(1)} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.errors} | ${Object.entries(figures.refused).map(([status, count]) => `${status}×${count}`).join(' ') || '0'} |`;
const header = ['| route | clients | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|'];

const failures: string[] = [];
const check = (phase: string, figures: RouteFigures[]) => {
  for (const figure of figures) {
    const refused = Object.values(figure.refused).reduce((sum, count) => sum + count, 0);
    if (figure.errors > 0 || refused > 0) failures.push(`${phase} · ${figure.name} : ${figure.errors} erreurs, ${refused} réponses hors 2xx`);
    if (figure.requests === 0) failures.push(`${phase} · ${figure.name} : aucune réponse`);
  }
};

const { runtime, site, admin, signedIn, stop } = await startBenchRuntime('load');
try {
  const customerAccount = runtime.accounts.find((account) => !account.admin);
  if (!customerAccount) throw new Error('pas de client dans la démo');
  const customer = await signedIn(customerAccount.email, customerAccount.password);
  const declared = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
  if (declared.status !== 201) throw new Error(`déclaration refusée (${declared.status})`);
  const opened = await customer.post<{ conversationId: string }>('/api/support/conversations', { category: 'general', message: 'Question de charge' });
  if (opened.status !== 201) throw new Error(`ouverture du chat refusée (${opened.status})`);
  await runtime.settle();
  const context: Context = {
    parcelId: declared.body.parcelId,
    conversationId: opened.body.conversationId,
    visitor: {},
    customer: headersOf(customer),
    customerWrites: headersOf(customer, true),
    staff: headersOf(admin),
  };
  const phaseOf = (clients: number, seconds: number): LoadPhase => {
    const counts = spread(clients);
    return { baseUrl: site, seconds, routes: workload.map((item, index) => ({ name: item.name, connections: counts[index] ?? 1, ...item.route(context) })) };
  };
  const bareStore = (clients: number): LoadPhase => ({
    baseUrl: `http://127.0.0.1:${runtime.ports.dynamo}`,
    seconds: bareSeconds,
    routes: [
      {
        name: 'magasin nu : GetItem',
        method: 'POST',
        path: '/',
        connections: clients,
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': 'DynamoDB_20120810.GetItem',
          'x-amz-date': '20270101T000000Z',
          // dynalite reads the credential's shape, never the signature.
          authorization: 'AWS4-HMAC-SHA256 Credential=local/20270101/eu-west-3/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
        },
        body: JSON.stringify({ TableName: tableNameOf(liveConnectionsTable), Key: { connectionId: { S: 'plancher' } } }),
      },
    ],
  });

  out(`# Load: a mixed customer and staff workload on loopback (${workload.length} routes at once)`);
  out(`Machine: ${(await import('node:os')).cpus().length} cores, load average ${(await import('node:os')).loadavg().map((value) => value.toFixed(2)).join(' ')} at start.`);
  await drive(phaseOf(workload.length, Math.min(5, phaseSeconds))); // warm-up: every handler loaded once
  for (const clients of [10, 30]) {
    const figures = await drive(phaseOf(clients, phaseSeconds));
    const bare = await drive(bareStore(clients));
    check(`${clients} clients`, [...figures, ...bare]);
    out('');
    out(`## ${clients} clients, ${phaseSeconds} s (bare store: ${bareSeconds} s)`);
    out('');
    for (const line of header) out(line);
    for (const figure of figures) out(row(figure));
    out(`| **all routes** | ${clients} | ${figures.reduce((sum, f) => sum + f.requests, 0)} | ${figures.reduce((sum, f) => sum + f.perSecond, 0).toFixed(1)} | | | | | |`);
    for (const figure of bare) out(row(figure));
  }

  out('');
  out(`## Soak: 10 clients for ${soakMinutes} min, heap after a full collection at the end of each minute`);
  out('');
  out('| minute | req/s (all routes) | worst p99 ms | heap MB |');
  out('|---:|---:|---:|---:|');
  const heaps: number[] = [];
  for (let minute = 1; minute <= soakMinutes; minute += 1) {
    const figures = await drive(phaseOf(10, Math.min(60, phaseSeconds)));
    check(`endurance, minute ${minute}`, figures);
    const heap = heapMb();
    heaps.push(heap);
    out(`| ${minute} | ${figures.reduce((sum, f) => sum + f.perSecond, 0).toFixed(1)} | ${Math.max(...figures.map((f) => f.p99)).toFixed(1)} | ${heap.toFixed(1)} |`);
  }
  // Growth that keeps on: every sample of the soak's last third above every sample of its first third, and by
  // more than a fifth. A heap that rises then levels off (caches, the handlers' first loads) passes.
  const third = Math.max(1, Math.floor(heaps.length / 3));
  const first = heaps.slice(0, third);
  const last = heaps.slice(-third);
  if (heaps.length >= 3 && Math.min(...last) > Math.max(...first) && Math.min(...last) > Math.max(...first) * 1.2) {
    failures.push(`la mémoire ne cesse de croître : ${Math.max(...first).toFixed(1)} Mo → ${Math.min(...last).toFixed(1)} Mo`);
  }
  out('');
  if (failures.length > 0) {
    out('FAILED:');
    for (const failure of failures) out(`- ${failure}`);
    process.exitCode = 1;
  } else {
    out('No error, no answer outside 2xx, no heap that keeps growing.');
  }
} finally {
  await stop();
}

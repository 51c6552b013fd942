import * as fc from 'fast-check';
import { encodeTime } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Changeset } from '../../functions/platform/changeset';
import { readChangesetsAt, readFeedPositions, type FeedPosition } from '../../functions/platform/feed';
import { utcDay } from '../../functions/platform/feed-keys';
import { createApiClient, type ApiClient, type ApiResponse } from '../../infra/local/api-client';
import { registeredCustomer } from '../support/accounts';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';
import { fuzzSettings } from './settings';
import { httpRoutes, internalNames, type FuzzedRoute } from './routes-of-manifest';
import { abbreviated, leakIn, requestArbitrary, type Caller, type FuzzRequest } from './requests';

const runtime = inject('runtime');
const { seed, runsPerRoute, only } = fuzzSettings();

/**
 * Every HTTP route of the manifest called with generated and hostile input, by a visitor, a customer and
 * a staff member, against the embedded runtime: no answer is a 5xx, no refused request appends an event,
 * and no refusal shows a stack, a file, an exception's or a table's name. `npm test` runs a few inputs per
 * route from a fixed seed; `npm run fuzz` many more from a random one, printed and replayable.
 */
const routes = httpRoutes().filter((route) => only === undefined || `${route.method} ${route.path}`.includes(only));

/** A seed of its own per route, from the run's: one route's failure replays without running the others. */
const routeSeed = (route: FuzzedRoute) => {
  let hash = seed | 0;
  for (const char of `${route.method} ${route.path}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash | 0;
};

describe(`every route under generated and hostile input (seed ${seed}, ${runsPerRoute} runs per route)`, () => {
  let callers: Record<Exclude<Caller, 'visitor'>, ApiClient>;
  let credentials: Record<Exclude<Caller, 'visitor'>, { email: string; password: string; totpSecret?: string }>;
  /** ids the runtime knows: the fuzzing customer's own, the demo customer's (another customer's), the staff's */
  let knownIds: string[] = [];
  /** ids of the demo customer's things: the fuzzing customer gets none of them */
  let othersIds = new Set<string>();
  const startedAt = new Date();
  /** correlation ids of the refused requests: none may show up on a changeset */
  const refused = new Map<string, string>();
  const seenCommits = new Set<string>();

  /**
   * The changesets committed since the file started, not yet looked at (every day since, every shard). Commit ids
   * are ULIDs: the feed is read from one stamped a minute before the start, not from the start of the day.
   */
  const since = `${encodeTime(startedAt.getTime() - 60_000)}${'0'.repeat(16)}`;
  const newChangesets = async () => {
    const days = new Set([utcDay(startedAt), utcDay(new Date())]);
    const positions: FeedPosition[] = [];
    for (const day of days) positions.push(...(await readFeedPositions(day, since)).filter((position) => !seenCommits.has(position.commitId)));
    const changesets = positions.length > 0 ? await readChangesetsAt(positions) : [];
    for (const position of positions) seenCommits.add(position.commitId);
    return changesets;
  };
  const refusedIn = (changesets: readonly Changeset[]) =>
    changesets.flatMap((changeset) => {
      const request = refused.get(changeset.correlationId);
      return request === undefined ? [] : [`${request} → ${changeset.streamId} ${changeset.events.map((event) => event.type).join(', ')}`];
    });
  const appendsOfRefused = async () => refusedIn(await newChangesets());

  const signIn = async (caller: Exclude<Caller, 'visitor'>) => {
    const client = createApiClient(runtime.site);
    await client.signIn(credentials[caller].email, credentials[caller].password, false, credentials[caller]);
    callers[caller] = client;
  };
  /** A route may end the session it was called with (sign-out): each signed-in caller still has one, or signs in again. */
  const keepSignedIn = async () => {
    for (const caller of ['customer', 'staff'] as const) {
      if ((await callers[caller].get('/api/me')).status !== 200) await signIn(caller);
    }
  };

  beforeAll(async () => {
    process.stdout.write(`fuzz: graine ${seed}, ${runsPerRoute} essais par route, ${routes.length} routes (rejouer : npm run fuzz -- --seed ${seed})\n`);
    const demo = await signInDemoAccounts(runtime);
    // A customer of its own: what the fuzzer changes on its account (contact, preferences) touches no other test's.
    const fuzzing = await registeredCustomer(runtime, { firstName: 'Fuzz' });
    const staffAccount = runtime.accounts.find((account) => account.admin);
    if (!staffAccount) throw new Error('pas de compte administrateur');
    callers = { customer: fuzzing.client, staff: demo.admin };
    credentials = { customer: { email: fuzzing.form.email, password: fuzzing.form.password }, staff: staffAccount };
    const declared = await fuzzing.client.post('/api/parcels', declaration());
    if (declared.status !== 201) throw new Error(`déclaration refusée (${declared.status})`);
    const customerLists = ['/api/parcels', '/api/shipments', '/api/purchases', '/api/returns', '/api/invoices', '/api/support/conversations', '/api/me'];
    const staffLists = ['/admin/api/parcels', '/admin/api/shipments', '/admin/api/payments', '/admin/api/purchases', '/admin/api/returns', '/admin/api/invoices', '/admin/api/customers', '/admin/api/support/conversations'];
    const idsOf = async (client: ApiClient, paths: string[]) => new Set((await Promise.all(paths.map((path) => client.get(path)))).flatMap((response: ApiResponse) => idsIn(response.body)));
    const [own, demoCustomers, staffs] = await Promise.all([idsOf(fuzzing.client, customerLists), idsOf(demo.customer, customerLists), idsOf(demo.admin, staffLists)]);
    othersIds = new Set([...demoCustomers].filter((id) => !own.has(id)));
    knownIds = [...new Set([...own, ...othersIds, ...staffs])].slice(0, 80);
    await newChangesets();
  });

  /** What the run did, printed at its end: how many requests, their statuses, where the time went. */
  const tally = { statuses: new Map<number, number>(), requestSeconds: 0, feedSeconds: 0 };

  afterAll(async () => {
    const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    const requests = [...tally.statuses.values()].reduce((sum, count) => sum + count, 0);
    process.stdout.write(
      `fuzz: ${requests} requêtes sur ${routes.length} routes (${statuses.join(' ')}), ${tally.requestSeconds.toFixed(1)} s de requêtes, ${tally.feedSeconds.toFixed(1)} s de lecture du flux\n`,
    );
    // An append that came after its refusal was answered (a reaction, a late write) is caught here, once the
    // reactions to the accepted requests have settled: the next file counts what the store holds from a quiet feed.
    const late: string[] = [];
    for (let quietPolls = 0, polls = 0; quietPolls < 2 && polls < 30; polls += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const appended = await newChangesets();
      late.push(...refusedIn(appended));
      quietPolls = appended.length === 0 ? quietPolls + 1 : 0;
    }
    expect(late).toEqual([]);
  });

  // A change of what the manifest exports that left the fuzzer with no route, or with some access level's routes only, shows here.
  it('reads the HTTP routes of the manifest, of the three access levels', () => {
    expect(new Set(httpRoutes().map((route) => route.access))).toEqual(new Set(['public', 'customer', 'admin']));
    expect(routes.length).toBeGreaterThan(0);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path} (${route.access})`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, knownIds), async (request) => {
          const sentAt = performance.now();
          const response = await send(route, request);
          tally.requestSeconds += (performance.now() - sentAt) / 1000;
          tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
          const label = abbreviated(`${request.caller} ${route.method} ${request.path}${request.query}`);
          expect(response.status, `${label} → ${response.status} ${response.text.slice(0, 300)}`).toBeLessThan(500);
          const othersId = request.caller === 'customer' && route.access === 'customer' ? request.path.split('/').find((segment) => othersIds.has(segment)) : undefined;
          if (othersId !== undefined) expect(response.status, `${label} : un client obtient la chose d'un autre (${othersId})`).toBeGreaterThanOrEqual(400);
          if (response.status >= 400) {
            const leak = leakIn(response.text, describeRequest(request), internalNames);
            expect(leak, `${label} → ${response.status} laisse voir ${leak}: ${response.text.slice(0, 500)}`).toBeUndefined();
            // Without a correlation id no handler ran (the gateway refused it): there is nothing to look for.
            if (response.correlationId) {
              refused.set(response.correlationId, `${label} → ${response.status}`);
              const readAt = performance.now();
              const appends = await appendsOfRefused();
              tally.feedSeconds += (performance.now() - readAt) / 1000;
              expect(appends).toEqual([]);
            }
          } else if (route.method !== 'GET') await keepSignedIn();
        }),
        { seed: routeSeed(route), numRuns: runsPerRoute, endOnFailure: false, interruptAfterTimeLimit: 10 * 60_000 },
      );
    });
  }

  /** One request as its caller sends it: a visitor is a new person each time (its own address, so no rate limit of another's). */
  const send = async (route: FuzzedRoute, request: FuzzRequest) => {
    const client = request.caller === 'visitor' ? createApiClient(runtime.site) : callers[request.caller];
    const options = {
      ...(request.body === undefined ? {} : { rawBody: request.body }),
      headers: { 'x-correlation-id': `fuzz-${crypto.randomUUID()}`, ...request.headers },
      ...(route.method === 'GET' || request.withoutIdempotencyKey ? {} : { idempotencyKey: crypto.randomUUID() }),
    };
    const call = () => client.request(route.method, `${request.path}${request.query}`, options);
    // A kept-alive connection the gateway closed as it idled (5 s, longer than a busy machine's pause between two
    // requests) fails the next request sent on it before the gateway reads it: sent again once, as a browser does.
    // A request that makes the gateway drop the connection drops it twice, and fails.
    const response = await call().catch((error: unknown) => {
      if (error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET') return call();
      throw error;
    });
    return {
      status: response.status,
      text: response.body === undefined ? '' : typeof response.body === 'string' ? response.body : JSON.stringify(response.body),
      correlationId: response.headers.get('x-correlation-id'),
    };
  };
});

/** What a request carried: a refusal may repeat it (an unknown id, a field's name) without leaking anything. */
const describeRequest = (request: FuzzRequest) => `${request.path} ${request.query} ${request.body ?? ''} ${JSON.stringify(request.headers)}`;

/** The ids an answer shows: any string under a key `id`, `…Id` or `number`. */
const idsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' && /^(id|\w+Id|number)$/.test(key) ? [inner] : typeof inner === 'object' ? idsIn(inner) : [],
  );
};

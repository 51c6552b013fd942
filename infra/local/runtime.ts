import { appendFileSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { feedAlerts, manifest, type HandlerEntry } from '../../functions/manifest';
import { createFeedTailer } from './feed-tailer';
import { createGateway, type HttpLambda } from './gateway';
import type { LiveLambda } from './live-gateway';
import { createLocalBus, type EventLambda } from './local-bus';
import { localEnvironment, portsFrom, realStripeKeys, repositoryRoot, serviceEndpoints, writeLocalIds, type Ports, type ServiceEndpoints } from './local-config';
import { createLocalScheduler } from './local-scheduler';
import { followClock } from './clock-follower';
import { ClockRefusedError, startingClockOffset } from './shifted-clock';
import { provisionFilesBucket, provisionIdentity, provisionMailIdentity, provisionTables } from './provision';
import { readDemoAccounts, seedDemo, type DemoAccount } from './seed';
import { startStandIns, type StandIns } from './stand-ins';
import { onCommitted } from '../../functions/platform/event-store';
import { markReady, markStarting } from '../../functions/platform/readiness';

export type RuntimeOptions = {
  dataDir: string;
  basePort: number;
  /** seed the demo accounts and parcels on first start */
  seed: boolean;
  log?: (message: string, fields?: Record<string, unknown>) => void;
  /**
   * The tables in dynalite's memory rather than in the data folder: for a run whose data is thrown away
   * (the test runtimes), a fifth less of dynalite's CPU. `npm start` keeps them on disk between runs.
   */
  tablesInMemory?: boolean;
  /** `--clock` or `PASSERELLE_CLOCK`: the instant the shifted clock starts at (`shifted-clock.ts`) */
  clock?: string;
};

export type Runtime = {
  ports: Ports;
  /**
   * `mail`: the SES stand-in's page of sent mails, absent when SES is reached at an endpoint of one's own;
   * `payments`: the Stripe stand-in, absent when the product talks to a real Stripe account
   */
  urls: { site: string; admin: string; api: string; mail: string | undefined; payments: string | undefined };
  /** where each AWS service is reached: its stand-in here, or the endpoint the SDK's variables name (LocalStack) */
  endpoints: ServiceEndpoints;
  environment: Record<string, string>;
  /** how far ahead of the wall clock the product runs (0: on the wall clock) */
  clockOffsetMs: number;
  accounts: DemoAccount[];
  /** waits until every committed changeset has reached the read models */
  settle: () => Promise<void>;
  runJob: (name: string) => Promise<void>;
  stop: () => Promise<void>;
};

const loadExport = async <T>(entry: HandlerEntry): Promise<T> => {
  const module = (await import(pathToFileURL(join(repositoryRoot, entry.entry)).href)) as { handler?: T };
  if (!module.handler) throw new Error(`${entry.entry} n'exporte pas de handler`);
  return module.handler;
};

const memoized = <T>(load: (entry: HandlerEntry) => Promise<T>) => {
  const cache = new Map<string, Promise<T>>();
  return (entry: HandlerEntry) => {
    let loaded = cache.get(entry.name);
    if (!loaded) {
      loaded = load(entry);
      cache.set(entry.name, loaded);
    }
    return loaded;
  };
};

/**
 * The whole product on one machine: the stand-ins, the tables, the same handlers as on AWS mounted
 * from the manifest behind one gateway, the bus fed from the event store, and the scheduler.
 */
export const startRuntime = async (options: RuntimeOptions): Promise<Runtime> => {
  const dataDir = resolve(options.dataDir);
  const log = options.log ?? (() => undefined);
  mkdirSync(dataDir, { recursive: true });
  const clockOffsetMs = startingClockOffset(dataDir, options.clock, Date.now());
  if (clockOffsetMs !== 0 && realStripeKeys()) throw new ClockRefusedError('L’horloge décalée va avec le Stripe local : avec les clés d’un vrai compte Stripe, Passerelle reste à l’heure réelle.');
  const ports = portsFrom(options.basePort);
  const endpoints = serviceEndpoints(ports);
  const standIns = await startStandIns(dataDir, ports, log, endpoints, { tablesInMemory: options.tablesInMemory ?? false });
  let gateway: Server | undefined;
  try {
    return await startOnStandIns(options, { clockOffsetMs, dataDir, log, ports, endpoints, standIns, onGateway: (server) => (gateway = server) });
  } catch (error) {
    // Whatever failed (a port taken, a crash while seeding), nothing started here keeps running.
    gateway?.closeAllConnections();
    gateway?.close();
    await standIns.stop();
    throw error;
  }
};

const startOnStandIns = async (
  options: RuntimeOptions,
  started: {
    clockOffsetMs: number;
    dataDir: string;
    log: NonNullable<RuntimeOptions['log']>;
    ports: Ports;
    endpoints: ServiceEndpoints;
    standIns: StandIns;
    onGateway: (server: Server) => void;
  },
): Promise<Runtime> => {
  const { dataDir, log, ports, endpoints, standIns } = started;
  await provisionTables(ports, endpoints.dynamodb.url);
  const ids = await provisionIdentity(dataDir, ports, endpoints.cognito.url);
  const environment = localEnvironment(ports, ids);
  // The runtime's own stand-ins are started ready (s3rver with the bucket, SES local sending from anyone).
  // An endpoint that does not know a call (s3rver has no PutBucketCors, SES local no identities) is said, not fatal.
  const provisionAt = async (what: string, provision: () => Promise<void>) =>
    provision().catch((error: unknown) => log(`${what} : non préparé à ce point d’accès`, { error: String(error) }));
  if (endpoints.s3.external) await provisionAt('bucket des fichiers', () => provisionFilesBucket(endpoints.s3.url, environment.SITE_URL as string));
  if (endpoints.ses.external) await provisionAt('expéditeur des e-mails', () => provisionMailIdentity(endpoints.ses.url, (environment.MAIL_FROM as string).replace(/^.*<|>$/g, '')));
  Object.assign(process.env, environment);

  const bus = createLocalBus({
    entries: manifest,
    loadHandler: memoized((entry) => loadExport<EventLambda>(entry)),
    deadLetterFile: join(dataDir, 'dead-letters.jsonl'),
    log,
  });
  const quarantineFile = join(dataDir, 'quarantine.jsonl');
  const tailer = createFeedTailer({
    checkpointFile: join(dataDir, 'feed-checkpoint.json'),
    publish: bus.publish,
    // Each changeset this process writes nudges it (below); the timed reads are for other processes' writes (jobs, replay),
    // read within a second.
    intervalMs: 250,
    idleIntervalMs: 1_000,
    log,
    quarantine: (unreadable) => {
      log(feedAlerts.quarantined.message, { ...unreadable.position, error: unreadable.error, file: quarantineFile });
      appendFileSync(quarantineFile, `${JSON.stringify({ ...unreadable, at: new Date().toISOString() })}\n`);
    },
  });
  const stopNudging = onCommitted(tailer.nudge);
  const loadJob = memoized((entry) => loadExport<() => Promise<void>>(entry));
  const runEntry = async (entry: HandlerEntry) => {
    try {
      await (await loadJob(entry))();
    } catch (error) {
      log('tâche planifiée en échec', { job: entry.name, error: String(error) });
    }
  };
  const scheduler = createLocalScheduler({ entries: manifest, run: runEntry });
  const gateway: Server = createGateway({
    entries: manifest,
    loadHandler: memoized((entry) => loadExport<HttpLambda>(entry)),
    customerDist: join(repositoryRoot, 'web-customer/dist'),
    adminDist: join(repositoryRoot, 'web-admin/dist'),
    filesOrigin: environment.S3_ENDPOINT ? new URL(environment.S3_ENDPOINT).origin : undefined,
    loadLiveHandler: memoized((entry) => loadExport<LiveLambda>(entry)),
    managementSigning: { region: environment.AWS_REGION as string, accessKeyId: environment.AWS_ACCESS_KEY_ID as string, secretAccessKey: environment.AWS_SECRET_ACCESS_KEY as string },
  });
  started.onGateway(gateway);
  await new Promise<void>((resolveListen, reject) => {
    gateway.once('error', reject);
    gateway.listen(ports.gateway, '127.0.0.1', () => resolveListen());
  });
  const clockFollower = await followClock({ dataDir, offsetMs: started.clockOffsetMs, stripeUrl: standIns.stripeUrl, catchUp: scheduler.catchUp, log });
  // Deliver whatever was committed while the runtime was stopped.
  await tailer.poll();

  const site = `http://127.0.0.1:${ports.gateway}`;
  const settle = async () => {
    await tailer.poll();
    await bus.idle();
  };
  let accounts = readDemoAccounts(dataDir);
  if (options.seed && !ids.seeded) {
    // The health endpoint says "starting" until the demo accounts exist. Seeding resumes where an
    // interrupted first start left it.
    markStarting();
    accounts = await seedDemo(dataDir, site);
    writeLocalIds(dataDir, { ...ids, seeded: true });
    await settle();
  }
  markReady();
  return {
    ports,
    urls: {
      site: `${site}/`,
      admin: `${site}/admin/`,
      api: `${site}/api/health`,
      mail: endpoints.ses.external ? undefined : `${endpoints.ses.url}/`,
      payments: standIns.stripeUrl,
    },
    endpoints,
    environment,
    clockOffsetMs: started.clockOffsetMs,
    accounts,
    settle,
    runJob: async (name) => {
      const entry = manifest.find((candidate) => candidate.name === name && candidate.trigger.kind === 'schedule');
      if (!entry) throw new Error(`Tâche inconnue : ${name} (connues : ${scheduler.jobs.join(', ')})`);
      await (await loadJob(entry))();
    },
    stop: async () => {
      scheduler.stop();
      await clockFollower.stop();
      await new Promise<void>((resolveClose) => {
        gateway.close(() => resolveClose());
        gateway.closeAllConnections();
      });
      // A clean stop delivers what was committed before it: the tailer reads the feed a last time.
      stopNudging();
      await tailer.stop();
      await bus.idle();
      await standIns.stop();
    },
  };
};


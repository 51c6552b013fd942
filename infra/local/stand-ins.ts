import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import S3rver from 's3rver';
import sesLocalModule from 'aws-ses-v2-local';
import { awsServices, filesBucketName, localStripeKeys, realStripeKeys, serviceEndpoints, type AwsService, type Ports, type ServiceEndpoints } from './local-config';
import { startStripeStandIn } from './stripe/server';
import { clock } from '../../functions/platform/clock';

const host = '127.0.0.1';
const require = createRequire(import.meta.url);
/** Preloaded into the stand-ins' processes: they outlive a signal to the group, and end with the runtime that started them. */
const exitWithParent = ['--require', join(import.meta.dirname, 'exit-with-parent.cjs')];

// The package is CommonJS with an `exports.default`; depending on the loader it arrives wrapped once more.
const sesLocal = ((sesLocalModule as unknown as { default?: typeof sesLocalModule }).default ?? sesLocalModule) as typeof sesLocalModule;

export type StandIns = {
  /** the Stripe stand-in's address; none when `npm start` was given a real Stripe account's keys */
  stripeUrl: string | undefined;
  /** the AWS services stood in for here; the others have endpoints of their own (LocalStack) */
  started: AwsService[];
  stop: () => Promise<void>;
};

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Waits for a server to answer. A minute: cognito-local loads the whole AWS SDK v2 before it listens, and a start beside
 * `npm test`'s other jobs once took more than 20 s (the runtime then stopped: « ne répond pas »).
 */
export const waitForHttp = async (url: string, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} ne répond pas`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

/**
 * dynalite in a process of its own: it is CPU-bound, and beside the handlers in one process it
 * would share a single core with them.
 */
export const startDynalite = async (dataDir: string, port: number, { inMemory = false } = {}): Promise<{ stop: () => Promise<void> }> => {
  if (!inMemory) mkdirSync(join(dataDir, 'dynamodb'), { recursive: true });
  const child = spawn(process.execPath, [...exitWithParent, join(import.meta.dirname, 'dynalite-process.mjs'), host, String(port), inMemory ? '' : join(dataDir, 'dynamodb')], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitForHttp(`http://${host}:${port}/`);
  return { stop: () => stopChild(child) };
};

/**
 * A stand-in's process ignores the signals a terminal sends its whole group (see exit-with-parent.cjs): the
 * runtime stops it, after its drain, by closing the channel it was started with; one that does not end then is killed.
 */
const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    if (child.connected) child.disconnect();
    else child.kill('SIGKILL');
  });

const startCognito = async (dataDir: string, port: number): Promise<ChildProcess> => {
  const cwd = join(dataDir, 'cognito');
  mkdirSync(cwd, { recursive: true });
  // The one authenticator-app action cognito-local lacks, added before it starts (infra/local/cognito-mfa/).
  const withMfa = ['--require', join(import.meta.dirname, 'cognito-mfa', 'admin-set-user-mfa-preference.cjs')];
  const child = spawn(process.execPath, [...exitWithParent, ...withMfa, require.resolve('cognito-local/lib/bin/start.js')], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: host, NODE_OPTIONS: '', AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitForHttp(`http://${host}:${port}/health`);
  return child;
};

/** What SES local answers to GetAccount (the health check reads it), as a sandboxed SES account would. */
const sesAccount = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'FR',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Passerelle en local',
    WebsiteURL: 'http://127.0.0.1',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50_000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
};

const uploadCors = (origin: string) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver with the files bucket, its upload CORS and S3's answers to what browsers read. */
const startS3rver = async (dataDir: string, ports: Ports): Promise<S3rver> => {
  mkdirSync(join(dataDir, 's3'), { recursive: true });
  const server = new S3rver({
    address: host,
    port: ports.s3,
    silent: true,
    directory: join(dataDir, 's3'),
    // As the files bucket's CORS on AWS: the site's pages send photos straight to the bucket.
    configureBuckets: [{ name: filesBucketName, configs: [uploadCors(`http://${host}:${ports.gateway}`)] }],
  });
  // As the files' responses on AWS: a browser is told never to guess a stored object's type, and a
  // signed link's `response-content-type` is the type answered (s3rver ignores it; S3 does not).
  server.middleware.unshift(async (context, next) => {
    context.set('X-Content-Type-Options', 'nosniff');
    await next();
    const asked = context.query['response-content-type'];
    if (context.status === 200 && typeof asked === 'string') context.set('Content-Type', asked);
  });
  await server.run();
  return server;
};

const startSesLocal = async (ports: Ports): Promise<Server> => {
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify(sesAccount);
  return sesLocal({ host, port: ports.ses });
};

/**
 * DynamoDB, S3, SES, Cognito and Stripe stand-ins on 127.0.0.1, all persisted under the data folder
 * but SES. Stripe's is left out when real keys are given: the product then talks to Stripe. An AWS
 * service with an endpoint of its own (`endpoints`, from the SDK's variables) gets no stand-in; Stripe's
 * is always ours, LocalStack has none.
 */
export const startStandIns = async (
  dataDir: string,
  ports: Ports,
  log: (message: string, fields?: Record<string, unknown>) => void = () => undefined,
  endpoints: ServiceEndpoints = serviceEndpoints(ports),
  { tablesInMemory = false } = {},
): Promise<StandIns> => {
  const ours = (service: AwsService) => !endpoints[service].external;
  // Each stand-in, once up, can be stopped: if another fails to start (a port taken), those up stop
  // rather than hold their ports.
  const started: (() => Promise<unknown>)[] = [];
  const track = async <T>(starting: Promise<T>, stop: (standIn: T) => Promise<unknown>): Promise<T> => {
    const standIn = await starting;
    started.push(() => stop(standIn));
    return standIn;
  };
  const stopAll = () => Promise.allSettled(started.map((stop) => stop())).then(() => undefined);
  const stripe = realStripeKeys()
    ? undefined
    : track(
        startStripeStandIn({
          port: ports.stripe,
          ...localStripeKeys,
          // The gateway starts after the stand-ins: a webhook sent before it listens is retried.
          webhookUrl: `http://${host}:${ports.gateway}/api/webhooks/stripe`,
          dataDir: join(dataDir, 'stripe'),
          log,
          productClock: () => clock.now().getTime(),
        }),
        (standIn) => standIn.stop(),
      );
  const all = Promise.allSettled([
    ...(ours('dynamodb') ? [track(startDynalite(dataDir, ports.dynamo, { inMemory: tablesInMemory }), (dynamo) => dynamo.stop())] : []),
    ...(ours('s3') ? [track(startS3rver(dataDir, ports), (server) => server.close())] : []),
    ...(ours('ses') ? [track(startSesLocal(ports), (server) => close(server))] : []),
    ...(ours('cognito') ? [track(startCognito(dataDir, ports.cognito), (child) => stopChild(child))] : []),
    ...(stripe ? [stripe] : []),
  ]);
  const failed = (await all).find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return { stripeUrl: stripe ? (await stripe).url : undefined, started: awsServices.filter(ours), stop: stopAll };
};

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { allTables, environmentVariables, liveEnvironmentVariables, stripeEnvironmentVariables } from '../../functions/manifest';

export const repositoryRoot = resolve(import.meta.dirname, '../..');

export type Ports = { gateway: number; dynamo: number; s3: number; ses: number; cognito: number; stripe: number };
export const portsFrom = (base: number): Ports => ({ gateway: base, dynamo: base + 1, s3: base + 2, ses: base + 3, cognito: base + 4, stripe: base + 5 });
/** how many consecutive ports from the base port the runtime takes */
export const portBlockSize = Object.keys(portsFrom(0)).length;

/** Ids that the stand-ins generate on first start (cognito pool and client), kept in the data folder. */
export type LocalIds = { userPoolId: string; userPoolClientId: string; seeded: boolean };

export const localIdsPath = (dataDir: string) => join(dataDir, 'local-ids.json');
export const readLocalIds = (dataDir: string): LocalIds | undefined =>
  existsSync(localIdsPath(dataDir)) ? (JSON.parse(readFileSync(localIdsPath(dataDir), 'utf8')) as LocalIds) : undefined;
export const writeLocalIds = (dataDir: string, ids: LocalIds) => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(localIdsPath(dataDir), `${JSON.stringify(ids, null, 2)}\n`);
};

/** The Stripe stand-in's keys: its API answers only this secret key, and it signs webhooks with this secret. */
export const localStripeKeys = { secretKey: 'sk_test_passerelle_local', webhookSecret: 'whsec_passerelle_local_signing_secret' } as const;

/**
 * Keys of a real Stripe account (test mode) given to `npm start`: with both, the product talks to
 * Stripe and no stand-in starts. The stand-in's own keys, inherited by a child process, are not real.
 */
export const realStripeKeys = (outside: NodeJS.ProcessEnv = process.env): { secretKey: string; webhookSecret: string } | undefined => {
  const secretKey = outside[stripeEnvironmentVariables.secretKey];
  const webhookSecret = outside[stripeEnvironmentVariables.webhookSecret];
  if (!secretKey || !webhookSecret || secretKey === localStripeKeys.secretKey) return undefined;
  return { secretKey, webhookSecret };
};

const stripeEnvironment = (ports: Ports, outside: NodeJS.ProcessEnv): Record<string, string> => {
  const real = realStripeKeys(outside);
  if (real) return { [stripeEnvironmentVariables.secretKey]: real.secretKey, [stripeEnvironmentVariables.webhookSecret]: real.webhookSecret };
  return {
    [stripeEnvironmentVariables.secretKey]: localStripeKeys.secretKey,
    [stripeEnvironmentVariables.webhookSecret]: localStripeKeys.webhookSecret,
    [stripeEnvironmentVariables.apiUrl]: `http://127.0.0.1:${ports.stripe}`,
  };
};

/** The AWS services `npm start` stands in for, each replaceable by an endpoint of one's own (LocalStack). */
export const awsServices = ['dynamodb', 's3', 'ses', 'cognito'] as const;
export type AwsService = (typeof awsServices)[number];

/**
 * The AWS SDK's own variables for a service's endpoint, most specific first, then `AWS_ENDPOINT_URL` for
 * all (https://docs.aws.amazon.com/sdkref/latest/guide/feature-ss-endpoints.html). The mail is SES v2.
 */
const endpointVariables: Record<AwsService, readonly string[]> = {
  dynamodb: ['AWS_ENDPOINT_URL_DYNAMODB'],
  s3: ['AWS_ENDPOINT_URL_S3'],
  ses: ['AWS_ENDPOINT_URL_SESV2', 'AWS_ENDPOINT_URL_SES'],
  cognito: ['AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER'],
};

export type ServiceEndpoint = { url: string; external: boolean };
export type ServiceEndpoints = Record<AwsService, ServiceEndpoint>;

/**
 * Where each AWS service is reached: the endpoint given by the SDK's standard variables (LocalStack's
 * `http://localhost:4566`, say), or else the stand-in `npm start` starts on its own port. As the SDK,
 * `AWS_IGNORE_CONFIGURED_ENDPOINT_URLS=true` ignores them.
 */
export const serviceEndpoints = (ports: Ports, outside: NodeJS.ProcessEnv = process.env): ServiceEndpoints => {
  const ignored = outside.AWS_IGNORE_CONFIGURED_ENDPOINT_URLS?.toLowerCase() === 'true';
  const own: Record<AwsService, number> = { dynamodb: ports.dynamo, s3: ports.s3, ses: ports.ses, cognito: ports.cognito };
  const endpointOf = (service: AwsService): ServiceEndpoint => {
    const given = ignored ? undefined : [...endpointVariables[service], 'AWS_ENDPOINT_URL'].map((name) => outside[name]?.trim()).find(Boolean);
    return given ? { url: given.replace(/\/+$/, ''), external: true } : { url: `http://127.0.0.1:${own[service]}`, external: false };
  };
  return { dynamodb: endpointOf('dynamodb'), s3: endpointOf('s3'), ses: endpointOf('ses'), cognito: endpointOf('cognito') };
};

export const localTableName = (name: string) => `passerelle-${name}`;
export const filesBucketName = 'passerelle-files';

/**
 * The environment the handlers read, pointing the real SDK clients at the stand-ins (or at the endpoints
 * the SDK's variables name, see `serviceEndpoints`). The same
 * variables are set by the CDK app on AWS, without the endpoints. Stripe's keys are the stand-in's
 * unless real ones are in the environment `npm start` was given (`outside`).
 */
export const localEnvironment = (
  ports: Ports,
  ids: Pick<LocalIds, 'userPoolId' | 'userPoolClientId'>,
  outside: NodeJS.ProcessEnv = process.env,
): Record<string, string> => {
  const host = '127.0.0.1';
  const endpoints = serviceEndpoints(ports, outside);
  // cognito-local's issuer; LocalStack's Cognito (Pro) issues tokens under the same `<endpoint>/<pool id>`.
  const issuer = `${endpoints.cognito.url}/${ids.userPoolId}`;
  return {
    AWS_REGION: 'eu-west-3',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    ...Object.fromEntries(allTables.map((table) => [table.envVar, localTableName(table.name)])),
    [environmentVariables.filesBucket]: filesBucketName,
    [environmentVariables.eventBusName]: 'passerelle-local-bus',
    [environmentVariables.mailFrom]: 'Passerelle <no-reply@passerelle.example>',
    [environmentVariables.supportEmail]: 'support@passerelle.example',
    [environmentVariables.userPoolId]: ids.userPoolId,
    [environmentVariables.userPoolClientId]: ids.userPoolClientId,
    [environmentVariables.jwtIssuer]: issuer,
    [environmentVariables.jwksUri]: `${issuer}/.well-known/jwks.json`,
    [environmentVariables.cookieSecure]: 'false',
    [environmentVariables.siteUrl]: `http://${host}:${ports.gateway}`,
    // The gateway serves the WebSocket API's management endpoint itself.
    [liveEnvironmentVariables.endpoint]: `http://${host}:${ports.gateway}`,
    DYNAMODB_ENDPOINT: endpoints.dynamodb.url,
    S3_ENDPOINT: endpoints.s3.url,
    SES_ENDPOINT: endpoints.ses.url,
    COGNITO_ENDPOINT: endpoints.cognito.url,
    ...stripeEnvironment(ports, outside),
  };
};

/**
 * For the commands that work on the data of `npm start` (replay, jobs): the same folder and ports,
 * read from PASSERELLE_DATA and PASSERELLE_PORT, and the handlers' environment set from them.
 */
export const useLocalDataEnvironment = (): { dataDir: string; ports: Ports } => {
  const dataDir = resolve(repositoryRoot, process.env.PASSERELLE_DATA ?? '.data');
  const ports = portsFrom(Number(process.env.PASSERELLE_PORT ?? 3000));
  const ids = readLocalIds(dataDir);
  if (!ids) {
    process.stderr.write(`Aucune donnée dans ${dataDir} : lancez d'abord npm start.\n`);
    process.exit(1);
  }
  Object.assign(process.env, localEnvironment(ports, ids));
  return { dataDir, ports };
};

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { createApiClient } from '../../infra/local/api-client';
import { portBlockSize } from '../../infra/local/local-config';
import { startRuntime } from '../../infra/local/runtime';
import { cognito } from '../../functions/platform/aws/cognito';
import { reservationsTable } from '../../functions/platform/state-tables';
import { tableNameOf } from '../../functions/platform/tables';
import { freePortBlock } from '../support/free-ports';
import { registrationForm } from '../support/accounts';
import { linkIn, mailsTo } from '../support/mailbox';
import { ms, percentile, runConcurrently } from './stats';

/**
 * `npm run bench:accounts`: registration and sign-in on the embedded runtime (real cognito-local,
 * dynalite, SES local), with their DynamoDB and Cognito round-trips, beside a bare PutItem, GetItem
 * and Cognito InitiateAuth measured in the same run. Not part of `npm test`.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const calls = Number(process.env.BENCH_CALLS ?? 100);
process.env.LOG_LEVEL ??= 'warn';
// Each benchmark client is a person at an address of its own (X-Forwarded-For), as behind CloudFront.
process.env.TRUSTED_PROXY_HOPS = '1';

const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-bench-accounts-'));
const runtime = await startRuntime({ dataDir, basePort: await freePortBlock(portBlockSize), seed: false });
const site = `http://127.0.0.1:${runtime.ports.gateway}`;
Object.assign(process.env, runtime.environment);

const handlerMs = (headers: Headers) => Number(/handler;dur=([\d.]+)/.exec(headers.get('server-timing') ?? '')?.[1]);
const register = () => createApiClient(site).post<{ customerId: string }>('/api/auth/register', registrationForm());

// One confirmed account to sign in with, through the product.
const member = registrationForm();
const memberClient = createApiClient(site);
await memberClient.post('/api/auth/register', member);
await runtime.settle();
const [confirmationMail] = await mailsTo(runtime.environment.SES_ENDPOINT ?? '', member.email);
if (!confirmationMail) throw new Error('pas de mail de confirmation');
const link = new URL(linkIn(confirmationMail, '/confirmer-email'));
await memberClient.post('/api/auth/confirm-email', { customerId: link.searchParams.get('c'), token: link.searchParams.get('t') });
const signIn = () => createApiClient(site).request('POST', '/api/auth/login', { json: { email: member.email, password: member.password, remember: false } });

for (let index = 0; index < 10; index += 1) {
  await register();
  await signIn();
}
await runtime.settle();

const roundTrips = async (call: () => Promise<{ headers: Headers }>) => {
  const dynamo: number[] = [];
  const cognitoCalls: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await runtime.settle();
    const { headers } = await call();
    dynamo.push(Number(headers.get('x-local-dynamodb-round-trips')));
    cognitoCalls.push(Number(headers.get('x-local-cognito-round-trips')));
  }
  return { dynamo: Math.min(...dynamo), cognito: Math.min(...cognitoCalls) };
};
const registerTrips = await roundTrips(register);
const signInTrips = await roundTrips(signIn);
out('== Allers-retours par requête (requête seule, projections au repos)');
out(`  inscription   DynamoDB ${registerTrips.dynamo}  Cognito ${registerTrips.cognito}  (+ 1 envoi SES)`);
out(`  connexion     DynamoDB ${signInTrips.dynamo}  Cognito ${signInTrips.cognito}`);

const raw = new DynamoDBClient({ region: 'eu-west-3', endpoint: runtime.environment.DYNAMODB_ENDPOINT });
const identity = await cognito();
let bareIndex = 0;
const barePut = () =>
  raw.send(new PutItemCommand({ TableName: tableNameOf(reservationsTable), Item: { reservation: { S: `bench#${bareIndex++}` }, owner: { S: 'bench' } }, ConditionExpression: 'attribute_not_exists(reservation)' }));
const bareGet = () => raw.send(new GetItemCommand({ TableName: tableNameOf(reservationsTable), Key: { reservation: { S: 'bench#0' } }, ConsistentRead: true }));
const bareAuth = () =>
  identity.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: runtime.environment.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: member.email, PASSWORD: member.password } }),
  );

type Row = { label: string; clients: number; p50: number; p99: number; handlerP50?: number };
const rows: Row[] = [];
for (const clients of [1, 10]) {
  const measure = async (label: string, call: () => Promise<unknown>, total = calls) => {
    const handler: number[] = [];
    const durations = await runConcurrently(clients, total, async () => {
      const result = await call();
      if (result && typeof result === 'object' && 'headers' in result && result.headers instanceof Headers) handler.push(handlerMs(result.headers));
    });
    rows.push({ label, clients, p50: percentile(durations, 50), p99: percentile(durations, 99), handlerP50: handler.length ? percentile(handler, 50) : undefined });
  };
  await measure('PutItem nu (dynalite)', barePut);
  await measure('GetItem nu (dynalite)', bareGet);
  await measure('InitiateAuth nu (cognito-local)', bareAuth);
  await measure('POST /api/auth/register', register);
  await measure('POST /api/auth/login', signIn);
  await runtime.settle();
}
out();
out('== Latences (p50 / p99 de bout en bout ; p50 du handler seul)');
for (const row of rows) {
  const handler = row.handlerP50 === undefined ? '' : `  handler p50 ${ms(row.handlerP50).padStart(10)}`;
  out(`  ${row.label.padEnd(32)} ${String(row.clients).padStart(2)} client(s)  p50 ${ms(row.p50).padStart(10)}  p99 ${ms(row.p99).padStart(10)}${handler}`);
}
out();
out(`(${calls} appels par ligne ; l'inscription comprend la création dans cognito-local, l'événement, la réservation de l'adresse et l'envoi du mail à SES local)`);
raw.destroy();
await runtime.stop();
rmSync(dataDir, { recursive: true, force: true });

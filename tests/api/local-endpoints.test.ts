import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { createApiClient } from '../../infra/local/api-client';
import { localTableName, portBlockSize, portsFrom } from '../../infra/local/local-config';
import { localDynamo } from '../../infra/local/provision';
import { startStandIns, type StandIns } from '../../infra/local/stand-ins';
import { eventsTable } from '../../functions/platform/tables';
import { declaration } from '../support/fixtures';
import { freePortBlock } from '../support/free-ports';
import { startRuntimeProcess, type RuntimeUnderTest } from '../support/runtime-process';

/**
 * `npm start` pointed by the AWS SDK's endpoint variables at services it did not start (as at LocalStack;
 * here the same stand-ins, started apart on ports of their own, since there is no Docker): it provisions
 * them, works end to end on them, and starts none of its own for them. Stripe's stand-in stays its own.
 */
const listens = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

let apart: StandIns;
let apartDir: string;
let apartPorts: ReturnType<typeof portsFrom>;
let runtime: RuntimeUnderTest;
let stopRuntime: () => Promise<void>;
let output: () => string;

beforeAll(async () => {
  apartDir = mkdtempSync(join(tmpdir(), 'passerelle-endpoints-'));
  apartPorts = portsFrom(await freePortBlock(portBlockSize));
  apart = await startStandIns(apartDir, apartPorts);
  ({ runtime, stop: stopRuntime, output } = await startRuntimeProcess({
    environment: {
      AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${apartPorts.dynamo}`,
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${apartPorts.s3}`,
      AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${apartPorts.ses}`,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${apartPorts.cognito}`,
    },
  }));
}, 120_000);

afterAll(async () => {
  await stopRuntime?.();
  await apart?.stop();
  rmSync(apartDir, { recursive: true, force: true });
});

describe('npm start at AWS endpoints of its own (LocalStack)', () => {
  it('starts no stand-in for DynamoDB, S3, SES or Cognito, keeps its Stripe stand-in, and says which endpoints it uses', async () => {
    const own = portsFrom(Number(new URL(runtime.site).port));
    for (const port of [own.dynamo, own.s3, own.ses, own.cognito]) expect(await listens(`http://127.0.0.1:${port}/`), `port ${port}`).toBe(false);
    expect(await listens(`http://127.0.0.1:${own.stripe}/`)).toBe(true);
    expect(output()).toContain(`dynamodb   http://127.0.0.1:${apartPorts.dynamo}  (point d’accès fourni)`);
    expect(output()).toContain(`cognito    http://127.0.0.1:${apartPorts.cognito}  (point d’accès fourni)`);
  });

  it('provisions its tables there and works end to end: a demo customer signs in, declares a parcel and reads it back', async () => {
    const dynamo = localDynamo(apartPorts);
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: localTableName(eventsTable.name) }));
    expect(Table?.TableStatus).toBe('ACTIVE');
    dynamo.destroy();

    const account = runtime.accounts.find((candidate) => !candidate.admin)!;
    const customer = createApiClient(runtime.site);
    await customer.signIn(account.email, account.password);
    const declared = declaration();
    const { status, body } = await customer.post<{ parcelId: string }>('/api/parcels', declared);
    expect(status).toBe(201);
    // The parcel's page reads a read model: it shows the declaration once the projection has run.
    const read = await eventually(async () => {
      const answer = await customer.get<{ trackingNumber: string }>(`/api/parcels/${body.parcelId}`);
      if (answer.status !== 200) throw new Error(`colis pas encore lisible (${answer.status})`);
      return answer;
    }, 10_000);
    expect(read.body.trackingNumber).toBe(declared.trackingNumber);
    expect((await fetch(`${runtime.site}/api/health`)).status).toBe(200);
  });
});

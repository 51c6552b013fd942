import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { csrfHeaderName, sessionCookieNames } from '../../domain/shared/http-contract';
import { dynamoItems } from '../../functions/platform/aws/dynamodb';
import { eventsTableName, loadStream } from '../../functions/platform/event-store';
import { reservationOf } from '../../functions/platform/reservations';
import { trackingReservation } from '../../functions/parcels/tracking-reservation';
import type { HttpLambda } from '../../infra/local/gateway';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');

/** The customer's request as the gateway hands it to the handler, with the cookies of a signed-in browser. */
const declareRequest = (cookies: Map<string, string>, body: unknown, idempotencyKey: string): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: 'POST /api/parcels',
  rawPath: '/api/parcels',
  rawQueryString: '',
  cookies: [...cookies].map(([name, value]) => `${name}=${value}`),
  headers: {
    'content-type': 'application/json',
    'idempotency-key': idempotencyKey,
    [csrfHeaderName.toLowerCase()]: decodeURIComponent(cookies.get(sessionCookieNames.csrf) ?? ''),
  },
  requestContext: {
    accountId: '000000000000',
    apiId: 'test',
    domainName: '127.0.0.1',
    domainPrefix: 'test',
    http: { method: 'POST', path: '/api/parcels', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    requestId: randomUUID(),
    routeKey: 'POST /api/parcels',
    stage: '$default',
    time: new Date().toISOString(),
    timeEpoch: Date.now(),
  },
  body: JSON.stringify(body),
  isBase64Encoded: false,
});

const lambdaContext = { awsRequestId: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

describe('a declaration whose outcome is unknown', () => {
  it('keeps the tracking number for the parcel that may exist: a retry finds it, another declaration is refused', async () => {
    const { customer } = await signInDemoAccounts(runtime);
    // Mounted as the gateway mounts it.
    const handler = (await import('../../functions/parcels/declare-parcel')).handler as unknown as HttpLambda;
    const customerId = runtime.accounts.find((account) => !account.admin)?.customerId ?? '';
    const body = declaration();
    const key = randomUUID();

    // The changeset is written, then the answer is lost on its way back (a timeout).
    const items = dynamoItems();
    const send = items.send.bind(items);
    items.send = (async (command: unknown) => {
      const result = await send(command as never);
      if (command instanceof PutItemCommand && command.input.TableName === eventsTableName() && command.input.Item?.streamId?.S?.startsWith('parcel-')) {
        throw Object.assign(new Error('délai dépassé'), { name: 'TimeoutError' });
      }
      return result;
    }) as typeof items.send;
    let failed;
    try {
      failed = await handler(declareRequest(customer.cookies, body, key), lambdaContext);
    } finally {
      items.send = send as typeof items.send;
    }
    // A timeout is an outage: the person is told to try again, which is what finds the parcel.
    expect(failed.statusCode).toBe(503);
    expect(failed.headers?.['retry-after']).toBe('5');

    const held = await reservationOf(trackingReservation(customerId, body.trackingNumber));
    expect(held?.owner).toBeDefined();
    expect(await loadStream(`parcel-${held?.owner}`)).toHaveLength(1);

    const retried = await handler(declareRequest(customer.cookies, body, key), lambdaContext);
    expect(retried.statusCode).toBe(200);
    expect(JSON.parse(String(retried.body))).toMatchObject({ parcelId: held?.owner });

    const other = await customer.post('/api/parcels', body);
    expect(other.status).toBe(409);
  });
});

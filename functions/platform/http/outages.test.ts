import { ConditionalCheckFailedException, DynamoDBClient, GetItemCommand, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '../../../domain/shared/errors';
import { outageOf } from './outages';

const listen = async <T extends Server | ReturnType<typeof createTcpServer>>(server: T): Promise<{ server: T; url: string }> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
const close = (server: { close: (done: () => void) => unknown }) => new Promise<void>((resolve) => server.close(() => resolve()));

/** What the SDK really throws for one GetItem against `endpoint`: one attempt, short limits. */
const dynamoErrorAt = async (endpoint: string): Promise<unknown> => {
  const client = new DynamoDBClient({
    region: 'eu-west-3',
    endpoint,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 300, requestTimeout: 300, throwOnRequestTimeout: true, socketTimeout: 300 },
  });
  try {
    await client.send(new GetItemCommand({ TableName: 'colis', Key: { id: { S: 'P1' } } }));
    throw new Error('la lecture a réussi');
  } catch (error) {
    return error;
  } finally {
    client.destroy();
  }
};

/** An endpoint answering every request with `status` and DynamoDB's JSON error `type`. */
const answering = (status: number, type: string) =>
  createHttpServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'test' });
    response.end(JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'réponse de test' }));
  });

describe('the failures told as an outage (503) rather than a defect (500)', () => {
  const frozenSockets: Socket[] = [];
  const servers: { close: (done: () => void) => unknown }[] = [];
  let refusedUrl: string;
  let frozenUrl: string;
  beforeAll(async () => {
    // A port just released: nothing listens there.
    const released = await listen(createTcpServer());
    refusedUrl = released.url;
    await close(released.server);
    // Accepts connections and never answers, as a frozen process whose kernel still queues them.
    const frozen = await listen(createTcpServer((socket) => frozenSockets.push(socket)));
    frozenUrl = frozen.url;
    servers.push(frozen.server);
  });
  afterAll(async () => {
    for (const socket of frozenSockets) socket.destroy();
    await Promise.all(servers.map(close));
  });

  it('a store that refuses the connection, or does not answer in time, as the AWS SDK reports them', async () => {
    const refused = await dynamoErrorAt(refusedUrl);
    expect(refused).toMatchObject({ code: 'ECONNREFUSED', $metadata: expect.objectContaining({ attempts: 1 }) });
    expect(outageOf(refused)).toBe('unreachable');
    const frozen = await dynamoErrorAt(frozenUrl);
    expect(frozen).toMatchObject({ name: 'TimeoutError' });
    expect(outageOf(frozen)).toBe('timeout');
  });

  it.each([
    [500, 'InternalServerError', 'dependency-failed'],
    [503, 'ServiceUnavailable', 'dependency-failed'],
    [400, 'ProvisionedThroughputExceededException', 'throttled'],
    [400, 'ThrottlingException', 'throttled'],
    [400, 'RequestLimitExceeded', 'throttled'],
  ] as const)('a DynamoDB answer %i %s, parsed by the SDK', async (status, type, outage) => {
    const { server, url } = await listen(answering(status, type));
    servers.push(server);
    const error = await dynamoErrorAt(url);
    expect(error).toMatchObject({ name: type, $metadata: expect.objectContaining({ httpStatusCode: status }) });
    expect(outageOf(error)).toBe(outage);
  });

  it('the shapes of the AWS SDK errors of the other services and of DNS', () => {
    const metadata = { httpStatusCode: 400, requestId: 'r', attempts: 2, totalRetryDelay: 40 };
    expect(outageOf(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException', $fault: 'client', $metadata: metadata }))).toBe('throttled');
    expect(outageOf(Object.assign(new Error('Please reduce your request rate.'), { name: 'SlowDown', $fault: 'client', $metadata: { ...metadata, httpStatusCode: 503 } }))).toBe('throttled');
    expect(outageOf(Object.assign(new Error('x'), { name: 'SomethingNew', $fault: 'client', $retryable: { throttling: true }, $metadata: metadata }))).toBe('throttled');
    expect(outageOf(Object.assign(new Error('x'), { name: 'InternalFailure', $fault: 'server', $metadata: { ...metadata, httpStatusCode: 500 } }))).toBe('dependency-failed');
    expect(outageOf(Object.assign(new Error('x'), { name: 'UnknownError', $fault: 'server', $metadata: { ...metadata, httpStatusCode: 502 } }))).toBe('dependency-failed');
    expect(outageOf(Object.assign(new Error('getaddrinfo ENOTFOUND email.eu-west-3.amazonaws.com'), { code: 'ENOTFOUND', syscall: 'getaddrinfo', $metadata: { attempts: 2 } }))).toBe('unreachable');
    expect(outageOf(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', $metadata: { attempts: 2 } }))).toBe('unreachable');
    const throttledTransaction = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: metadata,
      CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError', Message: 'Throughput exceeds the current capacity' }],
    });
    expect(outageOf(throttledTransaction)).toBe('throttled');
  });

  it('Stripe unreachable, throttling or failing, as its SDK reports it', () => {
    expect(outageOf(new Stripe.errors.StripeConnectionError({ message: 'An error occurred with our connection to Stripe.' }))).toBe('unreachable');
    expect(outageOf(new Stripe.errors.StripeRateLimitError({ message: 'Too many requests', statusCode: 429 }))).toBe('throttled');
    expect(outageOf(new Stripe.errors.StripeAPIError({ message: 'Something went wrong', statusCode: 500 }))).toBe('dependency-failed');
  });

  it('a fetch (the JWKS of Cognito) that cannot connect or times out', async () => {
    const refused = await fetch(refusedUrl).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(outageOf(refused)).toBe('unreachable');
    const late = await fetch(frozenUrl, { signal: AbortSignal.timeout(100) }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(outageOf(late)).toBe('timeout');
  });

  it('a handler body ended by middy at the end of its budget', async () => {
    const context = { getRemainingTimeInMillis: () => 50 } as Context;
    const error = await middy(() => new Promise(() => undefined))({}, context).then(
      () => undefined,
      (rejected: unknown) => rejected,
    );
    expect(outageOf(error)).toBe('deadline');
  });

  it('and not a defect, a refusal of the store or a condition that failed', async () => {
    const { server, url } = await listen(answering(400, 'ValidationException'));
    servers.push(server);
    expect(outageOf(await dynamoErrorAt(url))).toBeUndefined();
    expect(outageOf(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: { httpStatusCode: 400 } }))).toBeUndefined();
    expect(outageOf(new TransactionCanceledException({ message: 'x', $metadata: { httpStatusCode: 400 }, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }))).toBeUndefined();
    expect(outageOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeUndefined();
    expect(outageOf(new Stripe.errors.StripeCardError({ message: 'Your card was declined.', statusCode: 402 }))).toBeUndefined();
    expect(outageOf(new Stripe.errors.StripeInvalidRequestError({ message: 'No such customer', statusCode: 400 }))).toBeUndefined();
    expect(outageOf(new ConflictError('Ce colis a déjà été réceptionné.'))).toBeUndefined();
    expect(outageOf(undefined)).toBeUndefined();
    expect(outageOf('ECONNREFUSED')).toBeUndefined();
  });

  it('an error of ours wrapping an outage, through its cause', async () => {
    const refused = await dynamoErrorAt(refusedUrl);
    expect(outageOf(new Error('lecture du flux impossible', { cause: refused }))).toBe('unreachable');
  });
});

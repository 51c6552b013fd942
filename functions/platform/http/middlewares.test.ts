import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelParamsSchema } from '../../parcels/parcel-views';
import { deadlineMarginMs } from '../aws/limits';
import { takeAttempt } from '../rate-limits';
import { rateLimitsTable } from '../state-tables';
import { useInProcessDynamo } from '../testing/in-process-dynamo';
import { maxRequestBodyBytes } from './limits';
import { authenticate, httpPlatform, json, parseRequest, rateLimit, type ApiContext, type HttpEvent, type HttpResult } from './middlewares';
import { ServiceUnavailableError } from './problem';

/** A payload format 2.0 event as API Gateway's HTTP API delivers it (path parameters already decoded). */
const eventOf = (overrides: Partial<HttpEvent>): HttpEvent =>
  ({
    version: '2.0',
    routeKey: 'POST /api/test/{parcelId}',
    rawPath: '/api/test/x',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/api/test/x' } },
    ...overrides,
  }) as HttpEvent;

const chain = (access: 'public' | 'customer') =>
  middy<HttpEvent, HttpResult, Error, ApiContext<unknown, unknown, undefined>>()
    .use(httpPlatform({ name: 'test' }))
    .use(authenticate(access))
    .use(parseRequest({ body: z.object({ text: z.string() }), params: parcelParamsSchema }))
    .handler(async () => json(200, { ok: true }));

// The chain fills in its own part of the context; a Lambda receives only the runtime's.
const context = { functionName: 'test', awsRequestId: 'test' } as Context as Parameters<ReturnType<typeof chain>>[1];

const problemOf = (result: HttpResult) => ({ status: result.statusCode, ...(JSON.parse(String(result.body)) as { detail: string; title?: string; correlationId?: string; errors?: Record<string, string> }) });

describe('the HTTP chain on AWS, where API Gateway lets bodies of up to 10 MB through', () => {
  // The refusals are expected: their logs would only bury the test report (config is read on first use).
  beforeAll(() => {
    process.env.LOG_LEVEL ??= 'silent';
  });
  const bodyOf = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - '{"text":""}'.length) });

  it('accepts a body of the stated limit', async () => {
    const body = bodyOf(maxRequestBodyBytes);
    expect(Buffer.byteLength(body)).toBe(maxRequestBodyBytes);
    const result = await chain('public')(eventOf({ body, pathParameters: { parcelId: 'P1' } }), context);
    expect(result.statusCode).toBe(200);
  });

  it.each([
    ['a JSON body one byte over the limit', { body: bodyOf(maxRequestBodyBytes + 1) }],
    ['a 5 MB JSON body', { body: bodyOf(5 * 1024 * 1024) }],
    ['a binary body over the limit', { body: Buffer.alloc(maxRequestBodyBytes + 1).toString('base64'), isBase64Encoded: true, headers: { 'content-type': 'image/png' } }],
  ])('refuses %s with a French 413, before even authenticating', async (_name, overrides) => {
    const result = await chain('customer')(eventOf({ ...overrides, pathParameters: { parcelId: 'P1' } }), context);
    expect(result.headers?.['content-type']).toContain('application/problem+json');
    expect(problemOf(result)).toMatchObject({ status: 413, detail: 'La requête est trop volumineuse.' });
  });

  it.each(['%', '%E0%A4%A', '../admin', 'été', 'a/b', 'x?admin=1'])('refuses the path parameter "%s" that API Gateway may pass on', async (parcelId) => {
    const result = await chain('public')(eventOf({ body: bodyOf(100), pathParameters: { parcelId } }), context);
    expect(problemOf(result)).toMatchObject({ status: 400, detail: 'Adresse invalide : Identifiant de colis invalide', errors: { parcelId: 'Identifiant de colis invalide' } });
  });
});

describe('a command sent without a body', () => {
  const withBody = (schema: z.ZodType) =>
    middy<HttpEvent, HttpResult, Error, ApiContext<unknown, unknown, undefined>>()
      .use(httpPlatform({ name: 'test' }))
      .use(parseRequest({ body: schema }))
      .handler(async (_event, handlerContext) => json(200, { body: handlerContext.body }));
  const empty = eventOf({ body: undefined });

  it('is taken by a command that expects nothing, and refused in French by one that expects a body', async () => {
    process.env.LOG_LEVEL ??= 'silent';
    const nothing = await withBody(z.strictObject({}).optional().transform(() => ({})))(empty, context);
    expect(nothing.statusCode).toBe(200);
    expect(JSON.parse(String(nothing.body))).toEqual({ body: {} });
    const refused = await withBody(z.object({ text: z.string() }))(empty, context);
    expect(problemOf(refused)).toMatchObject({ status: 400, detail: 'Le corps de la requête est vide.' });
  });
});

describe('a dependency down or a request past its budget', () => {
  beforeAll(() => {
    process.env.LOG_LEVEL ??= 'silent';
  });
  const failingWith = (failure: () => Promise<HttpResult>) =>
    middy<HttpEvent, HttpResult, Error, ApiContext<unknown, unknown, undefined>>()
      .use(httpPlatform({ name: 'test' }))
      .handler(failure);
  const unavailable = { status: 503, detail: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.' };
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED', $metadata: { attempts: 2, totalRetryDelay: 30 } });

  it('answers a French 503 with Retry-After, in the shape of every other problem', async () => {
    const result = await failingWith(() => Promise.reject(refused()))(eventOf({}), context);
    expect(result.headers?.['content-type']).toContain('application/problem+json');
    expect(result.headers?.['retry-after']).toBe('5');
    expect(result.headers?.['x-correlation-id']).toBeTruthy();
    expect(problemOf(result)).toMatchObject({ ...unavailable, title: 'Réessayez dans un instant', correlationId: result.headers?.['x-correlation-id'] });
  });

  it('and a 503 of a handler of its own (Stripe did not answer) also says when to retry', async () => {
    const result = await failingWith(() => Promise.reject(new ServiceUnavailableError('Le service de paiement est momentanément indisponible.')))(eventOf({}), context);
    expect(result.statusCode).toBe(503);
    expect(result.headers?.['retry-after']).toBe('5');
  });

  it('keeps a defect a 500, without Retry-After', async () => {
    const result = await failingWith(() => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'id')")))(eventOf({}), context);
    expect(problemOf(result)).toMatchObject({ status: 500, detail: 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.' });
    expect(result.headers?.['retry-after']).toBeUndefined();
  });

  it('answers a body that outlives its budget with a 503 before its Lambda is out of time, never hanging', async () => {
    const remainingMs = 1_800;
    const started = Date.now();
    const lambdaContext = { ...context, getRemainingTimeInMillis: () => remainingMs - (Date.now() - started) };
    const result = await failingWith(() => new Promise<HttpResult>(() => undefined))(eventOf({}), lambdaContext);
    const elapsed = Date.now() - started;
    expect(problemOf(result)).toMatchObject(unavailable);
    expect(result.headers?.['retry-after']).toBe('5');
    // The budget is what the Lambda has left less the margin that answering takes.
    expect(elapsed).toBeGreaterThanOrEqual(remainingMs - deadlineMarginMs - 20);
    expect(elapsed).toBeLessThan(remainingMs - deadlineMarginMs / 2);
  });
});

describe('a rate-limited route whose store goes down during the request', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    process.env.LOG_LEVEL ??= 'silent';
    ({ stop } = await useInProcessDynamo([rateLimitsTable]));
  });
  afterAll(async () => stop().catch(() => undefined));

  it('still answers the 503 though the attempt it took cannot be given back', async () => {
    const handler = middy<HttpEvent, HttpResult, Error, ApiContext<unknown, unknown, undefined>>()
      .use(httpPlatform({ name: 'test' }))
      .use(rateLimit([{ rule: 'signInFailuresByIp', by: 'ip', count: 'failures' }]))
      .handler(async () => {
        await stop();
        // The body's own read, on a store now down.
        await takeAttempt({ name: 'lecture', limit: 1_000, windowSeconds: 60 }, 'ip:test', new Date());
        return json(200, { ok: true });
      });
    const result = await handler(eventOf({ requestContext: { http: { method: 'POST', path: '/api/test/x', sourceIp: '203.0.113.9' } } as HttpEvent['requestContext'] }), context);
    expect(problemOf(result)).toMatchObject({ status: 503, detail: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.' });
  });
});

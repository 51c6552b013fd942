import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { markReady, markStarting } from '../platform/readiness';
import { handler } from './get-health';

const request = {
  version: '2.0',
  routeKey: 'GET /api/health',
  rawPath: '/api/health',
  rawQueryString: '',
  headers: {},
  requestContext: { http: { method: 'GET', path: '/api/health', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' }, requestId: 'r1' },
  isBase64Encoded: false,
} as unknown as APIGatewayProxyEventV2;
const lambdaContext = { awsRequestId: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const invoke = handler as unknown as (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode: number; body: string }>;

describe('the health endpoint', () => {
  afterEach(() => markReady());

  it('says "starting", unavailable, until the product is ready', async () => {
    markStarting();
    const answer = await invoke(request, lambdaContext);
    expect(answer.statusCode).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'starting' });
  });

  it('answers HEAD with the same status and no body', async () => {
    markStarting();
    const head = { ...request, requestContext: { ...request.requestContext, http: { ...request.requestContext.http, method: 'HEAD' } } };
    const answer = await invoke(head, lambdaContext);
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toBe('');
  });
});

import middy from '@middy/core';
import { checkDependencies } from './health';
import { isStarting } from '../platform/readiness';
import { httpPlatform, json, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';

/**
 * GET and HEAD /api/health: each dependency's state (up or not, how fast), never a table name, an
 * address or a record. HEAD, which the browsers send every 30 s, has the same status and no body.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'get-health' }))
  .handler(async (event) => {
    const answer = await healthAnswer();
    return event.requestContext.http.method === 'HEAD' ? { ...answer, body: '' } : answer;
  });

const healthAnswer = async (): Promise<HttpResult> => {
  // Not ready yet (the local runtime seeding its demo accounts): unavailable, and saying why.
  if (isStarting()) return json(503, { status: 'starting', checkedAt: new Date().toISOString() });
  const report = await checkDependencies(new Date());
  return json(report.status === 'ok' ? 200 : 503, report);
};

import middy from '@middy/core';
import { checkDependencies } from './health';
import { isStarting } from '../platform/readiness';
import { httpPlatform, json, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'get-health' }))
  .handler(async () => {
    // Not ready yet (the local runtime seeding its demo accounts): unavailable, and saying why.
    if (isStarting()) return json(503, { status: 'starting', checkedAt: new Date().toISOString() });
    const report = await checkDependencies(new Date());
    return json(report.status === 'ok' ? 200 : 503, report);
  });

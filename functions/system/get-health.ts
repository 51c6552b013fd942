import middy from '@middy/core';
import { checkDependencies } from './health';
import { httpPlatform, json, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'get-health' }))
  .handler(async () => {
    const report = await checkDependencies(new Date());
    return json(report.status === 'ok' ? 200 : 503, report);
  });

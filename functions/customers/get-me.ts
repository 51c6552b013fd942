import middy from '@middy/core';
import { authenticate, httpPlatform, json, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { loadMe } from './me-view';

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'get-me' }))
  .use(authenticate('customer'))
  .handler(async (_event, context) => json(200, await loadMe(sessionOf(context))));

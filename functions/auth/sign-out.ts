import middy from '@middy/core';
import { csrfCookie, expireCookie, refreshCookie, sessionCookie } from '../platform/http/cookies';
import { httpPlatform, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'sign-out' }))
  .handler(async () => ({
    statusCode: 204,
    cookies: [expireCookie(sessionCookie), expireCookie(refreshCookie), expireCookie(csrfCookie)],
  }));

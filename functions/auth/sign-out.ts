import middy from '@middy/core';
import { authenticate, httpPlatform, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { endSession } from '../platform/sessions';
import { expiredSessionCookies } from './session-cookies';

/**
 * Sign-out ends the session on the server at once (and revokes its refresh token): the old cookies
 * stop working now, not when a token expires. A write like the others: it needs the session's CSRF token.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'sign-out' }))
  .use(authenticate('customer'))
  .handler(async (_event, context) => {
    await endSession(sessionOf(context));
    return { statusCode: 204, cookies: expiredSessionCookies() };
  });

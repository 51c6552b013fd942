import middy from '@middy/core';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { versionQuerySchema, type VersionQuery } from '../platform/http/version-query';
import { meOrThrow } from './me-view';

/** `?version=N`: answer once the profile shows the customer stream at version N (after a change). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, VersionQuery>>()
  .use(httpPlatform({ name: 'get-me' }))
  .use(authenticate('customer'))
  .use(parseRequest({ query: versionQuerySchema }))
  .handler(async (_event, context) => json(200, await meOrThrow(sessionOf(context), { atLeastVersion: context.query.version })));

import middy from '@middy/core';
import * as z from 'zod';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { meOrThrow } from './me-view';

/** `?version=N`: answer once the profile shows the customer stream at version N (after a change). */
const meQuerySchema = z.strictObject({
  version: z.coerce.number({ error: 'Version invalide' }).int('Version invalide').min(0, 'Version invalide').optional(),
});

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, z.infer<typeof meQuerySchema>>>()
  .use(httpPlatform({ name: 'get-me' }))
  .use(authenticate('customer'))
  .use(parseRequest({ query: meQuerySchema }))
  .handler(async (_event, context) => json(200, await meOrThrow(sessionOf(context), { atLeastVersion: context.query.version })));

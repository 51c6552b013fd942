import middy from '@middy/core';
import type { SubscriptionView } from '../../domain/subscription/subscription-views';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { versionQuerySchema, type VersionQuery } from '../platform/http/version-query';
import { subscriptionViewOf } from './subscription-view';
import { clock } from '../platform/clock';

/** `/abonnement`'s data: read from the subscription's own events, so it is always at the latest version (`?version=` is met at once). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, VersionQuery>>()
  .use(httpPlatform({ name: 'get-my-subscription' }))
  .use(authenticate('customer'))
  .use(parseRequest({ query: versionQuerySchema }))
  .handler(async (_event, context) => {
    const { state: _state, ...view } = await subscriptionViewOf(sessionOf(context).userId, clock.now());
    const answer: SubscriptionView = view;
    return json(200, answer);
  });

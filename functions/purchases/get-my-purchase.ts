import middy from '@middy/core';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { purchaseViewFor } from './purchase-command';
import { purchaseParamsSchema, type PurchaseParams } from './purchase-views';

/** One of the customer's requests with its timeline, from its own events; another customer's answers 404 like an unknown one. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, PurchaseParams>>()
  .use(httpPlatform({ name: 'get-my-purchase' }))
  .use(authenticate('customer'))
  .use(parseRequest({ params: purchaseParamsSchema }))
  .handler(async (_event, context) => {
    const { view } = await purchaseViewFor(context.params.purchaseId, sessionOf(context).userId);
    return json(200, view);
  });

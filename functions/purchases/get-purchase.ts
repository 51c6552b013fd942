import middy from '@middy/core';
import type { AdminPurchaseView } from '../../domain/purchase/purchase-views';
import { customerCard } from '../customers/queries';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { purchaseViewFor } from './purchase-command';
import { purchaseParamsSchema, type PurchaseParams } from './purchase-views';

/** Back office: one request with its steps and its customer, from its own events. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, PurchaseParams>>()
  .use(httpPlatform({ name: 'get-purchase' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: purchaseParamsSchema }))
  .handler(async (_event, context) => {
    const { view, customerId } = await purchaseViewFor(context.params.purchaseId, null);
    const card = await customerCard(customerId);
    const answer: AdminPurchaseView = {
      ...view,
      customer: { customerId, name: card ? `${card.firstName} ${card.lastName}`.trim() : '', email: card?.email ?? '' },
    };
    return json(200, answer);
  });

import middy from '@middy/core';
import { staffCancelInputSchema } from '../../domain/purchase/purchase-input';
import type { PurchaseCommandResult } from '../../domain/purchase/purchase-views';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { runPurchaseCommand } from './purchase-command';
import { purchaseParamsSchema, type PurchaseParams } from './purchase-views';
import { clock } from '../platform/clock';

/** Staff cancel a request with a reason; a paid one is refunded by the purchases' payment reaction (whole, through Stripe). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<{ reason: string }, PurchaseParams>>()
  .use(httpPlatform({ name: 'cancel-purchase' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: staffCancelInputSchema, params: purchaseParamsSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { purchaseId } = context.params;
    const outcome = await runPurchaseCommand(purchaseId, (metadata) => ({ type: 'CancelPurchase', data: { purchaseId, reason: context.body.reason }, metadata }), commandContext);
    const result: PurchaseCommandResult = { purchaseId, status: outcome.status, version: outcome.version };
    return json(200, result);
  });

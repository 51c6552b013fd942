import middy from '@middy/core';
import { purchaseCancelInputSchema } from '../../domain/purchase/purchase-input';
import type { PurchaseCommandResult } from '../../domain/purchase/purchase-views';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { runPurchaseCommand } from './purchase-command';
import { purchaseParamsSchema, type PurchaseParams } from './purchase-views';
import { clock } from '../platform/clock';

/** The customer cancels his request before paying it (the decider refuses after, and answers another customer's request as unknown). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<{ reason: string }, PurchaseParams>>()
  .use(httpPlatform({ name: 'cancel-my-purchase' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: purchaseCancelInputSchema, params: purchaseParamsSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { purchaseId } = context.params;
    const outcome = await runPurchaseCommand(purchaseId, (metadata) => ({ type: 'CancelPurchase', data: { purchaseId, reason: context.body.reason }, metadata }), commandContext);
    const result: PurchaseCommandResult = { purchaseId, status: outcome.status, version: outcome.version };
    return json(200, result);
  });

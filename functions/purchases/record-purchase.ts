import middy from '@middy/core';
import { purchaseMadeInputSchema, type PurchaseMadeInput } from '../../domain/purchase/purchase-input';
import type { PurchaseCommandResult } from '../../domain/purchase/purchase-views';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { runPurchaseCommand } from './purchase-command';
import { purchaseParamsSchema, type PurchaseParams } from './purchase-views';
import { clock } from '../platform/clock';

/** Staff bought at the shop: the order reference, what was bought, what was not and why (only once paid). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<PurchaseMadeInput, PurchaseParams>>()
  .use(httpPlatform({ name: 'record-purchase' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: purchaseMadeInputSchema, params: purchaseParamsSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { purchaseId } = context.params;
    const outcome = await runPurchaseCommand(purchaseId, (metadata) => ({ type: 'RecordPurchaseMade', data: { purchaseId, input: context.body }, metadata }), commandContext);
    const result: PurchaseCommandResult = { purchaseId, status: outcome.status, version: outcome.version };
    return json(200, result);
  });

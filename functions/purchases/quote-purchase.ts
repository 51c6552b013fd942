import middy from '@middy/core';
import { purchaseQuoteInputSchema, type PurchaseQuoteInput } from '../../domain/purchase/purchase-input';
import { purchaseNotFoundMessage } from '../../domain/purchase/purchase';
import type { PurchaseCommandResult } from '../../domain/purchase/purchase-views';
import { NotFoundError } from '../../domain/shared/errors';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { planInForce } from '../subscriptions/queries';
import { loadPurchase, runPurchaseCommand } from './purchase-command';
import { purchaseParamsSchema, type PurchaseParams } from './purchase-views';
import { clock } from '../platform/clock';

/**
 * Staff quote a request: the items' prices as checked on the shop plus the fee of the customer's plan in
 * force now (with the subscription version that states it, for the auditors); the rate card's shipping
 * estimate goes beside it as information.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<PurchaseQuoteInput, PurchaseParams>>()
  .use(httpPlatform({ name: 'quote-purchase' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: purchaseQuoteInputSchema, params: purchaseParamsSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { purchaseId } = context.params;
    const { state } = await loadPurchase(purchaseId);
    if (state.status === 'unknown') throw new NotFoundError(purchaseNotFoundMessage);
    const plan = await planInForce(state.customerId, commandContext.now);
    const outcome = await runPurchaseCommand(purchaseId, (metadata) => ({ type: 'QuotePurchase', data: { purchaseId, input: context.body, plan }, metadata }), commandContext);
    const result: PurchaseCommandResult = { purchaseId, status: outcome.status, version: outcome.version };
    return json(200, result);
  });

import middy from '@middy/core';
import { purchaseRequestInputSchema, type PurchaseRequestInput } from '../../domain/purchase/purchase-input';
import type { PurchaseCommandResult } from '../../domain/purchase/purchase-views';
import { territoryOf } from '../customers/queries';
import { unknownAccountMessage } from '../../domain/customer/customer';
import { NotFoundError } from '../../domain/shared/errors';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { idFromCommand } from '../platform/ids';
import { planInForce } from '../subscriptions/queries';
import { runPurchaseCommand } from './purchase-command';
import { clock } from '../platform/clock';

/** The customer asks staff to buy items for him: the estimate is priced with the fee of his plan in force, the destination defaults to his territory. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<PurchaseRequestInput>>()
  .use(httpPlatform({ name: 'request-purchase' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: purchaseRequestInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    // Derived from the command, so a retried request lands on the same stream and is answered once.
    const purchaseId = idFromCommand('purchase', commandContext.commandId);
    const customerId = commandContext.actor.id;
    const [plan, territory] = await Promise.all([planInForce(customerId, commandContext.now), territoryOf(customerId)]);
    // A signed-in customer has an account; without one there is no territory to default to.
    if (!territory) throw new NotFoundError(unknownAccountMessage);
    const outcome = await runPurchaseCommand(
      purchaseId,
      (metadata) => ({ type: 'RequestPurchase', data: { purchaseId, customerId, input: context.body, plan: plan.plan, territory }, metadata }),
      commandContext,
    );
    const result: PurchaseCommandResult = { purchaseId, status: outcome.status, version: outcome.version };
    return json(201, result);
  });

import middy from '@middy/core';
import { paymentServiceUnavailableMessage, type CheckoutAnswer } from '../../domain/payment/payment-input';
import { quoteToPay } from '../../domain/purchase/purchase-commands';
import { purchaseNotFoundMessage } from '../../domain/purchase/purchase';
import { DomainError, NotFoundError } from '../../domain/shared/errors';
import { customerCard } from '../customers/queries';
import { startCardPayment } from '../payments/commands';
import { emptyBodySchema } from '../platform/http/empty-body';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { ServiceUnavailableError } from '../platform/http/problem';
import { idFromCommand } from '../platform/ids';
import { loadPurchase } from './purchase-command';
import { purchaseParamsSchema, type PurchaseParams } from './purchase-views';
import { clock } from '../platform/clock';

const day = 24 * 3_600_000;

/**
 * "Payer" on a sent quote: a payment of the quote's own total (items as checked, fee of the plan in force),
 * never an amount from the browser, on Stripe's hosted page. The request is paid by
 * Stripe's webhook through the purchases' reaction, never by the browser coming back.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<object, PurchaseParams>>()
  .use(httpPlatform({ name: 'pay-purchase' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: emptyBodySchema, params: purchaseParamsSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const { purchaseId } = context.params;
    const { state } = await loadPurchase(purchaseId);
    if (state.status === 'unknown' || state.customerId !== commandContext.actor.id) throw new NotFoundError(purchaseNotFoundMessage);
    const quote = quoteToPay(state);
    const paymentId = idFromCommand('payment', commandContext.commandId);
    const customer = await customerCard(state.customerId);
    const opened = await startCardPayment(
      {
        paymentId,
        customerId: state.customerId,
        purpose: { kind: 'purchase', purchaseId },
        amountCents: quote.totalCents,
        description: `Achat pour moi — ${state.request.shopName}`,
        customerEmail: customer?.email ?? null,
        // Stripe keeps the page open a day at most.
        notAfter: new Date(commandContext.now.getTime() + day),
      },
      commandContext,
    ).catch((error: unknown) => {
      if (error instanceof DomainError) throw error;
      throw new ServiceUnavailableError(paymentServiceUnavailableMessage, { cause: error });
    });
    const answer: CheckoutAnswer = { paymentId, checkoutUrl: opened.checkoutUrl, version: opened.version };
    return json(201, answer);
  });

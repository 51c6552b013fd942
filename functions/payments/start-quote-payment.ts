import middy from '@middy/core';
import { startQuotePaymentInputSchema, type CheckoutAnswer, type StartQuotePaymentInput } from '../../domain/payment/payment-input';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { startQuoteCheckout } from './quote-checkout';
import { clock } from '../platform/clock';

/** "Payer" on a quote: Stripe's hosted checkout page for the customer's own quote, at the quote's own amount. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<StartQuotePaymentInput>>()
  .use(httpPlatform({ name: 'start-quote-payment' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: startQuotePaymentInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const checkout = await startQuoteCheckout(context.body.shipmentId, { customerId: commandContext.actor.id }, commandContext);
    const answer: CheckoutAnswer = { paymentId: checkout.paymentId, checkoutUrl: checkout.checkoutUrl, version: checkout.version };
    return json(201, answer);
  });

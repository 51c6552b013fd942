import middy from '@middy/core';
import {
  paymentServiceUnavailableMessage,
  quoteAlreadyPaidMessage,
  quoteExpiredMessage,
  quoteNotFoundMessage,
  startQuotePaymentInputSchema,
  type CheckoutAnswer,
  type StartQuotePaymentInput,
} from '../../domain/payment/payment-input';
import { IllegalStateError, NotFoundError } from '../../domain/shared/errors';
import { customerCard } from '../customers/queries';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { ServiceUnavailableError } from '../platform/http/problem';
import { idFromCommand } from '../platform/ids';
import { quoteToPay } from '../shipments/queries';
import { openCheckout } from './checkout';
import { loadPayment, runPaymentCommand } from './payment-command';

/**
 * "Payer" on a quote: a payment of the quote's own amount is started, then Stripe's hosted checkout
 * page opened for it. The quote becomes paid by Stripe's webhook, never by the browser coming back.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<StartQuotePaymentInput>>()
  .use(httpPlatform({ name: 'start-quote-payment' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: startQuotePaymentInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, new Date());
    const customerId = commandContext.actor.id;
    const quote = await quoteToPay(context.body.shipmentId, customerId);
    if (!quote) throw new NotFoundError(quoteNotFoundMessage);
    if (quote.status === 'paid' || quote.status === 'waived') throw new IllegalStateError(quoteAlreadyPaidMessage);
    if (quote.status === 'expired' || Date.parse(quote.validUntil) <= commandContext.now.getTime()) throw new IllegalStateError(quoteExpiredMessage);

    // Derived from the request's idempotency key: a retried "Payer" lands on the same payment and the same page.
    const paymentId = idFromCommand('payment', commandContext.commandId);
    await runPaymentCommand(
      paymentId,
      (metadata) => ({
        type: 'StartPayment',
        data: {
          paymentId,
          customerId,
          purpose: { kind: 'quote', shipmentId: quote.shipmentId, quoteNumber: quote.quoteNumber },
          amountCents: quote.totalCents,
          description: `Devis ${quote.quoteNumber}`,
        },
        metadata,
      }),
      commandContext,
    );
    // As it stands now, not as the start left it: a retried "Payer" finds the page the first one opened.
    const [customer, started] = await Promise.all([customerCard(customerId), loadPayment(paymentId)]);
    const opened = await openCheckout({
      paymentId,
      payment: started.state,
      version: started.version,
      customerEmail: customer?.email ?? null,
      // Stripe keeps the page open no longer than the quote is valid.
      notAfter: new Date(quote.validUntil),
      context: commandContext,
    }).catch((error: unknown) => {
      throw new ServiceUnavailableError(paymentServiceUnavailableMessage, { cause: error });
    });
    const answer: CheckoutAnswer = { paymentId, checkoutUrl: opened.checkoutUrl, version: opened.version };
    return json(201, answer);
  });

import middy from '@middy/core';
import { startQuotePaymentInputSchema, type PaymentLinkAnswer, type StartQuotePaymentInput } from '../../domain/payment/payment-input';
import { NotFoundError } from '../../domain/shared/errors';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { ServiceUnavailableError } from '../platform/http/problem';
import { notify } from '../notifications/commands';
import { startQuoteCheckout } from './quote-checkout';
import { clock } from '../platform/clock';

export const paymentLinkMailFailedMessage = 'Le lien de paiement est prêt mais l’e-mail n’a pas pu partir. Réessayez dans un instant.';

/**
 * Staff send the customer "le lien de paiement" of a quote: the same Stripe page the customer's
 * "Payer" opens, mailed to them once per request (a retry with the same Idempotency-Key finds the
 * same page and does not mail it twice). The quote is paid by Stripe's webhook, like any card payment.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<StartQuotePaymentInput>>()
  .use(httpPlatform({ name: 'send-quote-payment-link' }))
  .use(authenticate('admin'))
  .use(parseRequest({ body: startQuotePaymentInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const checkout = await startQuoteCheckout(context.body.shipmentId, 'staff', commandContext);
    const { customer } = checkout;
    if (!customer) throw new NotFoundError('Client introuvable : le lien ne peut pas lui être envoyé');
    // Once per payment page: a retry finds the same page, and its mail sent.
    await notify({
      kind: 'payment_link',
      customerId: customer.customerId,
      to: customer,
      causeId: `payment-link:${checkout.paymentId}`,
      data: checkout,
      correlationId: commandContext.correlationId,
      now: commandContext.now,
    }).catch((error: unknown) => {
      throw new ServiceUnavailableError(paymentLinkMailFailedMessage, { cause: error });
    });
    const answer: PaymentLinkAnswer = { paymentId: checkout.paymentId, checkoutUrl: checkout.checkoutUrl, version: checkout.version, recipient: customer.email, expiresAt: checkout.expiresAt };
    return json(201, answer);
  });

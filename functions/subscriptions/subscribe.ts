import middy from '@middy/core';
import { checkoutReturnPaths } from '../../domain/payment/payment-input';
import { plans } from '../../domain/pricing/plans';
import { IllegalStateError } from '../../domain/shared/errors';
import { subscribeInputSchema, subscriptionMessages, type SubscribeAnswer, type SubscribeInput } from '../../domain/subscription/subscription-views';
import { customerCard } from '../customers/queries';
import { config } from '../platform/config';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { ServiceUnavailableError } from '../platform/http/problem';
import { offeredPaymentMethodTypes, stripeClient } from '../platform/stripe';
import { stripePriceOf } from './stripe-prices';
import { subscriptionViewOf } from './subscription-view';
import { clock } from '../platform/clock';

/**
 * "S'abonner": Stripe's checkout page in subscription mode, for the plan's price in the domain. Nothing
 * is recorded here: the subscription starts when Stripe's webhook says its first invoice is paid, and an
 * abandoned page leaves nothing behind. Our customer id travels in the subscription's metadata.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<SubscribeInput>>()
  .use(httpPlatform({ name: 'subscribe' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: subscribeInputSchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const customerId = commandContext.actor.id;
    const [customer, current] = await Promise.all([customerCard(customerId), subscriptionViewOf(customerId, commandContext.now)]);
    // The box number comes with the confirmed e-mail.
    if (!customer || customer.boxNumber === '') throw new IllegalStateError(subscriptionMessages.emailNotConfirmed);
    if (current.status !== 'none') throw new IllegalStateError(subscriptionMessages.alreadySubscribed);
    const { plan } = context.body;
    const session = await (async () => {
      const price = await stripePriceOf(plan);
      return (await stripeClient()).checkout.sessions.create(
        {
          mode: 'subscription',
          locale: 'fr',
          allowed_payment_method_types: offeredPaymentMethodTypes,
          line_items: [{ price, quantity: 1 }],
          customer_email: customer.email,
          client_reference_id: customerId,
          metadata: { customerId, plan },
          subscription_data: { metadata: { customerId, plan }, description: `Passerelle ${plans[plan].label}` },
          success_url: `${config().SITE_URL}${checkoutReturnPaths.success}`,
          cancel_url: `${config().SITE_URL}${checkoutReturnPaths.cancel}`,
        },
        { idempotencyKey: `subscribe-${commandContext.commandId}` },
      );
    })().catch((error: unknown) => {
      throw new ServiceUnavailableError(subscriptionMessages.unavailable, { cause: error });
    });
    if (!session.url) throw new ServiceUnavailableError(subscriptionMessages.noCheckoutUrl);
    const answer: SubscribeAnswer = { checkoutUrl: session.url, sessionId: session.id };
    return json(201, answer);
  });

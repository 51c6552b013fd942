import middy from '@middy/core';
import { IllegalStateError } from '../../domain/shared/errors';
import { subscriptionMessages, type SubscriptionCommandAnswer } from '../../domain/subscription/subscription-views';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { ServiceUnavailableError } from '../platform/http/problem';
import { stripeClient } from '../platform/stripe';
import { emptyBodySchema } from '../platform/http/empty-body';
import { stripePriceOf } from './stripe-prices';
import { subscriptionViewOf } from './subscription-view';
import { clock } from '../platform/clock';

/**
 * "Passer à l'annuel": the monthly subscription moves to the yearly price at once; Stripe charges the
 * prorated difference now and starts a yearly period. The yearly plan is in force when Stripe's webhook
 * says that charge is paid (the period is the payment's), not when this answers.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<object>>()
  .use(httpPlatform({ name: 'upgrade-my-subscription' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: emptyBodySchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const customerId = commandContext.actor.id;
    const view = await subscriptionViewOf(customerId, commandContext.now);
    const stripeSubscriptionId = view.state.stripeSubscriptionId;
    if (!view.canUpgrade || !stripeSubscriptionId) throw new IllegalStateError(subscriptionMessages.upgradeOnlyFromMonthly);
    await (async () => {
      const stripe = await stripeClient();
      const [subscription, yearly] = await Promise.all([stripe.subscriptions.retrieve(stripeSubscriptionId), stripePriceOf('premium_yearly')]);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`abonnement Stripe ${stripeSubscriptionId} sans ligne`);
      await stripe.subscriptions.update(
        stripeSubscriptionId,
        {
          items: [{ id: item.id, price: yearly }],
          // A price of another interval restarts the billing cycle now (Stripe's rule): the yearly period starts today.
          proration_behavior: 'always_invoice',
          metadata: { customerId, plan: 'premium_yearly' },
        },
        { idempotencyKey: `upgrade-${commandContext.commandId}` },
      );
    })().catch((error: unknown) => {
      throw new ServiceUnavailableError(subscriptionMessages.unavailable, { cause: error });
    });
    const answer: SubscriptionCommandAnswer = { version: view.version, status: view.status };
    return json(202, answer);
  });

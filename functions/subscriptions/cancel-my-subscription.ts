import middy from '@middy/core';
import { IllegalStateError } from '../../domain/shared/errors';
import { subscriptionMessages, type SubscriptionCommandAnswer } from '../../domain/subscription/subscription-views';
import { subscriptionStatusAt } from '../../domain/subscription/subscription';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { ServiceUnavailableError } from '../platform/http/problem';
import { stripeClient } from '../platform/stripe';
import { emptyBodySchema } from '../platform/http/empty-body';
import { runSubscriptionCommand } from './commands';
import { subscriptionViewOf } from './subscription-view';
import { clock } from '../platform/clock';

/**
 * "Résilier": no renewal, access kept to the end of the paid period (a past-due subscription, whose
 * period is over, ends at once). Stripe is told first; its confirmation is recorded at once, and its
 * webhook saying it again changes nothing.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<object>>()
  .use(httpPlatform({ name: 'cancel-my-subscription' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: emptyBodySchema }))
  .handler(async (_event, context) => {
    const commandContext = commandContextOf(context, clock.now());
    const customerId = commandContext.actor.id;
    const { status, state } = await subscriptionViewOf(customerId, commandContext.now);
    if ((status !== 'active' && status !== 'past_due') || !state.stripeSubscriptionId) throw new IllegalStateError(subscriptionMessages.nothingToCancel);
    const atPeriodEnd = status === 'active';
    const stripeSubscriptionId = state.stripeSubscriptionId;
    await (atPeriodEnd
      ? (await stripeClient()).subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true }, { idempotencyKey: `cancel-${commandContext.commandId}` })
      : (await stripeClient()).subscriptions.cancel(stripeSubscriptionId, {}, { idempotencyKey: `cancel-${commandContext.commandId}` })
    ).catch((error: unknown) => {
      throw new ServiceUnavailableError(subscriptionMessages.cancelFailed, { cause: error });
    });
    const outcome = await runSubscriptionCommand(
      customerId,
      (metadata) => ({ type: 'EndSubscription', data: { customerId, endsAt: metadata.now.toISOString(), reason: 'Résiliation par le client', atPeriodEnd }, metadata }),
      commandContext,
    );
    const answer: SubscriptionCommandAnswer = { version: outcome.version, status: subscriptionStatusAt(outcome.state, commandContext.now) };
    return json(200, answer);
  });

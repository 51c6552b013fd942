import { streamIdOf } from '../../events/envelope';
import { subscriptionDecider, type SubscriptionCommand } from '../../domain/subscription/subscription-commands';
import type { SubscriptionState } from '../../domain/subscription/subscription';
import { executeCommand, type CommandContext } from '../platform/command';

/**
 * The subscriptions aggregate's published commands. A payment that paid a period starts it; Stripe's
 * word on a failed renewal or an ended subscription is recorded here, once.
 */
export const runSubscriptionCommand = async (
  customerId: string,
  command: (metadata: { now: Date; actor: CommandContext['actor'] }) => SubscriptionCommand,
  context: CommandContext,
): Promise<{ state: SubscriptionState; version: number }> => {
  const outcome = await executeCommand({
    decider: subscriptionDecider,
    streamType: 'subscription',
    streamId: streamIdOf('subscription', customerId),
    command: command({ now: context.now, actor: context.actor }),
    context,
  });
  return { state: outcome.state, version: outcome.version };
};

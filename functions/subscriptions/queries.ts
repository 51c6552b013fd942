import { streamIdOf } from '../../events/envelope';
import { evolveSubscription, initialSubscriptionState, planInForceAt, type PlanInForce } from '../../domain/subscription/subscription';
import { loadState } from '../platform/command';

/**
 * What other aggregates may ask of subscriptions. The plan in force is read from the customer's
 * subscription stream itself (a consistent read of the event store), never from a read model that may
 * lag: a quote or a reception records the plan and the stream version it was read at, so the auditors'
 * replay can prove it. One query to the event store; an empty stream (version 0) is the free plan.
 */
export const planInForce = async (customerId: string, at: Date): Promise<PlanInForce> => {
  const { state, version } = await loadState({ initialState: initialSubscriptionState, evolve: evolveSubscription }, streamIdOf('subscription', customerId));
  return { plan: planInForceAt(state, at), version };
};

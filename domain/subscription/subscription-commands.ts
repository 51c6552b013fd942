import type { SubscriptionCancelled, SubscriptionEvent, SubscriptionPeriodStarted, SubscriptionRenewalFailed } from '../../events/subscription-events';
import type { CommandMetadata, Decider } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import { evolveSubscription, initialSubscriptionState, lastPeriodOf, subscriptionStatusAt, type SubscriptionState } from './subscription';
import { subscriptionMessages } from './subscription-views';

type PaidPlan = SubscriptionPeriodStarted['data']['plan'];

/** A period a payment paid (from the payment's reaction): once per payment. */
export type StartPeriod = {
  type: 'StartPeriod';
  data: { customerId: string; plan: PaidPlan; periodStart: string; periodEnd: string; stripeSubscriptionId: string; paymentId: string };
  metadata: CommandMetadata;
};
/** Stripe could not charge a renewal (its webhook): once per failed payment. */
export type RecordRenewalFailure = {
  type: 'RecordRenewalFailure';
  data: { customerId: string; stripeSubscriptionId: string; paymentId: string; failedAt: string };
  metadata: CommandMetadata;
};
/**
 * No more renewals: at the end of the paid period (the customer cancelled; Stripe confirmed), or at
 * once (Stripe ended it after failed retries). Said twice (the API's answer, then the webhook), once.
 */
export type EndSubscription = {
  type: 'EndSubscription';
  data: { customerId: string; endsAt: string; reason: string; atPeriodEnd: boolean };
  metadata: CommandMetadata;
};

export type SubscriptionCommand = StartPeriod | RecordRenewalFailure | EndSubscription;

const startPeriod = ({ data }: StartPeriod, state: SubscriptionState): SubscriptionPeriodStarted[] => {
  if (state.paymentIds.includes(data.paymentId) && state.periods.some((period) => period.paymentId === data.paymentId)) return [];
  return [{ type: 'SubscriptionPeriodStarted', data }];
};

const recordFailure = ({ data }: RecordRenewalFailure, state: SubscriptionState): SubscriptionRenewalFailed[] => {
  if (state.paymentIds.includes(data.paymentId)) return [];
  return [{ type: 'SubscriptionRenewalFailed', data }];
};

const end = ({ data, metadata }: EndSubscription, state: SubscriptionState): SubscriptionCancelled[] => {
  const last = lastPeriodOf(state);
  const status = subscriptionStatusAt(state, metadata.now);
  if (!last || status === 'none') {
    // The customer asked for nothing that exists; Stripe's late word about an ended one changes nothing.
    if (metadata.actor.kind === 'customer') throw new IllegalStateError(subscriptionMessages.nothingToCancel);
    return [];
  }
  const endsAt = data.atPeriodEnd ? last.end : data.endsAt;
  // Already ending then or earlier (the API's answer, then the webhook saying it again): nothing new.
  if (status === 'cancelled' && state.cancellation && Date.parse(state.cancellation.endsAt) <= Date.parse(endsAt)) return [];
  return [{ type: 'SubscriptionCancelled', data: { customerId: data.customerId, endsAt, reason: data.reason } }];
};

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState: initialSubscriptionState,
  decide: (command, state) => {
    switch (command.type) {
      case 'StartPeriod':
        return startPeriod(command, state);
      case 'RecordRenewalFailure':
        return recordFailure(command, state);
      case 'EndSubscription':
        return end(command, state);
    }
  },
  evolve: evolveSubscription,
};

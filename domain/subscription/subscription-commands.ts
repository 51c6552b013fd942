import type { SubscriptionCancelled, SubscriptionEvent, SubscriptionPeriodStarted, SubscriptionRenewalFailed } from '../../events/subscription-events';
import type { CommandMetadata, Decider } from '../shared/decider';
import { IllegalStateError } from '../shared/errors';
import { evolveSubscription, initialSubscriptionState, lastPeriodOf, periodAt, subscriptionStatusAt, type SubscriptionState } from './subscription';
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
  /** `stripeSubscriptionId`: the one Stripe ended, when Stripe says it (a duplicate's end leaves the customer's own running) */
  data: { customerId: string; endsAt: string; reason: string; atPeriodEnd: boolean; stripeSubscriptionId?: string };
  metadata: CommandMetadata;
};

export type SubscriptionCommand = StartPeriod | RecordRenewalFailure | EndSubscription;

/**
 * A second Stripe subscription paid while another one covers its start (two checkout pages opened in two
 * tabs, both paid): refused, so that its payment goes back and Stripe's subscription is ended.
 */
export class DuplicateSubscriptionError extends IllegalStateError {
  constructor() {
    super(subscriptionMessages.duplicateSubscription);
    this.name = 'DuplicateSubscriptionError';
  }
}

const startPeriod = ({ data }: StartPeriod, state: SubscriptionState): SubscriptionPeriodStarted[] => {
  if (state.paymentIds.includes(data.paymentId) && state.periods.some((period) => period.paymentId === data.paymentId)) return [];
  const another = state.stripeSubscriptionId !== null && state.stripeSubscriptionId !== data.stripeSubscriptionId;
  if (another && periodAt(state, new Date(data.periodStart)) !== null) throw new DuplicateSubscriptionError();
  return [{ type: 'SubscriptionPeriodStarted', data }];
};

const recordFailure = ({ data }: RecordRenewalFailure, state: SubscriptionState): SubscriptionRenewalFailed[] => {
  if (state.paymentIds.includes(data.paymentId)) return [];
  return [{ type: 'SubscriptionRenewalFailed', data }];
};

const end = ({ data, metadata }: EndSubscription, state: SubscriptionState): SubscriptionCancelled[] => {
  // Stripe ending a subscription that is not the customer's own (a refused duplicate): nothing to record.
  if (data.stripeSubscriptionId !== undefined && state.stripeSubscriptionId !== null && data.stripeSubscriptionId !== state.stripeSubscriptionId) return [];
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

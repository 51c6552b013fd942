import type { SubscriptionCancelled, SubscriptionEvent, SubscriptionPeriodRefunded, SubscriptionPeriodStarted, SubscriptionRenewalFailed } from '../../events/subscription-events';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';
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

/**
 * A period's payment was refunded in full (from the payment's reaction, with the instant Stripe
 * confirmed the refund that made it whole): once per payment.
 */
export type EndRefundedPeriod = {
  type: 'EndRefundedPeriod';
  data: { customerId: string; paymentId: string; stripeSubscriptionId: string; refundedAt: string };
  metadata: CommandMetadata;
};

export type SubscriptionCommand = StartPeriod | RecordRenewalFailure | EndSubscription | EndRefundedPeriod;

/** The payment was refunded in full: it opens no period, whenever its invoice is said again. */
export const isRefundedPayment = (state: SubscriptionState, paymentId: string): boolean => state.refundedPayments.some((refunded) => refunded.paymentId === paymentId);

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
  if (isRefundedPayment(state, data.paymentId)) return [];
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

/**
 * The refunded period ends at the refund (DECISIONS, "Refunds"): when it was the one in force then, the
 * subscription ends with it (a change of plan's prorated period carries the unused time of the one before). A period already over, or one its payment never opened, only records the
 * refund (so that the payment opens nothing later).
 */
const endRefundedPeriod = ({ data }: EndRefundedPeriod, state: SubscriptionState): SubscriptionPeriodRefunded[] => {
  if (isRefundedPayment(state, data.paymentId)) return [];
  // The period in force then (a monthly period superseded by a change to yearly is not: the yearly one runs on).
  const subscriptionEnded = periodAt(state, new Date(data.refundedAt))?.paymentId === data.paymentId;
  return [{ type: 'SubscriptionPeriodRefunded', data: { ...data, subscriptionEnded } }];
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
      case 'EndRefundedPeriod':
        return endRefundedPeriod(command, state);
      default:
        return assertNever(command);
    }
  },
  evolve: evolveSubscription,
};

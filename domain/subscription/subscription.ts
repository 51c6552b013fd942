import type { SubscriptionEvent } from '../../events/subscription-events';
import type { SubscriptionPlan } from '../pricing/plans';
import { assertNever } from '../shared/decider';

/**
 * The plan in force at an instant, derived from the customer's subscription events only (DECISIONS,
 * "Money, proven"): the plan of the paid period that covers the instant, free when none does (an empty
 * stream, a lapsed or cancelled subscription). A period covers [periodStart, periodEnd); a cancellation
 * cuts the periods already started at its `endsAt`, a period started after it is a new subscription.
 */
export type SubscriptionPeriod = { plan: Exclude<SubscriptionPlan, 'free'>; start: string; end: string };

/** The plan in force for a customer at an instant, and the version of their subscription stream that states it (0: an empty stream, the free plan). */
export type PlanInForce = { plan: SubscriptionPlan; version: number };

export type SubscriptionState = {
  periods: readonly (SubscriptionPeriod & { paymentId: string | null })[];
  /** the subscription at Stripe, once a period was paid through it */
  stripeSubscriptionId: string | null;
  /** a renewal failed and no period was paid since */
  renewalFailedAt: string | null;
  /** the last cancellation's end, and the instant it was recorded (a period started after it is a new subscription) */
  cancellation: { endsAt: string; recordedAfterPeriods: number } | null;
  /** the payments of the periods and of the failed renewals, oldest first */
  paymentIds: readonly string[];
  /** the payments refunded in full, when, and whether the subscription ended then: they open no period again */
  refundedPayments: readonly { paymentId: string; refundedAt: string; subscriptionEnded: boolean }[];
};

export const initialSubscriptionState = (): SubscriptionState => ({
  periods: [],
  stripeSubscriptionId: null,
  renewalFailedAt: null,
  cancellation: null,
  paymentIds: [],
  refundedPayments: [],
});

const earlier = (left: string, right: string): string => (Date.parse(left) <= Date.parse(right) ? left : right);

const withPayment = (paymentIds: readonly string[], paymentId: string | null): readonly string[] =>
  paymentId === null || paymentIds.includes(paymentId) ? paymentIds : [...paymentIds, paymentId];

/** No renewal after `endsAt`, and every period cut there: what a cancellation and a refunded running period both do. */
const endedAt = (state: SubscriptionState, endsAt: string): SubscriptionState => ({
  ...state,
  periods: state.periods.map((period) => ({ ...period, end: earlier(period.end, endsAt) })),
  renewalFailedAt: null,
  cancellation: { endsAt, recordedAfterPeriods: state.periods.length },
});

export const evolveSubscription = (state: SubscriptionState, event: SubscriptionEvent): SubscriptionState => {
  switch (event.type) {
    case 'SubscriptionPeriodStarted': {
      const { data } = event;
      return {
        ...state,
        periods: [...state.periods, { plan: data.plan, start: data.periodStart, end: data.periodEnd, paymentId: data.paymentId }],
        stripeSubscriptionId: data.stripeSubscriptionId ?? state.stripeSubscriptionId,
        renewalFailedAt: null,
        paymentIds: withPayment(state.paymentIds, data.paymentId),
      };
    }
    case 'SubscriptionRenewalFailed':
      return { ...state, renewalFailedAt: event.data.failedAt, paymentIds: withPayment(state.paymentIds, event.data.paymentId) };
    case 'SubscriptionCancelled':
      return endedAt(state, event.data.endsAt);
    case 'SubscriptionPeriodRefunded': {
      const { paymentId, refundedAt, subscriptionEnded } = event.data;
      const recorded = { ...state, refundedPayments: [...state.refundedPayments, { paymentId, refundedAt, subscriptionEnded }] };
      // A period already over keeps its end: it was used before the refund.
      return subscriptionEnded ? endedAt(recorded, refundedAt) : recorded;
    }
    default:
      return assertNever(event);
  }
};

export const foldSubscription = (events: readonly SubscriptionEvent[]): SubscriptionState => events.reduce(evolveSubscription, initialSubscriptionState());

/** The plan in force at `at`: the latest period covering it (a renewal or a change of plan comes later in the stream). */
export const planInForceAt = (state: SubscriptionState, at: Date): SubscriptionPlan => {
  const instant = at.getTime();
  const covering = state.periods.filter((period) => Date.parse(period.start) <= instant && instant < Date.parse(period.end));
  return covering.at(-1)?.plan ?? 'free';
};

/** The paid period covering `at` (the latest one: a change of plan comes later in the stream), or null. */
export const periodAt = (state: SubscriptionState, at: Date): SubscriptionState['periods'][number] | null => {
  const instant = at.getTime();
  return state.periods.filter((period) => Date.parse(period.start) <= instant && instant < Date.parse(period.end)).at(-1) ?? null;
};

/**
 * Where the subscription stands at `at`: `none` (never, or over), `active` (paid, renewing), `past_due`
 * (a renewal failed; Stripe retries), `cancelled` (no renewal, in force until the end of the paid period).
 */
export const subscriptionStatusAt = (state: SubscriptionState, at: Date): 'none' | 'active' | 'past_due' | 'cancelled' => {
  const current = periodAt(state, at);
  // A cancellation applies to the periods started before it; a later period is a new subscription.
  const cancelled = state.cancellation !== null && state.cancellation.recordedAfterPeriods === state.periods.length;
  if (state.renewalFailedAt !== null && !cancelled) return 'past_due';
  if (!current) return 'none';
  return cancelled ? 'cancelled' : 'active';
};

/** The period a subscription runs in or last ran in: what renews, or what runs out. */
export const lastPeriodOf = (state: SubscriptionState): SubscriptionState['periods'][number] | null => state.periods.at(-1) ?? null;

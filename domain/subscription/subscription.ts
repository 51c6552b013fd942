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

export type SubscriptionState = { periods: readonly SubscriptionPeriod[] };

export const initialSubscriptionState = (): SubscriptionState => ({ periods: [] });

const earlier = (left: string, right: string): string => (Date.parse(left) <= Date.parse(right) ? left : right);

export const evolveSubscription = (state: SubscriptionState, event: SubscriptionEvent): SubscriptionState => {
  switch (event.type) {
    case 'SubscriptionPeriodStarted':
      return { periods: [...state.periods, { plan: event.data.plan, start: event.data.periodStart, end: event.data.periodEnd }] };
    case 'SubscriptionCancelled':
      return { periods: state.periods.map((period) => ({ ...period, end: earlier(period.end, event.data.endsAt) })) };
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

import type { SubscriptionEvent } from '../../events/subscription-events';
import type { SubscriptionPlan } from '../pricing/plans';
import { foldSubscription, planInForceAt } from './subscription';

/** One subscription event as the history recorded it: its stream version and when it was recorded. */
export type SubscriptionFact = { version: number; at: number; event: SubscriptionEvent };

/**
 * The customers' subscription histories, as an audit reads them event by event, and the plan in force
 * they state: what quotes (shipping or buy-for-me) had to be priced with. A quote names the plan and the
 * subscription version that priced it; the auditors fold the same events to check both.
 */
export const createPlanHistory = () => {
  const histories = new Map<string, SubscriptionFact[]>();

  return {
    /** A subscription event of a customer, in its stream's order. */
    record: (customerId: string, event: SubscriptionEvent & { occurredAt: string; version?: number }): void => {
      const facts = histories.get(customerId) ?? [];
      facts.push({ version: event.version ?? facts.length + 1, at: Date.parse(event.occurredAt), event });
      histories.set(customerId, facts);
    },
    /** Everything recorded of a customer's subscription so far. */
    factsOf: (customerId: string): readonly SubscriptionFact[] => histories.get(customerId) ?? [],
    /** The plan in force for a customer at an instant, from the events recorded by then (and up to a stream version, when given). */
    planAt: (customerId: string, instant: string, upToVersion?: number): SubscriptionPlan => {
      const at = Date.parse(instant);
      const known = (histories.get(customerId) ?? []).filter((fact) => fact.at <= at && (upToVersion === undefined || fact.version <= upToVersion));
      return planInForceAt(foldSubscription(known.map((fact) => fact.event)), new Date(at));
    },
    /** The plan in force at an instant as the whole history known now states it, however late its events were recorded (a refund recorded after a quote it predates). */
    planAsKnownNowAt: (customerId: string, instant: string): SubscriptionPlan =>
      planInForceAt(foldSubscription((histories.get(customerId) ?? []).map((fact) => fact.event)), new Date(Date.parse(instant))),
  };
};

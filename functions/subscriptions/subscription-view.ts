import type { SubscriptionPayment, SubscriptionView } from '../../domain/subscription/subscription-views';
import { lastPeriodOf, periodAt, planInForceAt, subscriptionStatusAt, type SubscriptionState } from '../../domain/subscription/subscription';
import { streamIdOf } from '../../events/envelope';
import { subscriptionDecider } from '../../domain/subscription/subscription-commands';
import { loadState } from '../platform/command';
import { paymentFacts } from '../payments/queries';

const paymentsShown = 10;

/** The customer's subscription as `/abonnement` shows it, read from its own stream (consistent) and its payments' streams. */
export const subscriptionViewOf = async (customerId: string, now: Date): Promise<SubscriptionView & { state: SubscriptionState }> => {
  const { state, version } = await loadState(subscriptionDecider, streamIdOf('subscription', customerId));
  const status = subscriptionStatusAt(state, now);
  const last = lastPeriodOf(state);
  const current = periodAt(state, now);
  const recent = [...state.paymentIds].reverse().slice(0, paymentsShown);
  const facts = await Promise.all(recent.map((paymentId) => paymentFacts(paymentId)));
  const payments = facts.flatMap((fact): SubscriptionPayment[] => {
    // An anomaly Stripe reported paid nothing: the customer sees the period's real payment, when it comes.
    if (!fact || fact.purpose.kind !== 'subscription' || fact.status === 'started' || fact.status === 'open' || fact.status === 'anomaly') return [];
    return [
      {
        paymentId: fact.paymentId,
        at: fact.paid?.paidAt ?? fact.purpose.periodStart,
        amountCents: fact.paid?.amountCents ?? fact.amountCents,
        description: fact.description,
        status: fact.status,
      },
    ];
  });
  return {
    plan: planInForceAt(state, now),
    status,
    subscribedPlan: status === 'none' ? null : ((current ?? last)?.plan ?? null),
    periodEnd: status === 'none' ? null : ((current ?? last)?.end ?? null),
    renewsAt: status === 'active' ? (current?.end ?? null) : null,
    canUpgrade: status === 'active' && current?.plan === 'premium_monthly',
    payments,
    version,
    state,
  };
};

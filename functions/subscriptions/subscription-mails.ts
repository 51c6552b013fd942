import type { SubscriptionPeriodRefunded, SubscriptionRenewalFailed } from '../../events/subscription-events';
import type { StoredEvent } from '../../events/catalog';
import { evolveSubscription, initialSubscriptionState, lastPeriodOf } from '../../domain/subscription/subscription';
import { customerCard } from '../customers/queries';
import { paymentFacts } from '../payments/queries';
import { loadState } from '../platform/command';
import { createLogger } from '../platform/logger';
import type { Reaction } from '../platform/reaction';
import { notify } from '../notifications/commands';
import { assertNever } from '../../domain/shared/decider';

const name = 'send-subscription-mails';
// Made when it logs: the catalog imports this module before a runtime has set the configuration the logger reads.
const logger = () => createLogger({ handler: name });

/** A refused renewal: what was not paid, until when the plan still runs, and what lapsing to the free plan means. */
const mailRenewalFailed = async (stored: StoredEvent<SubscriptionRenewalFailed>) => {
  const { customerId, paymentId, failedAt } = stored.data;
  const [customer, payment, { state }] = await Promise.all([
    customerCard(customerId),
    paymentFacts(paymentId),
    loadState({ initialState: initialSubscriptionState, evolve: evolveSubscription }, stored.streamId),
  ]);
  if (!customer) {
    logger().warn('renouvellement refusé sans client à prévenir', { customerId });
    return;
  }
  const period = lastPeriodOf(state);
  const plan = payment?.purpose.kind === 'subscription' ? payment.purpose.plan : period?.plan;
  if (!payment || !plan) throw new Error(`paiement ${paymentId} du renouvellement introuvable : le mail attendra`);
  await notify({
    kind: 'subscription_renewal_failed',
    customerId,
    to: customer,
    causeId: stored.eventId,
    correlationId: stored.correlationId,
    data: { plan, amountCents: payment.amountCents, failedAt, paidUntil: period?.end ?? null },
  });
};

/** The period in force refunded in full: the subscription ended then. A period already over ended nothing: its credit note says enough. */
const mailPeriodRefunded = async (stored: StoredEvent<SubscriptionPeriodRefunded>) => {
  const { customerId, paymentId, refundedAt, subscriptionEnded } = stored.data;
  if (!subscriptionEnded) return;
  const [customer, payment] = await Promise.all([customerCard(customerId), paymentFacts(paymentId)]);
  if (!customer) {
    logger().warn('abonnement remboursé sans client à prévenir', { customerId });
    return;
  }
  if (payment?.purpose.kind !== 'subscription' || !payment.paid) throw new Error(`paiement ${paymentId} de la période remboursée introuvable : le mail attendra`);
  await notify({
    kind: 'subscription_refunded',
    customerId,
    to: customer,
    causeId: stored.eventId,
    correlationId: stored.correlationId,
    data: { plan: payment.purpose.plan, amountCents: payment.paid.amountCents, refundedAt },
  });
};

/** The customer hears once per event of a refused renewal, and of a subscription ended by the refund of its period. */
export const subscriptionMailsReaction: Reaction<'SubscriptionRenewalFailed' | 'SubscriptionPeriodRefunded'> = {
  name,
  description: 'E-mail au client quand le renouvellement de son abonnement est refusé, ou que son abonnement prend fin par le remboursement de sa période',
  eventTypes: ['SubscriptionRenewalFailed', 'SubscriptionPeriodRefunded'],
  react: async (stored) => {
    switch (stored.type) {
      case 'SubscriptionRenewalFailed':
        return mailRenewalFailed(stored);
      case 'SubscriptionPeriodRefunded':
        return mailPeriodRefunded(stored);
      default:
        return assertNever(stored);
    }
  },
};

import { evolveSubscription, initialSubscriptionState, lastPeriodOf } from '../../domain/subscription/subscription';
import { customerCard } from '../customers/queries';
import { paymentFacts } from '../payments/queries';
import { loadState } from '../platform/command';
import { createLogger } from '../platform/logger';
import type { Reaction } from '../platform/reaction';
import { notify } from '../notifications/commands';

const name = 'send-subscription-mails';
// Made when it logs: the catalog imports this module before a runtime has set the configuration the logger reads.
const logger = () => createLogger({ handler: name });

/**
 * The customer hears of a refused renewal once per failed renewal (each is one event): what was not
 * paid, until when the plan still runs, and what lapsing to the free plan means.
 */
export const subscriptionMailsReaction: Reaction<'SubscriptionRenewalFailed'> = {
  name,
  description: 'E-mail au client quand le renouvellement de son abonnement est refusé (une fois par échec)',
  eventTypes: ['SubscriptionRenewalFailed'],
  react: async (stored) => {
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
  },
};

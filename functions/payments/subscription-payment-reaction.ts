import type { PaymentSucceeded } from '../../events/payment-events';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { runSubscriptionCommand } from '../subscriptions/commands';
import { paymentState } from './payment-command';

const name = 'start-paid-periods';

/** A subscription payment Stripe confirmed starts the period it paid: the plan is in force from then. */
export const subscriptionPaymentReaction: Reaction<'PaymentSucceeded'> = {
  name,
  description: 'Un paiement d’abonnement confirmé par Stripe ouvre la période qu’il paie',
  eventTypes: ['PaymentSucceeded'],
  react: async (stored) => {
    const { data }: PaymentSucceeded = stored;
    const payment = await paymentState(data.paymentId);
    if (payment.status === 'unknown' || payment.purpose.kind !== 'subscription') return;
    const { plan, stripeSubscriptionId, periodStart, periodEnd } = payment.purpose;
    const context = reactionContextOf({ reaction: name, cause: stored, now: new Date() });
    await runSubscriptionCommand(
      payment.customerId,
      (metadata) => ({
        type: 'StartPeriod',
        data: { customerId: payment.customerId, plan, periodStart, periodEnd, stripeSubscriptionId, paymentId: data.paymentId },
        metadata,
      }),
      context,
    );
  },
};

import type { PaymentRefunded } from '../../events/payment-events';
import { completesRefund } from '../../domain/payment/payment';
import { paymentFacts } from '../payments/queries';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { stripeClient } from '../platform/stripe';
import { runSubscriptionCommand } from './commands';
import { clock } from '../platform/clock';

const name = 'end-refunded-periods';

/**
 * The Stripe subscription stops renewing at once. Asked of Stripe only while it runs: its own ending
 * (`customer.subscription.deleted`) comes back through the webhook and changes nothing more.
 */
const cancelAtStripe = async (stripeSubscriptionId: string, paymentId: string) => {
  const stripe = await stripeClient();
  const subscription = await stripe.subscriptions.retrieve(stripeSubscriptionId);
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  await stripe.subscriptions.cancel(stripeSubscriptionId, {}, { idempotencyKey: `refunded-period-${paymentId}` });
};

/**
 * A Premium period whose payment was refunded in full ends at the refund's instant (DECISIONS,
 * "Refunds"): the plan in force is free from then, and when that period was the one running, the
 * subscription at Stripe is cancelled (the customer's mail follows the subscription's event). A
 * partial refund is a gesture and changes nothing.
 */
export const refundedPeriodReaction: Reaction<'PaymentRefunded'> = {
  name,
  description: 'Un paiement d’abonnement remboursé en totalité termine sa période à l’instant du remboursement et résilie l’abonnement chez Stripe',
  eventTypes: ['PaymentRefunded'],
  react: async (stored) => {
    const { data }: PaymentRefunded = stored;
    const payment = await paymentFacts(data.paymentId);
    if (payment?.purpose.kind !== 'subscription' || !completesRefund(payment, data.refundId)) return;
    const { stripeSubscriptionId } = payment.purpose;
    const context = reactionContextOf({ reaction: name, cause: stored, now: clock.now() });
    const { state } = await runSubscriptionCommand(
      payment.customerId,
      (metadata) => ({
        type: 'EndRefundedPeriod',
        data: { customerId: payment.customerId, paymentId: data.paymentId, stripeSubscriptionId, refundedAt: data.refundedAt },
        metadata,
      }),
      context,
    );
    // Read from the state, not from this run's events: a re-driven reaction still cancels what a crash left running.
    const refunded = state.refundedPayments.find((candidate) => candidate.paymentId === data.paymentId);
    if (refunded?.subscriptionEnded) await cancelAtStripe(stripeSubscriptionId, data.paymentId);
  },
};

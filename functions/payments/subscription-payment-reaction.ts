import type { PaymentSucceeded } from '../../events/payment-events';
import { refundableCentsOf } from '../../domain/payment/payment';
import { DuplicateSubscriptionError } from '../../domain/subscription/subscription-commands';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { stripeClient } from '../platform/stripe';
import { runSubscriptionCommand } from '../subscriptions/commands';
import { paymentState } from './payment-command';
import { refundPayment } from './refunds';
import { clock } from '../platform/clock';

const name = 'start-paid-periods';

/**
 * A subscription payment Stripe confirmed starts the period it paid: the plan is in force from then.
 * A second subscription paid while the customer's own runs (two checkout pages, both paid) is refused:
 * Stripe ends it at once and its payment goes back, whole, recorded on the payment.
 */
export const subscriptionPaymentReaction: Reaction<'PaymentSucceeded'> = {
  name,
  description: 'Un paiement d’abonnement confirmé par Stripe ouvre la période qu’il paie ; un second abonnement simultané est annulé et remboursé',
  eventTypes: ['PaymentSucceeded'],
  react: async (stored) => {
    const { data }: PaymentSucceeded = stored;
    const payment = await paymentState(data.paymentId);
    if (payment.status === 'unknown' || payment.purpose.kind !== 'subscription') return;
    const { plan, stripeSubscriptionId, periodStart, periodEnd } = payment.purpose;
    const context = reactionContextOf({ reaction: name, cause: stored, now: clock.now() });
    try {
      await runSubscriptionCommand(
        payment.customerId,
        (metadata) => ({
          type: 'StartPeriod',
          data: { customerId: payment.customerId, plan, periodStart, periodEnd, stripeSubscriptionId, paymentId: data.paymentId },
          metadata,
        }),
        context,
      );
    } catch (error) {
      if (!(error instanceof DuplicateSubscriptionError)) throw error;
      // Ended first, so that Stripe charges it no more; the same key makes a re-driven reaction ask once.
      await (await stripeClient()).subscriptions.cancel(stripeSubscriptionId, {}, { idempotencyKey: `duplicate-subscription-${stripeSubscriptionId}` });
      const amountCents = refundableCentsOf(payment);
      if (amountCents === 0) return;
      await refundPayment(
        { paymentId: data.paymentId, refundKey: `duplicate-subscription-${data.paymentId}`, amountCents, cause: 'duplicate', reason: error.message },
        context,
      );
    }
  },
};

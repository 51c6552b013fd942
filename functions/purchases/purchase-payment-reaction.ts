import type { PaymentSucceeded } from '../../events/payment-events';
import type { PurchaseCancelled } from '../../events/purchase-events';
import { IllegalStateError, ValidationError } from '../../domain/shared/errors';
import { refundWhatRemains } from '../payments/commands';
import { paymentFacts } from '../payments/queries';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { runPurchaseCommand } from './purchase-command';
import { clock } from '../platform/clock';

const name = 'settle-purchase-payments';

/**
 * A card payment Stripe confirmed for a buy-for-me quote pays the request. A request that can no longer
 * take it (cancelled meanwhile, paid in another tab, quote changed) refuses, and the money goes back at
 * once, whole. A request staff cancel after payment is refunded the same way.
 */
export const purchasePaymentReaction: Reaction<'PaymentSucceeded' | 'PurchaseCancelled'> = {
  name,
  description: "Un paiement par carte confirmé par Stripe règle sa demande d'achat ; refusé, ou la demande annulée après paiement, il est remboursé",
  eventTypes: ['PaymentSucceeded', 'PurchaseCancelled'],
  react: async (stored) => {
    const context = reactionContextOf({ reaction: name, cause: stored, now: clock.now() });
    if (stored.type === 'PurchaseCancelled') {
      const { data }: PurchaseCancelled = stored;
      if (!data.refundPaymentId) return;
      await refundWhatRemains({ paymentId: data.refundPaymentId, refundKey: `purchase-cancelled-${data.purchaseId}`, cause: 'staff', reason: data.reason || 'Demande annulée' }, context);
      return;
    }
    const { data }: PaymentSucceeded = stored;
    const payment = await paymentFacts(data.paymentId);
    if (payment?.purpose.kind !== 'purchase') return;
    const { purchaseId } = payment.purpose;
    try {
      await runPurchaseCommand(purchaseId, (metadata) => ({ type: 'MarkPurchasePaid', data: { purchaseId, paymentId: data.paymentId, amountCents: data.amountCents }, metadata }), context);
    } catch (error) {
      if (!(error instanceof IllegalStateError || error instanceof ValidationError)) throw error;
      await refundWhatRemains({ paymentId: data.paymentId, refundKey: `purchase-refused-${data.paymentId}`, cause: 'not_payable', reason: error.message }, context);
    }
  },
};

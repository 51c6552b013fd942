import type { PaymentSucceeded } from '../../events/payment-events';
import { refundableCentsOf } from '../../domain/payment/payment';
import { quoteAlreadyPaidMessage } from '../../domain/shipment/shipment-commands';
import { IllegalStateError, ValidationError } from '../../domain/shared/errors';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { recordCardPayment } from '../shipments/commands';
import { paymentState } from './payment-command';
import { refundPayment } from './refunds';

const name = 'clear-paid-quotes';

/**
 * A card payment Stripe confirmed pays its quote, which clears the shipment exactly as a recorded
 * transfer does. A quote that can no longer take it (paid in another tab or by transfer, expired,
 * replaced) refuses, and the money goes back at once, whole, recorded on the payment.
 */
export const quotePaymentReaction: Reaction<'PaymentSucceeded'> = {
  name,
  description: 'Un paiement par carte confirmé par Stripe règle son devis ; un devis déjà payé ou expiré est remboursé',
  eventTypes: ['PaymentSucceeded'],
  react: async (stored) => {
    const { data }: PaymentSucceeded = stored;
    const payment = await paymentState(data.paymentId);
    if (payment.status === 'unknown' || payment.purpose.kind !== 'quote') return;
    const context = reactionContextOf({ reaction: name, cause: stored, now: new Date() });
    const { shipmentId, quoteNumber } = payment.purpose;
    try {
      await recordCardPayment({ shipmentId, quoteNumber, paymentId: data.paymentId, amountCents: data.amountCents, paidAt: data.paidAt }, context);
    } catch (error) {
      if (!(error instanceof IllegalStateError || error instanceof ValidationError)) throw error;
      const amountCents = refundableCentsOf(payment);
      if (amountCents === 0) return;
      await refundPayment(
        {
          paymentId: data.paymentId,
          refundKey: `quote-refused-${data.paymentId}`,
          amountCents,
          cause: error.message === quoteAlreadyPaidMessage ? 'duplicate' : 'not_payable',
          reason: error.message,
        },
        context,
      );
    }
  },
};

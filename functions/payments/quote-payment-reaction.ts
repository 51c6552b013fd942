import type { PaymentSucceeded } from '../../events/payment-events';
import { refundableCentsOf } from '../../domain/payment/payment';
import { quoteAlreadyPaidMessage } from '../../domain/shipment/shipment-commands';
import { IllegalStateError, ValidationError } from '../../domain/shared/errors';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { recordCardPayment } from '../shipments/commands';
import { paymentState } from './payment-command';
import { refundPayment } from './refunds';
import { clock } from '../platform/clock';

const name = 'clear-paid-quotes';

/**
 * A payment that succeeded pays its quote, which clears the shipment: a card payment Stripe confirmed,
 * or a bank transfer staff recorded (under the bank's reference). A quote that can no longer take a card
 * payment (paid in another tab or by transfer, expired, replaced) refuses, and the money goes back at
 * once, whole, through Stripe. A transfer was checked against its quote before it was recorded; one
 * refused here all the same stays for staff to give back by a transfer of their own (the payments audit
 * names it), since Stripe holds no card to refund it to.
 */
export const quotePaymentReaction: Reaction<'PaymentSucceeded'> = {
  name,
  description: 'Un paiement réussi (carte confirmée par Stripe, virement enregistré) règle son devis ; une carte refusée par un devis déjà payé ou expiré est remboursée',
  eventTypes: ['PaymentSucceeded'],
  react: async (stored) => {
    const { data }: PaymentSucceeded = stored;
    const payment = await paymentState(data.paymentId);
    if (payment.status === 'unknown' || payment.purpose.kind !== 'quote') return;
    const context = reactionContextOf({ reaction: name, cause: stored, now: clock.now() });
    const { shipmentId, quoteNumber } = payment.purpose;
    const transfer = payment.method === 'bank_transfer' && payment.paid ? { bankReference: payment.paid.reference } : {};
    try {
      await recordCardPayment({ shipmentId, quoteNumber, paymentId: data.paymentId, amountCents: data.amountCents, paidAt: data.paidAt, ...transfer }, context);
    } catch (error) {
      if (!(error instanceof IllegalStateError || error instanceof ValidationError)) throw error;
      if (payment.method === 'bank_transfer') return;
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

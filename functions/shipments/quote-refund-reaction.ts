import { completesRefund } from '../../domain/payment/payment';
import { clearanceOf } from '../../domain/shipment/shipment-commands';
import type { PaymentRefunded } from '../../events/payment-events';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { paymentFacts } from '../payments/queries';
import { refundQuotePayment } from './commands';
import { clock } from '../platform/clock';

const name = 'release-refunded-quotes';

/** What the shipment says of a refund nobody asked through the product (Stripe's dashboard). */
export const outsideRefundReason = 'Remboursement fait hors de Passerelle (tableau de bord Stripe)';

/**
 * A quote's payment refunded in full takes back what it paid for: the quote is payable again while the
 * box has not left; after, the refund is recorded on the shipment with staff's reason. A partial refund
 * is a gesture and changes nothing. The refund that completed the payment's refund acts (`completesRefund`), so a
 * refund in several parts acts once, at its last part, and a redelivery finds nothing left to do.
 */
export const quoteRefundReaction: Reaction<'PaymentRefunded'> = {
  name,
  description: 'Un paiement de devis remboursé en totalité : le devis redevient à payer si le colis n’est pas parti, sinon le remboursement est inscrit avec son motif',
  eventTypes: ['PaymentRefunded'],
  react: async (stored) => {
    const { data }: PaymentRefunded = stored;
    const payment = await paymentFacts(data.paymentId);
    if (!payment || payment.purpose.kind !== 'quote' || !payment.paid || !completesRefund(payment, data.refundId)) return;
    const refundedCents = payment.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    const request = data.refundKey === null ? undefined : payment.refundRequests.find((candidate) => candidate.refundKey === data.refundKey);
    await refundQuotePayment(
      {
        shipmentId: payment.purpose.shipmentId,
        reference: clearanceOf({ paymentId: data.paymentId, ...(payment.method === 'bank_transfer' ? { bankReference: payment.paid.reference } : {}) }).reference,
        amountCents: refundedCents,
        refundedAt: data.refundedAt,
        category: request?.category ?? null,
        reason: request?.reason ?? outsideRefundReason,
      },
      reactionContextOf({ reaction: name, cause: stored, now: clock.now() }),
    );
  },
};

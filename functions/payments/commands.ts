import type { PaymentPurpose, refundCauses } from '../../events/payment-events';
import { refundableCentsOf } from '../../domain/payment/payment';
import type { CommandContext } from '../platform/command';
import { openCheckout } from './checkout';
import { loadPayment, paymentState, runPaymentCommand } from './payment-command';
import { refundPayment } from './refunds';

/**
 * The payments aggregate's published commands: what other aggregates may ask of a payment. A buy-for-me
 * request has its quote paid by card and refunded through these, as a shipment's quote is.
 */

/**
 * A payment of `amountCents` (priced by the caller's aggregate, never by the browser) started for
 * `purpose`, and its Stripe checkout page opened. A retry with the same command lands on the same page.
 */
export const startCardCheckout = async (
  payment: { paymentId: string; customerId: string; purpose: PaymentPurpose; amountCents: number; description: string; customerEmail: string | null; notAfter: Date },
  context: CommandContext,
): Promise<{ paymentId: string; checkoutUrl: string; expiresAt: string; version: number }> => {
  const { paymentId } = payment;
  await runPaymentCommand(
    paymentId,
    (metadata) => ({
      type: 'StartPayment',
      data: { paymentId, customerId: payment.customerId, purpose: payment.purpose, amountCents: payment.amountCents, description: payment.description },
      metadata,
    }),
    context,
  );
  const started = await loadPayment(paymentId);
  const opened = await openCheckout({ paymentId, payment: started.state, version: started.version, customerEmail: payment.customerEmail, notAfter: payment.notAfter, context });
  return { paymentId, ...opened };
};

/** Gives back, through Stripe, all that remains refundable of a payment (nothing when nothing remains); `refundKey` makes a retry harmless. */
export const refundWhatRemains = async (
  refund: { paymentId: string; refundKey: string; cause: (typeof refundCauses)[number]; reason: string },
  context: CommandContext,
): Promise<number> => {
  const payment = await paymentState(refund.paymentId);
  const amountCents = payment.status === 'unknown' ? 0 : refundableCentsOf(payment);
  if (amountCents === 0) return 0;
  await refundPayment({ ...refund, amountCents }, context);
  return amountCents;
};

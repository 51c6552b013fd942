import type { PaymentPurpose } from '../../events/payment-events';
import type { CommandContext } from '../platform/command';
import { openCheckout } from './checkout';
import { loadPayment, runPaymentCommand } from './payment-command';

/**
 * The payments aggregate's published commands: what other aggregates may ask of a payment. A paid
 * service (a return) starts a card payment of the amount it priced and sends the customer to Stripe's
 * page; what the payment pays for follows Stripe's webhook by a reaction of that aggregate.
 */

/**
 * A payment started for `purpose` and its checkout page opened (a retry with the same command id finds
 * the same payment and the same page). The amount is the caller's server-side price, never the browser's.
 */
export const startCardPayment = async (
  payment: { paymentId: string; customerId: string; customerEmail: string | null; purpose: PaymentPurpose; amountCents: number; description: string; notAfter: Date; returnPaths?: { success: string; cancel: string } },
  context: CommandContext,
): Promise<{ checkoutUrl: string; expiresAt: string; version: number }> => {
  const { paymentId } = payment;
  await runPaymentCommand(
    paymentId,
    (metadata) => ({
      type: 'StartPayment',
      data: { paymentId, customerId: payment.customerId, purpose: payment.purpose, amountCents: payment.amountCents, description: payment.description },
      metadata,
    }),
    { ...context, commandId: `${context.commandId}:payment` },
  );
  const started = await loadPayment(paymentId);
  return openCheckout({
    paymentId,
    payment: started.state,
    version: started.version,
    customerEmail: payment.customerEmail,
    notAfter: payment.notAfter,
    ...(payment.returnPaths ? { returnPaths: payment.returnPaths } : {}),
    context: { ...context, commandId: `${context.commandId}:payment` },
  });
};

/** Money back, asked of Stripe and recorded when Stripe confirms it (see `refunds.ts`). */
export { refundPayment } from './refunds';

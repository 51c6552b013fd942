import type { PaymentPurpose, refundCauses } from '../../events/payment-events';
import { refundableCentsOf, type PaymentState } from '../../domain/payment/payment';
import { idFromCommand } from '../platform/ids';
import type { CommandContext } from '../platform/command';
import { openCheckout } from './checkout';
import { loadPayment, paymentState, runPaymentCommand } from './payment-command';
import { refundPayment } from './refunds';

/**
 * The payments aggregate's published commands: what other aggregates may ask of a payment. A paid
 * service (a shipment's quote, a return, a buy-for-me quote) starts a card payment of the amount it
 * priced and sends the customer to Stripe's page; what the payment pays for follows Stripe's webhook
 * by a reaction of that aggregate, and money goes back through a refund Stripe confirms.
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

/**
 * The payment a bank transfer is, for what it pays: its id derived from the payer's side (a shipment)
 * and the bank's reference, so the same transfer recorded again finds its payment and adds nothing.
 */
export const transferPaymentIdOf = (payerId: string, bankReference: string): string => `virement-${idFromCommand('transfer', `${payerId}\u0000${bankReference}`)}`;

/**
 * A bank transfer staff saw on the account, recorded as a payment that succeeded at once: `amountCents`
 * is what the server priced (the quote's total), `receivedCents` what the transfer brought. Its invoice,
 * its row in the payments list, its revenue and what it pays for follow its events as for a card.
 */
export const recordTransferPayment = async (
  transfer: { paymentId: string; customerId: string; purpose: PaymentPurpose; amountCents: number; description: string; bankReference: string; receivedCents: number },
  context: CommandContext,
): Promise<{ state: PaymentState; version: number }> => {
  const { bankReference, ...payment } = transfer;
  return runPaymentCommand(transfer.paymentId, (metadata) => ({ type: 'RecordTransfer', data: { ...payment, reference: bankReference }, metadata }), {
    ...context,
    commandId: `${context.commandId}:payment`,
  });
};

/** Money back, asked of Stripe and recorded when Stripe confirms it (see `refunds.ts`). */
export { refundPayment };

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

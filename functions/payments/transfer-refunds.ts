import type { RefundCategory } from '../../events/payment-events';
import type { CommandContext } from '../platform/command';
import { runPaymentCommand } from './payment-command';

/**
 * A bank transfer given back: staff made the transfer back themselves and record it with the bank's
 * reference. No Stripe call: the refund is done when recorded (its credit note and the revenue follow
 * its event), the request's key making a retry harmless.
 */
export const refundTransfer = async (
  refund: { paymentId: string; refundKey: string; amountCents: number; reason: string; category?: RefundCategory; bankReference: string },
  context: CommandContext,
): Promise<{ version: number }> => {
  const { bankReference, ...recorded } = refund;
  const { version } = await runPaymentCommand(refund.paymentId, (metadata) => ({ type: 'RecordTransferRefund', data: { ...recorded, reference: bankReference }, metadata }), {
    ...context,
    commandId: `${context.commandId}:refund:${refund.refundKey}`,
  });
  return { version };
};

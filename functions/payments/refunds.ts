import type { refundCauses } from '../../events/payment-events';
import type { CommandContext } from '../platform/command';
import { stripeClient } from '../platform/stripe';
import { runPaymentCommand } from './payment-command';

/**
 * Money back: the request is recorded first (it reserves the amount, so two refunds cannot exceed the
 * payment), then asked of Stripe under the request's key, which makes a retry harmless. The refund is
 * recorded as done when Stripe's webhook confirms it, not here.
 */
export const refundPayment = async (
  refund: { paymentId: string; refundKey: string; amountCents: number; cause: (typeof refundCauses)[number]; reason: string },
  context: CommandContext,
): Promise<{ version: number }> => {
  const requested = await runPaymentCommand(
    refund.paymentId,
    (metadata) => ({ type: 'RequestRefund', data: refund, metadata }),
    { ...context, commandId: `${context.commandId}:refund:${refund.refundKey}` },
  );
  const { state } = requested;
  // The decider refuses a card refund of a transfer: a payment without Stripe's payment intent never reaches here.
  if (state.status === 'unknown' || !state.paid?.paymentIntentId) throw new Error(`paiement ${refund.paymentId} sans encaissement par carte à rembourser`);
  // Already confirmed by Stripe (a re-driven reaction long after): asking again could refund twice once Stripe forgot the key.
  if (state.refunds.some((confirmed) => confirmed.refundKey === refund.refundKey)) return { version: requested.version };
  await (await stripeClient()).refunds.create(
    {
      payment_intent: state.paid.paymentIntentId,
      amount: refund.amountCents,
      reason: refund.cause === 'duplicate' ? 'duplicate' : 'requested_by_customer',
      metadata: { paymentId: refund.paymentId, refundKey: refund.refundKey },
    },
    { idempotencyKey: refund.refundKey },
  );
  return { version: requested.version };
};

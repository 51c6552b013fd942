import Stripe from 'stripe';
import { refundEndingDetail } from '../../domain/payment/refund-endings';
import { IllegalStateError } from '../../domain/shared/errors';
import type { RefundCategory, refundCauses } from '../../events/payment-events';
import type { CommandContext } from '../platform/command';
import { stripeClient } from '../platform/stripe';
import { runPaymentCommand } from './payment-command';

/** What staff are told when Stripe refuses a refund: what the request's end records. */
export const refundRefusedMessage = refundEndingDetail('refused');

/** Stripe's answer that this refund will not be made (an invalid request, a refused card), unlike a network fault or an outage, which a retry may get past. */
const isRefusal = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError;

/**
 * Money back: the request is recorded first (it reserves the amount, so two refunds cannot exceed the
 * payment), then asked of Stripe under the request's key, which makes a retry harmless. The refund is
 * recorded as done when Stripe's webhook confirms it, not here. A request Stripe refuses (or answers
 * failed at once) ends there, its amount refundable again, and the caller is told in French; asked
 * again under the same key, an ended request asks Stripe nothing more and tells nothing more.
 */
export const refundPayment = async (
  refund: { paymentId: string; refundKey: string; amountCents: number; cause: (typeof refundCauses)[number]; reason: string; category?: RefundCategory },
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
  if (state.refundRequests.some((request) => request.refundKey === refund.refundKey && request.ended)) return { version: requested.version };
  const end = (ending: 'refused' | 'failed' | 'canceled', refundId: string | null, failureReason: string | null, cause: unknown) =>
    runPaymentCommand(
      refund.paymentId,
      (metadata) => ({
        type: 'EndRefundRequest',
        data: { paymentId: refund.paymentId, refundKey: refund.refundKey, refundId, ending, detail: refundEndingDetail(ending, failureReason) },
        metadata,
      }),
      { ...context, commandId: `${context.commandId}:refund:${refund.refundKey}:ended` },
    ).then(() => {
      throw new IllegalStateError(refundRefusedMessage, { cause });
    });
  let made: Stripe.Refund;
  try {
    made = await (await stripeClient()).refunds.create(
      {
        payment_intent: state.paid.paymentIntentId,
        amount: refund.amountCents,
        reason: refund.cause === 'duplicate' ? 'duplicate' : 'requested_by_customer',
        metadata: { paymentId: refund.paymentId, refundKey: refund.refundKey },
      },
      { idempotencyKey: refund.refundKey },
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return end('refused', null, null, error);
  }
  if (made.status === 'failed' || made.status === 'canceled') return end(made.status, made.id, made.failure_reason ?? null, null);
  return { version: requested.version };
};

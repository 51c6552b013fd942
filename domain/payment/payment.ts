import type { PaymentEvent, PaymentMethod, PaymentPurpose, PaymentRefunded, PaymentSucceeded } from '../../events/payment-events';
import { assertNever } from '../shared/decider';

/**
 * A card payment's life: started by the server (what and how much) → its checkout opened → succeeded
 * or failed, as Stripe says; a succeeded payment can then be refunded, wholly or in parts. A failed
 * subscription renewal can still succeed on a later retry. A bank transfer is started and succeeds at
 * once, when staff record it; its refunds are recorded by staff too.
 */
export const paymentStatuses = ['started', 'open', 'succeeded', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export type PaymentState =
  | { status: 'unknown' }
  | {
      status: PaymentStatus;
      paymentId: string;
      customerId: string;
      purpose: PaymentPurpose;
      method: PaymentMethod;
      amountCents: number;
      description: string;
      checkout: { checkoutSessionId: string; checkoutUrl: string; expiresAt: string } | null;
      /** what Stripe charged or the transfer brought, once it did; `reference` names the money's movement (Stripe's payment intent, the bank's reference) */
      paid: { amountCents: number; paymentIntentId: string | null; reference: string; paidAt: string } | null;
      /** refunds asked of Stripe, by idempotency key */
      refundRequests: readonly { refundKey: string; amountCents: number }[];
      /** refunds Stripe confirmed or staff recorded, by refund id */
      refunds: readonly { refundId: string; refundKey: string | null; amountCents: number; reference: string }[];
    };

/** What names the money's movement: the bank's reference of a transfer, else Stripe's id. */
export const referenceOfPayment = (paid: PaymentSucceeded['data']): string => paid.bankReference ?? paid.paymentIntentId ?? paid.paymentId;
export const referenceOfRefund = (refund: PaymentRefunded['data']): string => refund.bankReference ?? refund.refundId;

export const initialPaymentState = (): PaymentState => ({ status: 'unknown' });

export const refundedCentsOf = (state: Extract<PaymentState, { paymentId: string }>): number =>
  state.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);

/** What can still be refunded: paid, less what Stripe refunded and what is asked and not yet confirmed. */
export const refundableCentsOf = (state: Extract<PaymentState, { paymentId: string }>): number => {
  if (!state.paid) return 0;
  const confirmed = refundedCentsOf(state);
  // A request counts until Stripe confirms it; the confirmation then counts instead (one each, not both).
  const pending = Math.max(0, state.refundRequests.reduce((sum, request) => sum + request.amountCents, 0) - confirmed);
  return Math.max(0, state.paid.amountCents - confirmed - pending);
};

const afterRefunds = (state: Extract<PaymentState, { paymentId: string }>): PaymentStatus => {
  if (!state.paid) return state.status;
  const refunded = refundedCentsOf(state);
  if (refunded === 0) return 'succeeded';
  return refunded >= state.paid.amountCents ? 'refunded' : 'partially_refunded';
};

export const evolvePayment = (state: PaymentState, event: PaymentEvent): PaymentState => {
  if (event.type === 'PaymentStarted') {
    const { data } = event;
    return {
      status: 'started',
      paymentId: data.paymentId,
      customerId: data.customerId,
      purpose: data.purpose,
      method: data.method,
      amountCents: data.amountCents,
      description: data.description,
      checkout: null,
      paid: null,
      refundRequests: [],
      refunds: [],
    };
  }
  if (state.status === 'unknown') return state;
  switch (event.type) {
    case 'CheckoutSessionOpened': {
      const { checkoutSessionId, checkoutUrl, expiresAt } = event.data;
      return { ...state, status: state.status === 'started' ? 'open' : state.status, checkout: { checkoutSessionId, checkoutUrl, expiresAt } };
    }
    case 'PaymentSucceeded': {
      const { amountCents, paymentIntentId, paidAt } = event.data;
      const paid = { ...state, paid: { amountCents, paymentIntentId, reference: referenceOfPayment(event.data), paidAt } };
      return { ...paid, status: afterRefunds(paid) };
    }
    case 'PaymentFailed':
      return state.paid ? state : { ...state, status: 'failed' };
    case 'PaymentRefundRequested':
      return { ...state, refundRequests: [...state.refundRequests, { refundKey: event.data.refundKey, amountCents: event.data.amountCents }] };
    case 'PaymentRefunded': {
      const refunded = { ...state, refunds: [...state.refunds, { refundId: event.data.refundId, refundKey: event.data.refundKey, amountCents: event.data.amountCents, reference: referenceOfRefund(event.data) }] };
      return { ...refunded, status: afterRefunds(refunded) };
    }
    default:
      return assertNever(event);
  }
};

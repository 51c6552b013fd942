import type { PaymentEvent, PaymentMethod, PaymentPurpose, PaymentRefunded, PaymentSucceeded, RefundCategory, paymentAnomalyKinds, refundCauses } from '../../events/payment-events';
import { assertNever } from '../shared/decider';

/**
 * A card payment's life: started by the server (what and how much) → its checkout opened → succeeded
 * or failed, as Stripe says; a succeeded payment can then be refunded, wholly or in parts. A failed
 * subscription renewal can still succeed on a later retry. A payment Stripe reports unlike the one
 * started (another amount, currency or page) is an anomaly for staff, never paid by that report; the
 * real payment can still follow. A bank transfer is started and succeeds at once, when staff record it;
 * its refunds are recorded by staff too.
 */

/** The one currency the product charges in (Stripe's lower-case code). */
export const paymentCurrency = 'eur';
export const paymentStatuses = ['started', 'open', 'succeeded', 'failed', 'refunded', 'partially_refunded', 'anomaly'] as const;
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
      /** refunds asked of Stripe, by idempotency key, with why; an ended one (refused, failed, cancelled) reserves nothing */
      refundRequests: readonly RefundRequest[];
      /** refunds Stripe confirmed or staff recorded, by refund id; a card refund without a key was made in Stripe's dashboard */
      refunds: readonly { refundId: string; refundKey: string | null; amountCents: number; reference: string }[];
      /** what Stripe reported that was not this payment, by Stripe's event */
      anomalies: readonly { reference: string; kind: PaymentAnomalyKind }[];
    };

export type RefundRequest = {
  refundKey: string;
  amountCents: number;
  cause: (typeof refundCauses)[number];
  reason: string;
  category: RefundCategory | null;
  ended: boolean;
};

export type PaymentAnomalyKind = (typeof paymentAnomalyKinds)[number];

/** What names the money's movement: the bank's reference of a transfer, else Stripe's id. */
export const referenceOfPayment = (paid: PaymentSucceeded['data']): string => paid.bankReference ?? paid.paymentIntentId ?? paid.paymentId;
export const referenceOfRefund = (refund: PaymentRefunded['data']): string => refund.bankReference ?? refund.refundId;

export const initialPaymentState = (): PaymentState => ({ status: 'unknown' });

export const refundedCentsOf = (state: Extract<PaymentState, { paymentId: string }>): number =>
  state.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);

/**
 * What is asked of Stripe and not answered yet: each request until Stripe confirms a refund under its
 * key (which then counts instead) or the request ends. A refund made in Stripe's dashboard answers no
 * request: it counts as refunded, and leaves the requests reserved as they were.
 */
export const pendingRefundCentsOf = (state: Extract<PaymentState, { paymentId: string }>): number =>
  state.refundRequests
    .filter((request) => !request.ended && !state.refunds.some((refund) => refund.refundKey === request.refundKey))
    .reduce((sum, request) => sum + request.amountCents, 0);

/** What can still be refunded: paid, less what Stripe refunded and what is asked and not yet answered. */
export const refundableCentsOf = (state: Extract<PaymentState, { paymentId: string }>): number => {
  if (!state.paid) return 0;
  return Math.max(0, state.paid.amountCents - refundedCentsOf(state) - pendingRefundCentsOf(state));
};

/**
 * Whether this refund is the one that made the payment whole again: the refunds before it kept some of
 * the money (gestures, which take nothing back), and with it everything paid went back. Said of the
 * refund, not of the payment now, so that a gesture's event re-driven after a later full refund takes
 * nothing back, and what a full refund undoes is done once, at the instant of the refund that completed it.
 */
export const completesRefund = (
  payment: { paid: { amountCents: number } | null; refunds: readonly { refundId: string; amountCents: number }[] },
  refundId: string,
): boolean => {
  if (!payment.paid) return false;
  const index = payment.refunds.findIndex((refund) => refund.refundId === refundId);
  if (index < 0) return false;
  const before = payment.refunds.slice(0, index).reduce((sum, refund) => sum + refund.amountCents, 0);
  const through = before + (payment.refunds[index]?.amountCents ?? 0);
  return before < payment.paid.amountCents && through >= payment.paid.amountCents;
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
      anomalies: [],
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
      return {
        ...state,
        refundRequests: [
          ...state.refundRequests,
          { refundKey: event.data.refundKey, amountCents: event.data.amountCents, cause: event.data.cause, reason: event.data.reason, category: event.data.category ?? null, ended: false },
        ],
      };
    case 'PaymentRefunded': {
      const refunded = { ...state, refunds: [...state.refunds, { refundId: event.data.refundId, refundKey: event.data.refundKey, amountCents: event.data.amountCents, reference: referenceOfRefund(event.data) }] };
      return { ...refunded, status: afterRefunds(refunded) };
    }
    case 'PaymentRefundRequestEnded':
      return { ...state, refundRequests: state.refundRequests.map((request) => (request.refundKey === event.data.refundKey ? { ...request, ended: true } : request)) };
    case 'PaymentAnomalyRecorded': {
      const anomalies = [...state.anomalies, { reference: event.data.reference, kind: event.data.kind }];
      // A paid payment stays paid: the anomaly is beside it; an unpaid one shows it until the real payment comes.
      return { ...state, anomalies, status: state.paid ? state.status : 'anomaly' };
    }
    default:
      return assertNever(event);
  }
};

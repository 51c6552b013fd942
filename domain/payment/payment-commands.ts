import type {
  CheckoutSessionOpened,
  PaymentEvent,
  PaymentFailed,
  PaymentPurpose,
  PaymentRefunded,
  PaymentRefundRequested,
  PaymentStarted,
  PaymentSucceeded,
  paymentFailureReasons,
  refundCauses,
  RefundCategory,
} from '../../events/payment-events';
import type { CommandMetadata, Decider } from '../shared/decider';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { formatEuros } from '../shared/french-format';
import { evolvePayment, initialPaymentState, refundableCentsOf, type PaymentState } from './payment';

export const paymentNotFoundMessage = 'Paiement introuvable';

export type StartPayment = {
  type: 'StartPayment';
  data: { paymentId: string; customerId: string; purpose: PaymentPurpose; amountCents: number; description: string };
  metadata: CommandMetadata;
};
export type OpenCheckout = {
  type: 'OpenCheckout';
  data: { paymentId: string; checkoutSessionId: string; checkoutUrl: string; expiresAt: string };
  metadata: CommandMetadata;
};
/** From Stripe's signed webhook only. */
export type ConfirmPayment = {
  type: 'ConfirmPayment';
  data: { paymentId: string; amountCents: number; paymentIntentId: string; paidAt: string };
  metadata: CommandMetadata;
};
export type FailPayment = {
  type: 'FailPayment';
  data: { paymentId: string; reason: (typeof paymentFailureReasons)[number]; detail: string };
  metadata: CommandMetadata;
};
export type RequestRefund = {
  type: 'RequestRefund';
  data: { paymentId: string; refundKey: string; amountCents: number; cause: (typeof refundCauses)[number]; reason: string; category?: RefundCategory };
  metadata: CommandMetadata;
};
/** From Stripe's signed webhook only: a refund it confirmed. */
export type RecordRefund = {
  type: 'RecordRefund';
  data: { paymentId: string; refundId: string; refundKey: string | null; amountCents: number; refundedAt: string };
  metadata: CommandMetadata;
};

export type PaymentCommand = StartPayment | OpenCheckout | ConfirmPayment | FailPayment | RequestRefund | RecordRefund;

type Known = Extract<PaymentState, { paymentId: string }>;

/** A customer asking about someone else's payment learns nothing more than about a missing one. */
const known = (state: PaymentState, metadata: CommandMetadata): Known => {
  if (state.status === 'unknown') throw new NotFoundError(paymentNotFoundMessage);
  if (metadata.actor.kind === 'customer' && metadata.actor.id !== state.customerId) throw new NotFoundError(paymentNotFoundMessage);
  return state;
};

const start = ({ data }: StartPayment, state: PaymentState): PaymentStarted[] => {
  if (state.status !== 'unknown') {
    // The same start again (a retried request) changes nothing; another start under this id is a conflict.
    if (state.customerId === data.customerId && state.amountCents === data.amountCents) return [];
    throw new ConflictError('Ce paiement existe déjà.');
  }
  if (!Number.isInteger(data.amountCents) || data.amountCents < 1) throw new ValidationError('Le montant à payer doit être positif.');
  return [{ type: 'PaymentStarted', data }];
};

const openCheckout = ({ data, metadata }: OpenCheckout, state: PaymentState): CheckoutSessionOpened[] => {
  const payment = known(state, metadata);
  if (payment.checkout?.checkoutSessionId === data.checkoutSessionId) return [];
  if (payment.status !== 'started') throw new IllegalStateError('Ce paiement n’attend plus de page de paiement.');
  return [{ type: 'CheckoutSessionOpened', data }];
};

/** Delivered twice, or after a refund: once is enough. */
const confirm = ({ data, metadata }: ConfirmPayment, state: PaymentState): PaymentSucceeded[] => {
  const payment = known(state, metadata);
  if (payment.paid) return [];
  return [{ type: 'PaymentSucceeded', data }];
};

/** A failure after the money was taken (an expiry delivered late) changes nothing; a repeated one neither. */
const fail = ({ data, metadata }: FailPayment, state: PaymentState): PaymentFailed[] => {
  const payment = known(state, metadata);
  if (payment.paid || payment.status === 'failed') return [];
  return [{ type: 'PaymentFailed', data }];
};

export const nothingToRefundMessage = 'Ce paiement n’a pas été encaissé : il n’y a rien à rembourser.';
export const refundTooLargeMessage = (refundableCents: number) =>
  `Le remboursement ne peut pas dépasser ce qui reste remboursable (${formatEuros(refundableCents)}).`;

const requestRefund = ({ data, metadata }: RequestRefund, state: PaymentState): PaymentRefundRequested[] => {
  const payment = known(state, metadata);
  if (payment.refundRequests.some((request) => request.refundKey === data.refundKey)) return [];
  if (!payment.paid) throw new IllegalStateError(nothingToRefundMessage);
  const refundable = refundableCentsOf(payment);
  if (data.amountCents < 1 || data.amountCents > refundable) {
    const message = refundTooLargeMessage(refundable);
    throw new ValidationError(message, { amountEuros: message });
  }
  return [{ type: 'PaymentRefundRequested', data }];
};

/** Stripe is the truth on money back: a confirmed refund is recorded once, whatever was asked. */
const recordRefund = ({ data, metadata }: RecordRefund, state: PaymentState): PaymentRefunded[] => {
  const payment = known(state, metadata);
  if (payment.refunds.some((refund) => refund.refundId === data.refundId)) return [];
  return [{ type: 'PaymentRefunded', data }];
};

export const decidePayment = (command: PaymentCommand, state: PaymentState): PaymentEvent[] => {
  switch (command.type) {
    case 'StartPayment':
      return start(command, state);
    case 'OpenCheckout':
      return openCheckout(command, state);
    case 'ConfirmPayment':
      return confirm(command, state);
    case 'FailPayment':
      return fail(command, state);
    case 'RequestRefund':
      return requestRefund(command, state);
    case 'RecordRefund':
      return recordRefund(command, state);
  }
};

export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  initialState: initialPaymentState,
  decide: decidePayment,
  evolve: evolvePayment,
};

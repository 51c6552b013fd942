import type {
  CheckoutSessionOpened,
  PaymentEvent,
  PaymentFailed,
  PaymentPurpose,
  PaymentAnomalyRecorded,
  PaymentRefunded,
  PaymentRefundRequestEnded,
  PaymentRefundRequested,
  PaymentStarted,
  PaymentSucceeded,
  paymentFailureReasons,
  refundCauses,
  RefundCategory,
  refundRequestEndings,
} from '../../events/payment-events';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import { formatEuros } from '../shared/french-format';
import { evolvePayment, initialPaymentState, paymentCurrency, refundableCentsOf, type PaymentState } from './payment';

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
/**
 * From Stripe's signed webhook only: what it says was charged, on which checkout page (none for a
 * subscription's invoice), under its event `reference`.
 */
export type ConfirmPayment = {
  type: 'ConfirmPayment';
  data: { paymentId: string; amountCents: number; currency: string; checkoutSessionId: string | null; paymentIntentId: string; paidAt: string; reference: string };
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
/**
 * Staff saw a bank transfer on the account: the payment of what the server priced (`amountCents`) is
 * started and succeeds at once with what the transfer brought (`receivedCents`), under the bank's
 * `reference`. The payment's id is derived from what it pays and the reference, so a retry finds it.
 */
export type RecordTransfer = {
  type: 'RecordTransfer';
  data: { paymentId: string; customerId: string; purpose: PaymentPurpose; amountCents: number; description: string; reference: string; receivedCents: number };
  metadata: CommandMetadata;
};
/** Staff gave a bank transfer back by a transfer of their own (`reference`, the bank's): the refund is done when recorded. */
export type RecordTransferRefund = {
  type: 'RecordTransferRefund';
  data: { paymentId: string; refundKey: string; amountCents: number; reason: string; category?: RefundCategory; reference: string };
  metadata: CommandMetadata;
};

/** A refund request that brings no money back: Stripe refused it (an error of its API), or the refund failed or was cancelled. */
export type EndRefundRequest = {
  type: 'EndRefundRequest';
  data: { paymentId: string; refundKey: string; refundId: string | null; ending: (typeof refundRequestEndings)[number]; detail: string };
  metadata: CommandMetadata;
};

export type PaymentCommand = StartPayment | OpenCheckout | ConfirmPayment | FailPayment | RequestRefund | RecordRefund | EndRefundRequest | RecordTransfer | RecordTransferRefund;

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
  return [{ type: 'PaymentStarted', data: { ...data, method: 'card' } }];
};

const openCheckout = ({ data, metadata }: OpenCheckout, state: PaymentState): CheckoutSessionOpened[] => {
  const payment = known(state, metadata);
  if (payment.checkout?.checkoutSessionId === data.checkoutSessionId) return [];
  if (payment.status !== 'started') throw new IllegalStateError('Ce paiement n’attend plus de page de paiement.');
  return [{ type: 'CheckoutSessionOpened', data }];
};

const anomalyCheck = 'Rien n’est enregistré comme payé : vérifiez ce paiement dans Stripe.';

/** Why what Stripe reports is not this payment, or null when it is: its amount, its currency, on the page opened for it. */
const anomalyOf = (payment: Known, data: ConfirmPayment['data']): Pick<PaymentAnomalyRecorded['data'], 'kind' | 'detail'> | null => {
  if (payment.paid) {
    if (data.paymentIntentId === payment.paid.paymentIntentId) return null;
    return { kind: 'second_charge', detail: `Stripe a signalé un second encaissement (${data.paymentIntentId}) de ${formatEuros(data.amountCents)} pour ce paiement déjà réglé. ${anomalyCheck}` };
  }
  if (data.currency.toLowerCase() !== paymentCurrency)
    return { kind: 'currency_mismatch', detail: `Stripe a signalé un paiement en ${data.currency.toUpperCase()} au lieu d’euros. ${anomalyCheck}` };
  if (data.amountCents !== payment.amountCents)
    return { kind: 'amount_mismatch', detail: `Stripe a signalé un paiement de ${formatEuros(data.amountCents)} au lieu de ${formatEuros(payment.amountCents)}. ${anomalyCheck}` };
  // A subscription's invoice is paid without a page of ours; every other payment on the page opened for it.
  const expectedSession = payment.purpose.kind === 'subscription' ? null : (payment.checkout?.checkoutSessionId ?? '');
  if (data.checkoutSessionId !== expectedSession)
    return { kind: 'unknown_session', detail: `Stripe a signalé un paiement sur une page de paiement (${data.checkoutSessionId ?? 'aucune'}) que Passerelle n’a pas ouverte pour ce paiement. ${anomalyCheck}` };
  return null;
};

/**
 * Paid only by the payment started: its amount, in euros, on its own checkout page. Anything else is an
 * anomaly, recorded once per Stripe event, and the payment stays payable. Delivered twice, or after a
 * refund: once is enough.
 */
const confirm = ({ data, metadata }: ConfirmPayment, state: PaymentState): (PaymentSucceeded | PaymentAnomalyRecorded)[] => {
  const payment = known(state, metadata);
  const anomaly = anomalyOf(payment, data);
  if (anomaly) {
    if (payment.anomalies.some((recorded) => recorded.reference === data.reference)) return [];
    const { paymentId, amountCents, currency, checkoutSessionId, paymentIntentId, reference } = data;
    return [
      { type: 'PaymentAnomalyRecorded', data: { paymentId, reference, ...anomaly, amountCents, currency, checkoutSessionId, paymentIntentId, reportedAt: metadata.now.toISOString() } },
    ];
  }
  // A transfer is paid when recorded and has no page of ours: whatever Stripe says of it is an anomaly above.
  if (payment.paid) return [];
  const { paymentId, amountCents, paymentIntentId, paidAt } = data;
  return [{ type: 'PaymentSucceeded', data: { paymentId, amountCents, paymentIntentId, paidAt } }];
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

export const notACardMessage = 'Ce paiement a été reçu par virement : il se rembourse par un virement, dont vous indiquez la référence bancaire.';
export const notATransferMessage = 'Ce paiement a été fait par carte : il se rembourse sur la carte, par Stripe.';

/** What may be refunded now: the money came in, and the amount is within what remains. */
const checkRefundable = (payment: Known, amountCents: number): void => {
  if (!payment.paid) throw new IllegalStateError(nothingToRefundMessage);
  const refundable = refundableCentsOf(payment);
  if (amountCents < 1 || amountCents > refundable) {
    const message = refundTooLargeMessage(refundable);
    throw new ValidationError(message, { amountEuros: message });
  }
};

const requestRefund = ({ data, metadata }: RequestRefund, state: PaymentState): PaymentRefundRequested[] => {
  const payment = known(state, metadata);
  if (payment.refundRequests.some((request) => request.refundKey === data.refundKey)) return [];
  // Stripe holds no card to give a transfer back to: asking it would fail, or refund someone else's charge.
  if (payment.method !== 'card') throw new IllegalStateError(notACardMessage);
  checkRefundable(payment, data.amountCents);
  return [{ type: 'PaymentRefundRequested', data }];
};

/** Stripe is the truth on money back: a confirmed refund is recorded once, whatever was asked. */
const recordRefund = ({ data, metadata }: RecordRefund, state: PaymentState): PaymentRefunded[] => {
  const payment = known(state, metadata);
  if (payment.refunds.some((refund) => refund.refundId === data.refundId)) return [];
  return [{ type: 'PaymentRefunded', data }];
};

export const refundRequestNotFoundMessage = 'Demande de remboursement introuvable';

/** Ends a request once; a request Stripe already answered with a refund is settled by it. */
const endRefundRequest = ({ data, metadata }: EndRefundRequest, state: PaymentState): PaymentRefundRequestEnded[] => {
  const payment = known(state, metadata);
  const request = payment.refundRequests.find((candidate) => candidate.refundKey === data.refundKey);
  if (!request) throw new NotFoundError(refundRequestNotFoundMessage);
  if (request.ended || payment.refunds.some((refund) => refund.refundKey === data.refundKey)) return [];
  return [{ type: 'PaymentRefundRequestEnded', data }];
};

export const transferRecordedOtherwiseMessage = 'Ce virement est déjà enregistré pour un autre montant ou un autre paiement.';

/** Recorded again (a retried request), it changes nothing; the same id for another transfer is a conflict. */
const recordTransfer = ({ data, metadata }: RecordTransfer, state: PaymentState): PaymentEvent[] => {
  if (state.status !== 'unknown') {
    const same = state.method === 'bank_transfer' && state.customerId === data.customerId && state.paid?.reference === data.reference && state.paid.amountCents === data.receivedCents;
    if (same) return [];
    throw new ConflictError(transferRecordedOtherwiseMessage);
  }
  if (!Number.isInteger(data.amountCents) || data.amountCents < 1) throw new ValidationError('Le montant à payer doit être positif.');
  if (!Number.isInteger(data.receivedCents) || data.receivedCents < 1) throw new ValidationError('Le montant reçu doit être positif.');
  const { paymentId, customerId, purpose, amountCents, description, reference, receivedCents } = data;
  return [
    { type: 'PaymentStarted', data: { paymentId, customerId, purpose, amountCents, description, method: 'bank_transfer' } },
    { type: 'PaymentSucceeded', data: { paymentId, amountCents: receivedCents, paymentIntentId: null, bankReference: reference, paidAt: metadata.now.toISOString() } },
  ];
};

/**
 * The refund is the transfer staff made back: recorded at once (asked and done in one), its key making
 * a retry harmless; the bank's reference names it, the refund id is the product's own.
 */
const recordTransferRefund = ({ data, metadata }: RecordTransferRefund, state: PaymentState): PaymentEvent[] => {
  const payment = known(state, metadata);
  if (payment.refundRequests.some((request) => request.refundKey === data.refundKey)) return [];
  if (payment.method !== 'bank_transfer') throw new IllegalStateError(notATransferMessage);
  checkRefundable(payment, data.amountCents);
  const { paymentId, refundKey, amountCents, reason, category, reference } = data;
  return [
    { type: 'PaymentRefundRequested', data: { paymentId, refundKey, amountCents, cause: 'staff', reason, ...(category ? { category } : {}) } },
    { type: 'PaymentRefunded', data: { paymentId, refundId: transferRefundIdOf(refundKey), refundKey, amountCents, refundedAt: metadata.now.toISOString(), bankReference: reference } },
  ];
};

/** A refund by transfer has no Stripe id: its own, from its key (the credit note's cause, unique across payments). */
export const transferRefundIdOf = (refundKey: string) => `virement-${refundKey}`;

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
    case 'EndRefundRequest':
      return endRefundRequest(command, state);
    case 'RecordTransfer':
      return recordTransfer(command, state);
    case 'RecordTransferRefund':
      return recordTransferRefund(command, state);
    default:
      return assertNever(command);
  }
};

export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  initialState: initialPaymentState,
  decide: decidePayment,
  evolve: evolvePayment,
};

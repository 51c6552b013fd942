import type { StoredEvent } from '../../events/catalog';
import type { PaymentFailed, PaymentSucceeded } from '../../events/payment-events';
import type { ReturnRefused } from '../../events/return-events';
import { IllegalStateError, ValidationError } from '../../domain/shared/errors';
import { refundPayment } from '../payments/commands';
import { paymentFacts, type PaymentFacts } from '../payments/queries';
import type { CommandContext } from '../platform/command';
import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { runReturnCommand } from './return-command';
import { clock } from '../platform/clock';

const name = 'settle-return-payments';

/** What is left to give back of a payment: what Stripe took, less what it already returned. */
const refundableCents = (facts: PaymentFacts) => (facts.paid?.amountCents ?? 0) - facts.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);

/** A return payment Stripe confirmed makes its request count; one that can no longer (its checkout abandoned meanwhile) goes back whole. */
const onSucceeded = async (stored: StoredEvent<PaymentSucceeded>, context: CommandContext) => {
  const { data } = stored;
  const facts = await paymentFacts(data.paymentId);
  if (facts?.purpose.kind !== 'return') return;
  const { returnId } = facts.purpose;
  try {
    await runReturnCommand(returnId, (metadata) => ({ type: 'ConfirmReturnPayment', data: { returnId, paymentId: data.paymentId, amountCents: data.amountCents }, metadata }), context);
  } catch (error) {
    if (!(error instanceof IllegalStateError || error instanceof ValidationError)) throw error;
    const amountCents = refundableCents(facts);
    if (amountCents <= 0) return;
    await refundPayment({ paymentId: data.paymentId, refundKey: `return-refused-payment-${data.paymentId}`, amountCents, cause: 'not_payable', reason: error.message }, context);
  }
};

/** Only a page that closed unpaid ends the request; a declined card leaves the page open for another card. */
const onFailed = async (stored: StoredEvent<PaymentFailed>, context: CommandContext) => {
  const { data } = stored;
  if (data.reason === 'card_declined') return;
  const facts = await paymentFacts(data.paymentId);
  if (facts?.purpose.kind !== 'return') return;
  const { returnId } = facts.purpose;
  await runReturnCommand(returnId, (metadata) => ({ type: 'AbandonReturnCheckout', data: { returnId, paymentId: data.paymentId, reason: data.reason }, metadata }), context);
};

/** A refused request that was paid is refunded whole (its credit note follows Stripe's confirmation). */
const onRefused = async (stored: StoredEvent<ReturnRefused>, context: CommandContext) => {
  const { data } = stored;
  if (data.paymentId === null || data.refundCents === 0) return;
  const facts = await paymentFacts(data.paymentId);
  if (!facts) throw new Error(`paiement ${data.paymentId} du retour ${data.returnId} introuvable`);
  const amountCents = Math.min(data.refundCents, refundableCents(facts));
  if (amountCents <= 0) return;
  await refundPayment({ paymentId: data.paymentId, refundKey: `return-refused-${data.returnId}`, amountCents, cause: 'staff', reason: `Retour refusé : ${data.reason}` }, context);
};

/**
 * The money of returns: a payment confirmed makes its request count, a checkout abandoned ends it, a
 * refusal of a paid request gives the money back. Command ids derive from the causing event.
 */
export const returnPaymentsReaction: Reaction<'PaymentSucceeded' | 'PaymentFailed' | 'ReturnRefused'> = {
  name,
  description: 'Un retour payé compte dès que Stripe confirme son paiement ; une page de paiement abandonnée l’annule ; un retour payé refusé est remboursé',
  eventTypes: ['PaymentSucceeded', 'PaymentFailed', 'ReturnRefused'],
  react: async (stored) => {
    const context = reactionContextOf({ reaction: name, cause: stored, now: clock.now() });
    if (stored.type === 'PaymentSucceeded') await onSucceeded(stored as StoredEvent<PaymentSucceeded>, context);
    else if (stored.type === 'PaymentFailed') await onFailed(stored as StoredEvent<PaymentFailed>, context);
    else await onRefused(stored as StoredEvent<ReturnRefused>, context);
  },
};

import middy from '@middy/core';
import type Stripe from 'stripe';
import { NotFoundError, ValidationError } from '../../domain/shared/errors';
import type { PaymentCommand } from '../../domain/payment/payment-commands';
import { externalEventContextOf } from '../platform/reaction-context';
import { httpPlatform, json, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { stripeClient, stripeEventFrom } from '../platform/stripe';
import { runPaymentCommand } from './payment-command';

export const invalidSignatureMessage = 'Signature Stripe absente ou invalide.';

type Recorded = { paymentId: string; command: (metadata: { now: Date; actor: { kind: 'stripe'; id: string } }) => PaymentCommand; commandKey: string };

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** The payment a charge belongs to: our id travels in its PaymentIntent's metadata. */
const paymentIdOfCharge = async (charge: Stripe.Charge): Promise<string | null> => {
  if (charge.metadata?.paymentId) return charge.metadata.paymentId;
  const intentId = idOf(charge.payment_intent);
  if (!intentId) return null;
  return (await stripeClient().paymentIntents.retrieve(intentId)).metadata?.paymentId ?? null;
};

/**
 * What a Stripe event says of our payments, as commands. Each is idempotent in the decider and keyed
 * by what Stripe names (its event, its refund), so repeated and out-of-order deliveries change a
 * payment once. Events about other things (a subscription's, for its own handler) say nothing here.
 */
const commandsOf = async (event: Stripe.Event): Promise<Recorded[]> => {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
      const paymentIntentId = idOf(session.payment_intent);
      if (session.mode !== 'payment' || session.payment_status !== 'paid' || !paymentId || !paymentIntentId) return [];
      const amountCents = session.amount_total ?? 0;
      return [
        {
          paymentId,
          commandKey: event.id,
          command: (metadata) => ({ type: 'ConfirmPayment', data: { paymentId, amountCents, paymentIntentId, paidAt: isoOf(event.created) }, metadata }),
        },
      ];
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
      if (session.mode !== 'payment' || !paymentId) return [];
      return [
        {
          paymentId,
          commandKey: event.id,
          command: (metadata) => ({ type: 'FailPayment', data: { paymentId, reason: 'checkout_expired', detail: 'La page de paiement a expiré sans paiement.' }, metadata }),
        },
      ];
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = await paymentIdOfCharge(charge);
      if (!paymentId) return [];
      // The event tells that money went back; the refunds themselves are listed (Stripe no longer embeds them).
      const refunds = await stripeClient().refunds.list({ charge: charge.id, limit: 100 });
      return refunds.data
        .filter((refund) => refund.status === 'succeeded')
        .map((refund) => ({
          paymentId,
          commandKey: `refund:${refund.id}`,
          command: (metadata) => ({
            type: 'RecordRefund',
            data: { paymentId, refundId: refund.id, refundKey: refund.metadata?.refundKey ?? null, amountCents: refund.amount, refundedAt: isoOf(refund.created) },
            metadata,
          }),
        }));
    }
    default:
      return [];
  }
};

/**
 * Stripe's webhook: the signature is checked on the raw body before anything is read; each event
 * becomes commands on the payments it is about. An error answers 500, so Stripe delivers it again;
 * an event about a payment we do not know is acknowledged (retrying would not make it ours).
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'stripe-webhook' }))
  .handler(async (event, context) => {
    const rawBody = event.body === undefined ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    let stripeEvent: Stripe.Event;
    try {
      stripeEvent = stripeEventFrom(rawBody, event.headers?.['stripe-signature']);
    } catch (error) {
      throw new ValidationError(invalidSignatureMessage, {}, { cause: error });
    }
    const now = new Date();
    for (const recorded of await commandsOf(stripeEvent)) {
      const commandContext = externalEventContextOf({ source: 'stripe', eventId: recorded.commandKey, correlationId: context.correlationId, now });
      try {
        await runPaymentCommand(recorded.paymentId, (metadata) => recorded.command({ now: metadata.now, actor: { kind: 'stripe', id: 'stripe' } }), commandContext);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        context.logger.warn('paiement inconnu dans un événement Stripe', { stripeEventId: stripeEvent.id, type: stripeEvent.type, paymentId: recorded.paymentId });
      }
    }
    return json(200, { received: true });
  });

import { paymentCurrency, type PaymentState } from '../../domain/payment/payment';
import { checkoutReturnPaths } from '../../domain/payment/payment-input';
import type { CommandContext } from '../platform/command';
import { config } from '../platform/config';
import { offeredPaymentMethodTypes, stripeClient } from '../platform/stripe';
import { runPaymentCommand } from './payment-command';

const minute = 60_000;
/** Stripe's bounds for a checkout page's life: 30 minutes to 24 hours. */
const shortestCheckout = 30 * minute;
const longestCheckout = 24 * 60 * minute;

const checkoutReturnUrls = (paths: { success: string; cancel: string } = checkoutReturnPaths) => ({
  success_url: `${config().SITE_URL}${paths.success}`,
  cancel_url: `${config().SITE_URL}${paths.cancel}`,
});

/**
 * Opens Stripe's hosted checkout page for a started payment, in payment mode, for the payment's own
 * amount, and records it. A retry finds the page already recorded; between Stripe's answer and the
 * record, Stripe's idempotency key gives the same page again. Our ids travel in the metadata, so the
 * webhook finds the payment.
 */
export const openCheckout = async (options: {
  paymentId: string;
  payment: PaymentState;
  /** the payment stream's version as read */
  version: number;
  customerEmail: string | null;
  /** the page closes at the latest then (the quote's validity) */
  notAfter: Date;
  context: CommandContext;
  /** where Stripe sends the customer back (paths on the site, fixed by the server); the dashboard when absent */
  returnPaths?: { success: string; cancel: string };
}): Promise<{ checkoutUrl: string; expiresAt: string; version: number }> => {
  const { paymentId, payment, context } = options;
  if (payment.status === 'unknown') throw new Error(`paiement ${paymentId} introuvable`);
  if (payment.checkout) return { checkoutUrl: payment.checkout.checkoutUrl, expiresAt: payment.checkout.expiresAt, version: options.version };
  const now = context.now.getTime();
  const closesAt = Math.min(Math.max(options.notAfter.getTime(), now + shortestCheckout), now + longestCheckout);
  const session = await (await stripeClient()).checkout.sessions.create(
    {
      mode: 'payment',
      locale: 'fr',
      allowed_payment_method_types: offeredPaymentMethodTypes,
      line_items: [{ quantity: 1, price_data: { currency: paymentCurrency, unit_amount: payment.amountCents, product_data: { name: payment.description } } }],
      ...(options.customerEmail ? { customer_email: options.customerEmail } : {}),
      client_reference_id: paymentId,
      metadata: { paymentId, purpose: payment.purpose.kind },
      payment_intent_data: { metadata: { paymentId } },
      expires_at: Math.floor(closesAt / 1000),
      ...checkoutReturnUrls(options.returnPaths),
    },
    { idempotencyKey: `checkout-${paymentId}` },
  );
  if (!session.url) throw new Error(`Stripe n’a pas donné l’adresse de la page de paiement ${session.id}`);
  const checkoutUrl = session.url;
  const expiresAt = new Date(session.expires_at * 1000).toISOString();
  const opened = await runPaymentCommand(
    paymentId,
    (metadata) => ({
      type: 'OpenCheckout',
      data: { paymentId, checkoutSessionId: session.id, checkoutUrl, expiresAt },
      metadata,
    }),
    { ...context, commandId: `${context.commandId}:checkout` },
  );
  return { checkoutUrl, expiresAt, version: opened.version };
};

import {
  paymentServiceUnavailableMessage,
  quoteAlreadyPaidMessage,
  quoteExpiredMessage,
  quoteNotFoundMessage,
} from '../../domain/payment/payment-input';
import { DomainError, IllegalStateError, NotFoundError } from '../../domain/shared/errors';
import { customerCard } from '../customers/queries';
import type { CommandContext } from '../platform/command';
import { ServiceUnavailableError } from '../platform/http/problem';
import { idFromCommand } from '../platform/ids';
import { quoteToPay } from '../shipments/queries';
import { startCardPayment } from './commands';

export type QuoteCheckout = { paymentId: string; checkoutUrl: string; expiresAt: string; version: number; customer: { customerId: string; email: string; firstName: string } | null; quoteNumber: string; totalCents: number };

/**
 * Stripe's page for a quote, whoever asks for it (the customer's "Payer", the staff's payment link): a
 * payment of the quote's own amount is started, then its hosted checkout page opened. The quote is paid
 * by Stripe's webhook, never by the browser coming back. The payment's id derives from the request's
 * idempotency key, so a retried request lands on the same payment and the page the first one opened.
 */
export const startQuoteCheckout = async (shipmentId: string, asker: { customerId: string } | 'staff', commandContext: CommandContext): Promise<QuoteCheckout> => {
  const quote = await quoteToPay(shipmentId, asker);
  if (!quote) throw new NotFoundError(quoteNotFoundMessage);
  if (quote.status === 'paid' || quote.status === 'waived') throw new IllegalStateError(quoteAlreadyPaidMessage);
  if (quote.status === 'expired' || Date.parse(quote.validUntil) <= commandContext.now.getTime()) throw new IllegalStateError(quoteExpiredMessage);

  const { customerId } = quote;
  const paymentId = idFromCommand('payment', commandContext.commandId);
  const customer = await customerCard(customerId);
  const opened = await startCardPayment(
    {
      paymentId,
      customerId,
      customerEmail: customer?.email ?? null,
      purpose: { kind: 'quote', shipmentId: quote.shipmentId, quoteNumber: quote.quoteNumber },
      amountCents: quote.totalCents,
      description: `Devis ${quote.quoteNumber}`,
      // Stripe keeps the page open no longer than the quote is valid.
      notAfter: new Date(quote.validUntil),
    },
    commandContext,
  ).catch((error: unknown) => {
    // A refusal of ours stands as it is; anything else is Stripe (or the way to it) not answering.
    if (error instanceof DomainError) throw error;
    throw new ServiceUnavailableError(paymentServiceUnavailableMessage, { cause: error });
  });
  return {
    paymentId,
    checkoutUrl: opened.checkoutUrl,
    expiresAt: opened.expiresAt,
    version: opened.version,
    customer: customer ? { customerId, email: customer.email, firstName: customer.firstName } : null,
    quoteNumber: quote.quoteNumber,
    totalCents: quote.totalCents,
  };
};

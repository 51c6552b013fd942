import * as z from 'zod';

/**
 * Paying a quote by card: the browser names the shipment whose quote it pays, nothing more. The amount
 * is the quote's, read on the server; an amount (or any other field) sent along is dropped, not trusted.
 */
export const startQuotePaymentInputSchema = z.object({
  shipmentId: z.string({ error: 'Veuillez indiquer l’expédition dont le devis est à payer' }).trim().min(1, 'Veuillez indiquer l’expédition dont le devis est à payer').max(64),
});
export type StartQuotePaymentInput = z.infer<typeof startQuotePaymentInputSchema>;

/** What the server answers: the hosted checkout page to open, and the payment to wait on. */
export const checkoutAnswerSchema = z.object({ paymentId: z.string().min(1), checkoutUrl: z.url(), version: z.number().int().min(1) });
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const quoteNotFoundMessage = 'Devis introuvable';
export const quoteAlreadyPaidMessage = 'Ce devis est déjà payé.';
export const quoteExpiredMessage = 'Ce devis a expiré : notre équipe vous en enverra un nouveau.';
export const paymentServiceUnavailableMessage = 'Le service de paiement ne répond pas. Réessayez dans quelques minutes.';

/** Where Stripe's checkout sends the customer back (paths on the site, fixed by the server: a browser-given address would be an open redirect). */
export const checkoutReturnPaths = { success: '/dashboard?payment=success', cancel: '/dashboard?payment=cancel' } as const;

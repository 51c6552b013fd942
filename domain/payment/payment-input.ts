import * as z from 'zod';
import type { PaymentMethod } from '../../events/payment-events';
import { amountEurosSchema, centsOfEuros, maxPayableCents, maxPayableMessage } from '../shared/money';
import { refundCategories } from '../../events/payment-events';
import { refundTooLargeMessage } from './payment-commands';

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

/**
 * Staff send the customer a link to Stripe's page for a quote (the same page "Payer" opens): the answer
 * says to whom it went and until when the page stays open.
 */
export const paymentLinkAnswerSchema = checkoutAnswerSchema.extend({ recipient: z.email(), expiresAt: z.iso.datetime() });
export type PaymentLinkAnswer = z.infer<typeof paymentLinkAnswerSchema>;
export const paymentLinkFailedMessage = 'Erreur lors de la création du lien de paiement';

export const quoteNotFoundMessage = 'Devis introuvable';
export const quoteAlreadyPaidMessage = 'Ce devis est déjà payé.';
export const quoteExpiredMessage = 'Ce devis a expiré : notre équipe vous en enverra un nouveau.';
export const paymentServiceUnavailableMessage = 'Le service de paiement ne répond pas. Réessayez dans quelques minutes.';

/** Where Stripe's checkout sends the customer back (paths on the site, fixed by the server: a browser-given address would be an open redirect). */
export const checkoutReturnPaths = { success: '/dashboard?payment=success', cancel: '/dashboard?payment=cancel' } as const;

/** The longest reason staff may give for a refund (kept in the payment's history, read by the auditors). */
export const refundReasonMaxLength = 500;

export const bankReferenceRequiredMessage = 'Veuillez indiquer la référence du virement de remboursement';
const bankReferenceSchema = z
  .string({ error: bankReferenceRequiredMessage })
  .trim()
  .min(1, bankReferenceRequiredMessage)
  .max(100, 'La référence ne peut pas dépasser 100 caractères');

/**
 * A refund decided by staff: an amount in euros (two decimals at most, more than zero) and a reason.
 * The server checks the amount against what remains refundable at the moment it decides (the payment's
 * own events); the form passes `refundableCents` to say the same thing before it sends. A payment
 * received by bank transfer is given back by a transfer staff made: its bank reference comes along (the
 * form passes the payment's `method` to ask for it; the payment's decider refuses a card refund of a
 * transfer, and a recorded transfer back of a card payment).
 */
export const staffRefundInputSchema = (refundableCents?: number, method?: PaymentMethod) => {
  const amount = amountEurosSchema({ required: 'Veuillez indiquer le montant à rembourser', max: maxPayableCents / 100, tooHigh: maxPayableMessage }).refine(
    (euros) => euros > 0,
    'Le montant à rembourser doit être positif',
  );
  return z.strictObject({
    amountEuros:
      refundableCents === undefined ? amount : amount.refine((euros) => (centsOfEuros(euros) ?? 0) <= refundableCents, refundTooLargeMessage(refundableCents)),
    reason: z
      .string({ error: 'Veuillez indiquer le motif du remboursement' })
      .trim()
      .min(1, 'Veuillez indiquer le motif du remboursement')
      .max(refundReasonMaxLength, `Le motif ne peut pas dépasser ${refundReasonMaxLength} caractères`),
    /** asked only when the whole price of a quote whose box left goes back (`refundEffectOf`) */
    category: z.enum(refundCategories, { error: 'Catégorie de remboursement inconnue' }).optional(),
    bankReference: method === 'bank_transfer' ? bankReferenceSchema : bankReferenceSchema.optional(),
  });
};
export type StaffRefundInput = z.infer<ReturnType<typeof staffRefundInputSchema>>;
export type StaffRefundFormValues = z.input<ReturnType<typeof staffRefundInputSchema>>;

/** What the refund answers: the payment's stream version to wait for (a card refund is recorded when Stripe confirms it, a transfer back at once). */
export const staffRefundAnswerSchema = z.object({ paymentId: z.string().min(1), version: z.number().int().min(1) });
export type StaffRefundAnswer = z.infer<typeof staffRefundAnswerSchema>;

/**
 * What the refund dialog needs to say what a refund undoes (`refundEffectOf`), read from the payment's
 * own events and, for a quote, from its shipment: what the payment was for, what remains refundable,
 * and whether the quote's box left (null when not a quote).
 */
export const refundStandingSchema = z.object({
  paymentId: z.string().min(1),
  purpose: z.enum(['quote', 'subscription', 'return', 'purchase']),
  refundableCents: z.number().int().min(0),
  shipmentLeft: z.boolean().nullable(),
});
export type RefundStanding = z.infer<typeof refundStandingSchema>;

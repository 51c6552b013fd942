import { formatEuros, formatParisDate } from '../shared/french-format';
import type { PaymentMethod } from '../../events/shipment-terms';
import { assertNever } from '../shared/decider';
import type { QuoteStatus } from './shipment';

/**
 * The words the customer and the staff must read alike. A waiver (a reasoned dispensation from
 * payment) is neither a payment nor a replaced quote: both sides call it this.
 */
export const waivedLabel = 'Dispensé de paiement';

/** A quote's outcome; each side words the pending quote its own way (« À payer », « En attente de paiement »). */
export const quoteOutcomeLabels = {
  paid: 'Payé',
  expired: 'Expiré',
  waived: waivedLabel,
} as const satisfies Record<Exclude<QuoteStatus, 'pending'>, string>;

/** The status a shipment is shown with: one cleared by a waiver reads `waived`, not as paid. */
export const shownShipmentStatus = (shipment: { status: string; quote: { status: string } | null }): string =>
  shipment.status === 'cleared' && shipment.quote?.status === 'waived' ? 'waived' : shipment.status;

/**
 * The sentence both sides read of a quote refunded in full after its box left: how much, when, and
 * why in staff's category (its label given by the caller, from the app's messages), if one was chosen.
 */
export const shippedRefundSentence = (refund: { amountCents: number; refundedAt: string }, categoryLabel: string | null): string =>
  `Devis remboursé en totalité après le départ du colis, le ${formatParisDate(refund.refundedAt)} : ${formatEuros(refund.amountCents)}${categoryLabel ? ` (${categoryLabel.toLowerCase()})` : ''}.`;

/**
 * How a quote was paid, with the payment's reference: a card payment's id, or a transfer's bank reference.
 * A shipment row written before the method was kept says « Paiement ».
 */
export const paidSentence = (clearance: { method?: PaymentMethod; reference: string; amountCents: number }): string => {
  const amount = formatEuros(clearance.amountCents);
  switch (clearance.method) {
    case 'card':
      return `Payé par carte (paiement ${clearance.reference}) : ${amount}`;
    case 'bank_transfer':
      return `Virement ${clearance.reference} reçu : ${amount}`;
    case undefined:
      return `Paiement ${clearance.reference} reçu : ${amount}`;
    default:
      return assertNever(clearance.method);
  }
};

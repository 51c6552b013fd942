import type { PaymentPurpose, RefundCategory } from '../../events/payment-events';
import { assertNever } from '../shared/decider';

/**
 * What a staff refund from the payments list undoes (DECISIONS, « Refunds (what a refund undoes) »),
 * stated once: the refund handler refuses or asks by it, and the refund dialog says it before staff
 * confirm. A refund is full when it gives back all that remains refundable.
 */
export type RefundEffect =
  /** part of the money: a commercial gesture, nothing is taken back */
  | { kind: 'gesture' }
  /** the whole quote, its box not gone yet: the quote is to be paid again */
  | { kind: 'quote_payable_again' }
  /** the whole quote of a box that left: nothing is taken back, and staff say why (shown to both sides) */
  | { kind: 'shipped_quote' }
  /** the whole Premium period: it ends now, and Stripe's subscription is cancelled */
  | { kind: 'premium_period_ends' }
  /** the whole of a purchase or of a return: done through its own cancellation or refusal, not here */
  | { kind: 'refused'; message: string };

export type RefundSituation = {
  purpose: PaymentPurpose['kind'];
  /** what staff ask to give back */
  amountCents: number;
  /** what remains refundable on the payment */
  refundableCents: number;
  /** for a quote: whether its box left (shipped or delivered); null when unknown or not a quote */
  shipmentLeft: boolean | null;
};

export const purchaseFullRefundRefusedMessage =
  'Un achat pour moi ne se rembourse pas en totalité depuis les paiements : annulez la demande depuis « Achats pour moi », ce qui rembourse le client. Ici, seul un geste commercial partiel reste possible.';
export const returnFullRefundRefusedMessage =
  'Un retour ne se rembourse pas en totalité depuis les paiements : refusez le retour depuis « Retours », ce qui rembourse le client. Ici, seul un geste commercial partiel reste possible.';

export const refundEffectOf = ({ purpose, amountCents, refundableCents, shipmentLeft }: RefundSituation): RefundEffect => {
  if (amountCents < refundableCents) return { kind: 'gesture' };
  switch (purpose) {
    case 'quote':
      return shipmentLeft ? { kind: 'shipped_quote' } : { kind: 'quote_payable_again' };
    case 'subscription':
      return { kind: 'premium_period_ends' };
    case 'purchase':
      return { kind: 'refused', message: purchaseFullRefundRefusedMessage };
    case 'return':
      return { kind: 'refused', message: returnFullRefundRefusedMessage };
    default:
      return assertNever(purpose);
  }
};

/** The sentence the dialog shows before staff confirm. */
export const refundEffectSentence = (effect: RefundEffect): string => {
  switch (effect.kind) {
    case 'gesture':
      return 'Geste commercial : rien n’est annulé.';
    case 'quote_payable_again':
      return 'Le devis redevient à payer : l’expédition attend un nouveau paiement.';
    case 'shipped_quote':
      return 'L’expédition est déjà partie : rien n’est annulé, et le remboursement s’affiche avec sa catégorie sur l’expédition, pour l’équipe et pour le client.';
    case 'premium_period_ends':
      return 'La période Premium prend fin immédiatement et l’abonnement Stripe est résilié.';
    case 'refused':
      return effect.message;
    default:
      return assertNever(effect);
  }
};

/** Why the whole price of a shipped quote goes back, as staff choose it and both sides read it. */
export const refundCategoryLabels: Readonly<Record<RefundCategory, string>> = {
  lost: 'Colis perdu',
  damaged: 'Colis endommagé',
  gesture: 'Geste commercial',
};

export const refundCategoryRequiredMessage = 'Veuillez choisir la catégorie du remboursement : l’expédition est déjà partie.';

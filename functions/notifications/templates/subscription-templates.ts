import { plans } from '../../../domain/pricing/plans';
import { formatEuros, formatParisDate } from '../../../domain/shared/french-format';
import type { PaidPlan } from '../../../events/subscription-events';
import type { Template } from '../mail-frame';

/**
 * A renewal was refused: what was not paid, that Stripe tries again, and what the customer loses if no
 * retry pays (the plan lapses to Découverte at the end of the paid period).
 */
export const renewalFailed: Template<{ plan: PaidPlan; amountCents: number; failedAt: string; paidUntil: string | null }> = {
  label: 'Renouvellement d’abonnement refusé',
  category: null,
  render: (to, renewal) => ({
    subject: `Le renouvellement de votre abonnement ${plans[renewal.plan].label} a échoué — Passerelle`,
    preheader: 'Vérifiez votre carte : nous représenterons le paiement automatiquement.',
    title: 'Votre paiement n’est pas passé',
    blocks: [
      {
        text: `Bonjour ${to.firstName}, le paiement de ${formatEuros(renewal.amountCents)} pour renouveler votre abonnement ${plans[renewal.plan].label} a été refusé le ${formatParisDate(renewal.failedAt)}.`,
      },
      { text: 'Nous le représenterons automatiquement dans les prochains jours : vérifiez que votre carte est valide et suffisamment approvisionnée.' },
      {
        text: renewal.paidUntil
          ? `Sans paiement, votre compte repassera à la formule Découverte après le ${formatParisDate(renewal.paidUntil)} : plus de remise de 20 % sur les expéditions ni de stockage gratuit prolongé pour les colis reçus ensuite.`
          : 'Sans paiement, votre compte repassera à la formule Découverte : plus de remise de 20 % sur les expéditions ni de stockage gratuit prolongé pour les colis reçus ensuite.',
      },
      { button: { href: '/abonnement', label: 'Gérer mon abonnement' } },
    ],
  }),
};

/**
 * The paid period in force was refunded in full: the subscription ended at the refund (DECISIONS,
 * "Refunds"), nothing renews, and the account is on Découverte from then.
 */
export const subscriptionRefunded: Template<{ plan: PaidPlan; amountCents: number; refundedAt: string }> = {
  label: 'Abonnement terminé par un remboursement',
  category: null,
  render: (to, refund) => ({
    subject: `Votre abonnement ${plans[refund.plan].label} est terminé — Passerelle`,
    preheader: 'Votre période d’abonnement vous a été remboursée en totalité.',
    title: 'Votre abonnement est terminé',
    blocks: [
      {
        text: `Bonjour ${to.firstName}, le paiement de ${formatEuros(refund.amountCents)} de votre abonnement ${plans[refund.plan].label} vous a été remboursé en totalité le ${formatParisDate(refund.refundedAt)}.`,
      },
      {
        text: `Votre abonnement a pris fin à cette date et ne sera pas renouvelé : votre compte est passé à la formule Découverte. Les devis émis depuis n’ont plus la remise de 20 % sur les expéditions, et les colis reçus depuis ont ${plans.free.freeStorageDays} jours de stockage gratuit.`,
      },
      {
        text: `Les colis reçus pendant la période remboursée et encore à l’entrepôt passent aussi à ces conditions : ${plans.free.freeStorageDays} jours gratuits après leur réception, sans frais pour les jours écoulés avant le remboursement. La nouvelle date de fin du stockage gratuit figure sur la page de chaque colis.`,
      },
      { text: 'Vous pouvez vous abonner de nouveau à tout moment.' },
      { button: { href: '/abonnement', label: 'Voir les formules' } },
    ],
  }),
};

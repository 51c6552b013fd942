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

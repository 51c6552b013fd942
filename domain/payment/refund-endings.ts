import type { refundRequestEndings } from '../../events/payment-events';

const amountFreed = 'rien n’a été rendu au client, le montant est de nouveau remboursable.';

/** Stripe's reasons for a failed refund, as staff read them. */
const failureReasons: Readonly<Record<string, string>> = {
  charge_for_pending_refund_disputed: 'le paiement est contesté',
  declined: 'la banque du client l’a refusé',
  expired_or_canceled_card: 'la carte est expirée ou annulée',
  insufficient_funds: 'le solde du compte Stripe est insuffisant',
  lost_or_stolen_card: 'la carte est déclarée perdue ou volée',
  merchant_request: 'il a été annulé à la demande de Passerelle',
};

/** What staff read of a refund request that brought no money back: refused when asked, failed or cancelled later. */
export const refundEndingDetail = (ending: (typeof refundRequestEndings)[number], failureReason?: string | null): string => {
  switch (ending) {
    case 'refused':
      return `Stripe a refusé ce remboursement : ${amountFreed}`;
    case 'failed': {
      const why = failureReason ? failureReasons[failureReason] : undefined;
      return `Le remboursement a échoué chez Stripe${why ? ` (${why})` : ''} : ${amountFreed}`;
    }
    case 'canceled':
      return `Le remboursement a été annulé chez Stripe : ${amountFreed}`;
  }
};

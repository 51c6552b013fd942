import { refundCategoryLabels } from '../../../domain/payment/refund-effects';

export const paymentsResource = 'paiements';

/** The payments' French labels; the categories of a refund come from the domain, so both apps say the same. */
export const paymentMessages = {
  passerelle: {
    refund: {
      category: { ...refundCategoryLabels },
      category_label: 'Catégorie du remboursement',
      category_helper: 'Obligatoire : l’expédition est partie, le client et l’équipe la voient sur l’expédition',
      effect_title: 'Ce que ce remboursement annule',
      effect_checking: 'Vérification de l’expédition du devis…',
      partial_only: 'Seul un remboursement partiel est possible ici.',
      effect_unavailable: 'L’état de l’expédition n’a pas pu être lu : le serveur vérifiera ce que le remboursement annule.',
    },
  },
  resources: {
    [paymentsResource]: {
      name: 'Paiement |||| Paiements',
      empty: 'Aucun paiement',
      fields: {
        at: 'Date',
        customer: 'Client',
        label: 'Objet',
        amountCents: 'Montant',
        status: 'Statut',
        paymentIntentId: 'Référence Stripe',
        method: 'Mode de paiement',
        reference: 'Référence',
        from: 'Du',
        to: 'Au',
      },
    },
  },
};

export const paymentsResource = 'paiements';

/** The payments' French labels. */
export const paymentMessages = {
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

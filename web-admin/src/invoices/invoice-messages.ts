export const invoicesResource = 'factures';

/** The invoices' French labels. */
export const invoiceMessages = {
  resources: {
    [invoicesResource]: {
      name: 'Facture |||| Factures',
      empty: 'Aucune facture',
      fields: {
        issuedAt: 'Émise le',
        number: 'Numéro',
        kind: 'Type',
        customer: 'Client',
        label: 'Objet',
        totalCents: 'Montant TTC',
        customerId: 'Client',
        issuedFrom: 'Émise à partir du',
        issuedTo: 'Émise jusqu’au',
      },
    },
  },
};

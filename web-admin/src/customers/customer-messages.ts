import { destinationLabels } from '../../../domain/pricing/rate-card';

/** The customer card's French labels. */
export const customerMessages = {
  passerelle: {
    customer: {
      territory: { ...destinationLabels },
      role: {
        customer: 'Client',
        admin: 'Administrateur',
      },
      empty: 'Aucun client trouvé',
      parcels: 'Colis du client',
      view: 'Voir la fiche client',
      write_email: 'Écrire au client',
      no_parcels: "Ce client n'a aucun colis.",
      notifications: {
        title: 'E-mails envoyés',
        loading: 'Chargement des e-mails envoyés…',
        error: 'Impossible de charger les e-mails envoyés. Rechargez la page.',
        empty: "Aucun e-mail n'a été envoyé à ce client.",
        at: 'Date',
        template: 'Modèle',
        subject: 'Objet',
        cause: 'Événement',
        unsubscribed: 'Non envoyé : désinscrit',
        previous: 'Précédents',
        next: 'Suivants',
        total: '%{smart_count} e-mail |||| %{smart_count} e-mails',
      },
    },
  },
  resources: {
    customers: {
      name: 'Client |||| Clients',
      fields: {
        id: 'Identifiant',
        lastName: 'Nom',
        firstName: 'Prénom',
        email: 'Email',
        phone: 'Téléphone',
        territory: 'Territoire',
        boxNumber: 'Numéro de boîte',
        role: 'Rôle',
        registeredAt: 'Inscrit le',
      },
    },
  },
};

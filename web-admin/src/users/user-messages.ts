/** The users page's French labels. */
export const userMessages = {
  passerelle: {
    users: {
      title: 'Gestion des utilisateurs',
      counters: 'Compteurs des utilisateurs',
      total: 'Utilisateurs',
      confirmed_emails: 'E-mails confirmés',
      premium_subscribers: 'Abonnés Premium',
      search: 'Nom, prénom, e-mail, téléphone ou référence client',
      filters: {
        all: 'Tous',
        email_status: { label: 'Statut de l’e-mail', confirmed: 'Confirmés', unconfirmed: 'Non confirmés' },
        subscription: { label: 'Abonnement', free: 'Gratuit', premium: 'Premium' },
      },
      subscription: { free: 'Gratuit', premium: 'Premium' },
      subscription_active: 'Actif',
      subscription_inactive: 'Inactif',
      email_confirmed: 'E-mail confirmé',
      no_phone: 'Pas de téléphone',
      loading: 'Chargement des utilisateurs...',
      empty: 'Aucun utilisateur trouvé',
      no_result: 'Aucun résultat',
      no_result_hint: 'Aucun utilisateur ne correspond à la recherche ou aux filtres.',
      load_error_title: 'Erreur de chargement',
      load_error: 'Erreur lors du chargement des utilisateurs',
      retry: 'Réessayer',
      refine_search: 'Plus de %{count} utilisateurs correspondent : seuls les %{count} plus récents sont affichés. Précisez votre recherche.',
    },
  },
  resources: {
    utilisateurs: {
      name: 'Utilisateur |||| Utilisateurs',
      fields: {
        user: 'Utilisateur',
        contact: 'Contact',
        subscription: 'Abonnement',
        parcelCount: 'Colis',
        registeredAt: 'Inscription',
      },
    },
  },
};

import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { parcelCategoryLabels, parcelStatusLabels } from '../../../domain/parcel/parcel-labels';
import { destinationLabels } from '../../../domain/pricing/rate-card';

const accessDeniedText =
  "Vous n'avez pas les permissions nécessaires pour accéder à cette page. Seuls les administrateurs peuvent accéder à cette section.";

/** Every label of the back office; status and category labels come from the domain so both apps say the same. */
export const fr: TranslationMessages = {
  ...frenchMessages,
  passerelle: {
    app_title: 'Passerelle — Back-office',
    auth: {
      checking: 'Vérification des permissions...',
      access_denied_title: 'Accès refusé',
      access_denied_text: accessDeniedText,
      not_admin: `Accès refusé. ${accessDeniedText}`,
      back: 'Retour',
      sign_in_as_admin: 'Se connecter avec un compte administrateur',
    },
    pagination: {
      range: '%{from}–%{to}',
      range_of_total: '%{from}–%{to} sur %{total}',
      previous: 'Page précédente',
      next: 'Page suivante',
    },
    errors: {
      network: 'Erreur de connexion - Vérifiez votre connexion internet',
      unexpected_response: 'Réponse inattendue du serveur',
    },
    parcel: {
      status: { ...parcelStatusLabels },
      category: { ...parcelCategoryLabels },
      title: 'Colis %{trackingNumber}',
      no_description: 'Aucune description',
      empty: 'Aucun colis trouvé',
      not_found: 'Colis introuvable',
      back_to_list: 'Retour à la liste des colis',
      declared_weight: '%{weight} (déclaré)',
      no_instructions: 'Aucune instruction',
      not_received_yet: "Ce colis n'a pas encore été réceptionné.",
      no_history: 'Aucun événement',
      cards: {
        details: 'Détails du colis',
        reception: 'Réception',
        history: 'Historique',
        customer: 'Client',
      },
      receive: {
        button: 'Réceptionner',
        dialog_title: 'Réceptionner le colis %{trackingNumber}',
        dialog_help: "Saisissez les mesures relevées à l'entrepôt.",
        submit: 'Enregistrer la réception',
        success: 'Réception enregistrée',
        declared: 'Déclaré : %{value}',
      },
    },
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
    },
  },
  resources: {
    parcels: {
      name: 'Colis |||| Colis',
      fields: {
        id: 'Identifiant',
        trackingNumber: 'Numéro de suivi',
        carrier: 'Transporteur',
        status: 'Statut',
        customerId: 'Client',
        description: 'Description',
        category: 'Catégorie',
        senderName: "Nom de l'expéditeur",
        senderPhone: "Téléphone de l'expéditeur",
        senderEmail: "Email de l'expéditeur",
        weight: 'Poids',
        declaredWeightGrams: 'Poids déclaré',
        declaredDimensions: 'Dimensions déclarées',
        declaredValueCents: 'Valeur déclarée',
        instructions: 'Instructions',
        weightGrams: 'Poids mesuré',
        measuredDimensions: 'Dimensions mesurées',
        receivedAt: 'Reçu le',
        declaredAt: 'Déclaré le',
        updatedAt: 'Mis à jour le',
        history: 'Historique',
        at: 'Date',
        weightKg: 'Poids (kg)',
        lengthCm: 'Longueur (cm)',
        widthCm: 'Largeur (cm)',
        heightCm: 'Hauteur (cm)',
      },
    },
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

import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { adminFeatures } from '../features';

const accessDeniedText =
  "Vous n'avez pas les permissions nécessaires pour accéder à cette page. Seuls les administrateurs peuvent accéder à cette section.";

/** The labels every page uses; each feature states its own in its folder (`<feature>-messages.ts`). */
const sharedMessages = {
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
    more_results: 'D’autres résultats existent : affichez la suite.',
  },
  layout: {
    breadcrumb: 'Fil d’Ariane',
    administration: 'Administration',
    admin_badge: 'Admin',
    customer_space: 'Espace client',
    customer_space_label: 'Espace client du site Passerelle',
    user_menu: 'Profil de %{name}',
  },
  errors: {
    network: 'Erreur de connexion - Vérifiez votre connexion internet',
    unexpected_response: 'Réponse inattendue du serveur',
  },
};

/** Every label of the back office: react-admin's French, the shared labels, then each feature's. */
export const fr: TranslationMessages = {
  ...frenchMessages,
  ra: {
    ...frenchMessages.ra,
    // react-admin's not-found page puts its own full stop after this message: the sentence ends without one.
    message: { ...frenchMessages.ra.message, not_found: "L'URL saisie est incorrecte, ou vous avez suivi un mauvais lien" },
  },
  passerelle: Object.assign({}, sharedMessages, ...adminFeatures.map((feature) => feature.messages?.passerelle ?? {})),
  resources: Object.assign({}, ...adminFeatures.map((feature) => feature.messages?.resources ?? {})),
};

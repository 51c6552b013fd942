import polyglotI18nProvider from 'ra-i18n-polyglot';
import { fr } from './fr';

/** French only. Keys missing from the catalogue (e.g. a French message from the API) display as given. */
export const i18nProvider = polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'Français' }], {
  allowMissing: true,
});

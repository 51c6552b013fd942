import { useBasename } from 'react-admin';

/** /admin/ajouter-colis (spec 3, section 2.5), inside the back office's router. */
export const receptionPath = '/ajouter-colis';

/** The reception page's address as a link gives it: under the back office's basename, as every route of its router. */
export const useReceptionHref = () => `${useBasename()}${receptionPath}`;

/** /admin/ajouter-colis (spec 3, section 2.5), inside the back office's router. */
export const receptionPath = '/ajouter-colis';


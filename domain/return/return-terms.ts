import { warehouseAddress } from '../customer/warehouse';
import { returnWindowDays } from '../pricing/service-fees';

/**
 * What the returns page, its public page and the mails say of the service (spec 2, sections 2.6 and 9):
 * the parcels leave from our warehouse in the Oise (Hauts-de-France), its returns desk being the drop-off
 * address; the merchant's return window and our processing time.
 */
export const returnWarehouseAddress = { ...warehouseAddress, company: 'Passerelle — Service retours', region: 'Hauts-de-France' } as const;
export const returnWarehouseLines = [returnWarehouseAddress.company, returnWarehouseAddress.street, `${returnWarehouseAddress.postalCode} ${returnWarehouseAddress.city}`, returnWarehouseAddress.country] as const;
export { returnWindowDays };
export const returnProcessingWorkingDays = { from: 2, to: 3 } as const;
/** Photos a customer may attach to a return request (spec 2, section 5). */
export const maxReturnPhotos = 5;
export const returnDeadlineLines = [
  `Délai de retour : ${returnWindowDays} jours à compter de la réception chez le client (selon les conditions du marchand)`,
  `Traitement : ${returnProcessingWorkingDays.from} à ${returnProcessingWorkingDays.to} jours ouvrés après réception à l’entrepôt retours`,
] as const;

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
/**
 * The one return window that the returns page, the public returns page, the CGV, the FAQ and the blog state:
 * counted from the parcel's reception at our warehouse, the day we record (a parcel waiting here is delivered
 * to the customer's address, which is ours, in the merchant's eyes).
 */
export const returnWindowRule = `${returnWindowDays} jours à compter de la réception du colis à l’entrepôt`;
export const returnProcessingWorkingDays = { from: 2, to: 3 } as const;
/** Photos a customer may attach to a return request (spec 2, section 5). */
export const maxReturnPhotos = 5;
export const returnDeadlineLines = [
  `Délai de retour : ${returnWindowRule} (vérifiez aussi les conditions du marchand)`,
  `Traitement : ${returnProcessingWorkingDays.from} à ${returnProcessingWorkingDays.to} jours ouvrés après réception à l’entrepôt retours`,
] as const;

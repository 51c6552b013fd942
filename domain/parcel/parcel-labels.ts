import type { Carrier, ParcelCategory, ParcelStatus } from '../../events/parcel-terms';
import { carriers, parcelStatuses } from '../../events/parcel-terms';

/**
 * The status a parcel held by a return to mainland France is shown with, whatever the warehouse records
 * (received or stored): out of storage, no fees (DECISIONS, "Returns"). Every view tells it alike.
 */
export const inReturnStatus = 'in_return';
export type ShownParcelStatus = ParcelStatus | typeof inReturnStatus;
/** Every status a parcel is shown, listed and counted with: the recorded ones and « En retour ». */
export const shownParcelStatuses = [...parcelStatuses, inReturnStatus] as const;

/** A parcel's status as customers and staff see it: « En retour » from the return's request until the goods are back with the merchant. */
export const shownParcelStatusOf = (parcel: { status: ParcelStatus; returnId: string | null }): ShownParcelStatus =>
  parcel.returnId !== null && parcel.status !== 'returned' ? inReturnStatus : parcel.status;

export const parcelStatusLabels: Record<ShownParcelStatus, string> = {
  declared: 'Déclaré',
  received: 'Reçu',
  stored: 'Stocké',
  ready_to_ship: 'Prêt à expédier',
  shipped: 'Expédié',
  delivered: 'Livré',
  pending: 'En attente',
  returned: 'Retourné',
  in_return: 'En retour',
};

/** Unknown values display raw (spec 2, section 4). */
export const parcelStatusLabel = (status: string): string =>
  (parcelStatusLabels as Record<string, string>)[status] ?? status;

export const parcelCategoryLabels: Record<ParcelCategory, string> = {
  electronique: 'Électronique',
  vetements: 'Vêtements',
  livre_media: 'Livre/Média',
  cosmetiques: 'Cosmétiques',
  sport_loisirs: 'Sport/Loisirs',
  maison_jardin: 'Maison/Jardin',
  alimentaire: 'Alimentaire',
  autre: 'Autre',
};

export const carrierOptions: readonly Carrier[] = carriers;

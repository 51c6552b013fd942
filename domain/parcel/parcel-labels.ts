import type { Carrier, ParcelCategory, ParcelStatus } from '../../events/parcel-terms';
import { carriers } from '../../events/parcel-terms';

export const parcelStatusLabels: Record<ParcelStatus, string> = {
  declared: 'Déclaré',
  received: 'Reçu',
  stored: 'Stocké',
  ready_to_ship: 'Prêt à expédier',
  shipped: 'Expédié',
  delivered: 'Livré',
  pending: 'En attente',
  returned: 'Retourné',
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

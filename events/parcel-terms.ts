/**
 * The parcel's fixed terms, apart from the event definitions (`parcel-events.ts`) so that the customer
 * site loads them alone: each event's schema is built when its module is evaluated, which the pages
 * that only show a status or a carrier have no use for.
 */
export const carriers = ['Amazon', 'DHL', 'UPS', 'FedEx', 'Chronopost', 'Colissimo', 'TNT', 'GLS'] as const;
export type Carrier = (typeof carriers)[number];

export const parcelCategories = [
  'electronique',
  'vetements',
  'livre_media',
  'cosmetiques',
  'sport_loisirs',
  'maison_jardin',
  'alimentaire',
  'autre',
] as const;
export type ParcelCategory = (typeof parcelCategories)[number];

export const parcelStatuses = [
  'declared',
  'received',
  'stored',
  'ready_to_ship',
  'shipped',
  'delivered',
  'pending',
  'returned',
] as const;
export type ParcelStatus = (typeof parcelStatuses)[number];

/** The images a photo may be: the server re-reads every upload. */
export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof photoContentTypes)[number];

/** The e-mails staff may send a parcel's owner from the parcel page. */
export const parcelNotificationTemplates = ['package_received', 'storage_reminder', 'quote_ready', 'package_shipped'] as const;
export type ParcelNotificationTemplate = (typeof parcelNotificationTemplates)[number];

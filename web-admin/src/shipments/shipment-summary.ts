import { destinationLabels, shippingServiceLabels } from '../../../domain/pricing/rate-card';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';

/** Words of a shipment shared by the queue's table, its phone list and the shipment page. */
const labelOf = (labels: Readonly<Record<string, string>>, key: string): string => labels[key] ?? key;

export const destinationLabel = (shipment: Pick<AdminShipmentView, 'address'>): string => labelOf(destinationLabels, shipment.address.destination);
export const serviceLabel = (service: string): string => labelOf(shippingServiceLabels, service);
export const customerLabel = (shipment: Pick<AdminShipmentView, 'customer'>): string => shipment.customer?.name ?? 'Nom non disponible';
export const parcelsLabel = (shipment: Pick<AdminShipmentView, 'parcels'>): string =>
  `${shipment.parcels.length} colis : ${shipment.parcels.map((parcel) => parcel.trackingNumber).join(', ')}`;

import type { outgoingCarriers } from '../../events/shipment-events';

type OutgoingCarrier = (typeof outgoingCarriers)[number];

/** The carriers' own tracking pages (/suivi links to them once a parcel has left). */
const trackingPages: Record<OutgoingCarrier, (trackingNumber: string) => string> = {
  Colissimo: (number) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${encodeURIComponent(number)}`,
  Chronopost: (number) => `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${encodeURIComponent(number)}`,
  DHL: (number) => `https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=${encodeURIComponent(number)}`,
  UPS: (number) => `https://www.ups.com/track?loc=fr_FR&tracknum=${encodeURIComponent(number)}`,
  FedEx: (number) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(number)}`,
};

/** The carrier's page for this number, or null for a carrier without one here. */
export const carrierTrackingUrl = (carrier: string, trackingNumber: string): string | null => {
  const page = (trackingPages as Partial<Record<string, (trackingNumber: string) => string>>)[carrier];
  return page ? page(trackingNumber) : null;
};

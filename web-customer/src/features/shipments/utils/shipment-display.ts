import type { CustomerShipmentView, QuoteView } from '@domain/shipment/shipment-views';
import { rateCard, shippingServiceLabels, shippingServices, type ShippingService } from '@domain/pricing/rate-card';
import { quoteOutcomeLabels, shownShipmentStatus, waivedLabel } from '@domain/shipment/shipment-labels';

/** The statuses of a shipment as the customer reads them; a value added later displays raw. */
const shipmentStatusLabels: Readonly<Record<string, string>> = {
  requested: 'Demande envoyée',
  cancelled: 'Annulée',
  quoted: 'Devis à payer',
  cleared: 'Payée',
  waived: waivedLabel,
  labelled: 'Étiquette créée',
  shipped: 'Expédiée',
  delivered: 'Livrée',
};

const quoteStatusLabels: Readonly<Record<string, string>> = {
  pending: 'À payer',
  ...quoteOutcomeLabels,
};

export const shipmentStatusLabel = (status: string): string => shipmentStatusLabels[status] ?? status;

/** A quoted shipment whose quote expired waits for a new quote, not for a payment. */
export const shipmentBadgeLabel = (shipment: CustomerShipmentView): string =>
  shipment.status === 'quoted' && shipment.quote?.status === 'expired' ? 'Devis expiré' : shipmentStatusLabel(shownShipmentStatus(shipment));
export const quoteStatusLabel = (status: string): string => quoteStatusLabels[status] ?? status;

/** A shipment's quote, with the shipment it prices (its PDF link comes with the shipment). */
export type ShipmentQuote = { shipment: CustomerShipmentView; quote: QuoteView };

/** The quotes waiting for their payment, newest shipment first (the list's order). */
export const pendingQuotesOf = (shipments: readonly CustomerShipmentView[]): ShipmentQuote[] =>
  shipments.flatMap((shipment) => (shipment.quote?.status === 'pending' ? [{ shipment, quote: shipment.quote }] : []));

/** The dashboard shows this many quotes to pay at most (spec 2, section 9). */
export const dashboardQuotesLimit = 3;

export const isShippingService = (value: string): value is ShippingService => shippingServices.some((service) => service === value);

export const serviceLabel = (service: string): string => (isShippingService(service) ? shippingServiceLabels[service] : service);

/** "7 à 12 jours ouvrés", from the rate card. */
export const serviceDelay = (service: ShippingService): string => {
  const { min, max } = rateCard.services[service].delayDays;
  return `${min} à ${max} jours ouvrés`;
};

/** What happens after "Demander l'expédition" (the confirmation screen and the quotes page say the same). */
export const nextStepsAfterRequest = [
  'Notre équipe pèse et mesure votre colis final, puis vous envoie le devis par e-mail.',
  'Vous payez le devis en ligne par carte bancaire, ou par virement bancaire (voir ci-dessous).',
  'Votre colis part sous 48 heures ouvrées après la réception de votre paiement.',
] as const;

export const expiredQuoteMessage = 'Ce devis a expiré : notre équipe vous en enverra un nouveau.';

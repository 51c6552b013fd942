import { warehouseAddress } from '../../domain/customer/warehouse';
import { destinationLabels, rateCard, shippingServiceLabels, type ShippingService } from '../../domain/pricing/rate-card';
import type { DocumentAddress, LabelDocument, QuoteDocument } from '../../domain/shipment/shipment-documents';
import type { ShipmentState } from '../../domain/shipment/shipment';
import type { QuoteIssued, ShippingAddress } from '../../events/shipment-events';
import type { CustomerCard } from '../customers/queries';
import type { ParcelCard } from '../parcels/queries';

/** What the quote and the label print, from the shipment's state and the read models (the renderers are pure). */
type KnownShipment = Exclude<ShipmentState, { status: 'unknown' }>;

export const serviceLabelOf = (service: ShippingService): string => {
  const { delayDays } = rateCard.services[service];
  return `${shippingServiceLabels[service]} (${delayDays.min} à ${delayDays.max} jours ouvrés)`;
};

const addressOf = (address: ShippingAddress): DocumentAddress => ({
  name: address.recipientName,
  lines: [address.line1, address.line2, `${address.postalCode} ${address.city}`, destinationLabels[address.destination]].filter((line) => line.trim() !== ''),
  ...(address.phone ? { phone: address.phone } : {}),
});

const customerAddressOf = (customer: CustomerCard | undefined, fallback: ShippingAddress): QuoteDocument['customer'] => {
  if (!customer) return { ...addressOf(fallback), email: '', boxNumber: '' };
  const lines = [customer.address, `${customer.postalCode} ${customer.city}`.trim()].filter((line) => line.trim() !== '');
  return {
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    lines,
    ...(customer.phone ? { phone: customer.phone } : {}),
    email: customer.email,
    boxNumber: customer.boxNumber,
  };
};

export const quoteDocumentOf = (
  shipment: KnownShipment,
  quote: QuoteIssued['data'],
  issuedAt: Date,
  customer: CustomerCard | undefined,
  parcels: ReadonlyMap<string, ParcelCard>,
): QuoteDocument => {
  const processing = shipment.processing;
  return {
    quoteNumber: quote.quoteNumber,
    issuedAt: issuedAt.toISOString(),
    validUntil: quote.validUntil,
    customer: customerAddressOf(customer, shipment.address),
    shipTo: addressOf(shipment.address),
    destinationLabel: destinationLabels[processing?.destination ?? shipment.address.destination],
    serviceLabel: serviceLabelOf(processing?.service ?? shipment.service),
    weightGrams: processing?.weightGrams ?? 0,
    lengthCm: processing?.lengthCm ?? 0,
    widthCm: processing?.widthCm ?? 0,
    heightCm: processing?.heightCm ?? 0,
    billableWeightKg: quote.billableWeightKg,
    parcels: shipment.parcelIds.map((parcelId) => ({ trackingNumber: parcels.get(parcelId)?.trackingNumber ?? parcelId, description: parcels.get(parcelId)?.description ?? '' })),
    lines: quote.lines,
    totalCents: quote.totalCents,
    totalExclVatCents: quote.totalExclVatCents,
    vatCents: quote.vatCents,
    rateCardVersion: quote.rateCardVersion,
  };
};

export const warehouseSender: DocumentAddress = {
  name: `${warehouseAddress.company} — entrepôt`,
  lines: [warehouseAddress.street, `${warehouseAddress.postalCode} ${warehouseAddress.city}`, warehouseAddress.country],
  phone: '+33 1 23 45 67 89',
};

export const labelDocumentOf = (
  shipment: KnownShipment,
  label: { carrier: string; trackingNumber: string },
  createdAt: Date,
  customer: CustomerCard | undefined,
): LabelDocument => ({
  carrier: label.carrier,
  trackingNumber: label.trackingNumber,
  serviceLabel: serviceLabelOf(shipment.processing?.service ?? shipment.service),
  weightGrams: shipment.processing?.weightGrams ?? 0,
  sender: warehouseSender,
  recipient: addressOf(shipment.address),
  boxNumber: customer?.boxNumber ?? '',
  shipmentId: shipment.shipmentId,
  parcelCount: shipment.parcelIds.length,
  createdAt: createdAt.toISOString(),
});

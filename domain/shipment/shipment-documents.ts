import type { QuoteLine } from '../../events/shipment-events';

/**
 * What the quote and label PDFs print, built by the handlers from the shipment's events
 * and the read models, and rendered by `functions/shipments/documents/`. Plain data: amounts in
 * cents, weights in grams, instants as ISO strings; labels already in French.
 */
export type DocumentAddress = {
  name: string;
  /** street lines, postal code and city, country: as printed, one line each */
  lines: readonly string[];
  phone?: string;
};

export type QuoteDocument = {
  quoteNumber: string;
  /** ISO instant of issue; the quote is valid until `validUntil` */
  issuedAt: string;
  validUntil: string;
  customer: DocumentAddress & { email: string; boxNumber: string };
  /** where the box goes */
  shipTo: DocumentAddress;
  /** "Martinique", "Standard (7 à 12 jours ouvrés)" */
  destinationLabel: string;
  serviceLabel: string;
  /** the final box as measured */
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  billableWeightKg: number;
  parcels: readonly { trackingNumber: string; description: string }[];
  lines: readonly QuoteLine[];
  totalCents: number;
  totalExclVatCents: number;
  vatCents: number;
  rateCardVersion: string;
};

export type LabelDocument = {
  carrier: string;
  /** the outgoing tracking number, printed and encoded as a Code 128 barcode */
  trackingNumber: string;
  serviceLabel: string;
  weightGrams: number;
  sender: DocumentAddress;
  recipient: DocumentAddress;
  /** the customer's box number at the warehouse (`PA-34Z5SR`) */
  boxNumber: string;
  shipmentId: string;
  parcelCount: number;
  /** ISO instant the label was made */
  createdAt: string;
};

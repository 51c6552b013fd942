import { warehouseAddress } from '../../../domain/customer/warehouse';
import type { LabelDocument, QuoteDocument } from '../../../domain/shipment/shipment-documents';

/**
 * A quote and a label as the handlers would build them for a consolidation of three parcels to
 * Martinique: for the renderers' tests, the benchmark and the sample PDFs one looks at.
 */

const customer = {
  name: 'Marie-Josée Lagrange',
  email: 'marie-josee.lagrange@example.com',
  boxNumber: 'PA-34Z5SR',
  lines: ['12 rue Victor Schœlcher', 'Résidence Les Flamboyants, bât. B', '97200 Fort-de-France', 'Martinique'],
  phone: '+596 696 12 34 56',
};

export const sampleQuoteDocument: QuoteDocument = {
  quoteNumber: 'DEV-1795608000000-7K2Q',
  issuedAt: '2026-11-25T09:20:00.000Z',
  validUntil: '2026-12-25T09:20:00.000Z',
  customer,
  shipTo: { name: customer.name, lines: customer.lines, phone: customer.phone },
  destinationLabel: 'Martinique',
  serviceLabel: 'Standard (7 à 12 jours ouvrés)',
  weightGrams: 4_350,
  lengthCm: 50,
  widthCm: 40,
  heightCm: 30,
  billableWeightKg: 12,
  parcels: [
    { trackingNumber: '6A12345678901', description: 'Chaussures de randonnée, pointure 39' },
    { trackingNumber: '1Z999AA10123456784', description: 'Livres scolaires (3), cahiers et fournitures pour la rentrée de janvier' },
    { trackingNumber: 'LA123456789FR', description: 'Petit électroménager : mixeur plongeant et bouilloire électrique en inox avec accessoires' },
  ],
  lines: [
    { kind: 'shipping', label: 'Expédition Standard vers la Martinique (12 kg facturables)', amountCents: 3_600 },
    { kind: 'storage', label: 'Stockage : 4 jours au-delà de la période gratuite', amountCents: 400 },
    { kind: 'extra', label: 'Regroupement de 3 colis et emballage renforcé', amountCents: 500 },
  ],
  totalCents: 4_500,
  totalExclVatCents: 3_750,
  vatCents: 750,
  rateCardVersion: '2026-11-01',
};

export const sampleLabelDocument: LabelDocument = {
  carrier: 'Colissimo',
  trackingNumber: 'CB123456789FR',
  serviceLabel: 'Standard (7 à 12 jours ouvrés)',
  weightGrams: 4_350,
  sender: {
    name: `${warehouseAddress.company} — entrepôt`,
    lines: [warehouseAddress.street, `${warehouseAddress.postalCode} ${warehouseAddress.city}`, warehouseAddress.country],
    phone: '+33 1 23 45 67 89',
  },
  recipient: { name: customer.name, lines: customer.lines, phone: customer.phone },
  boxNumber: customer.boxNumber,
  shipmentId: '01KAXW3Q5J8ZC4N2V7R6T9M0PB',
  parcelCount: 3,
  createdAt: '2026-11-27T14:05:00.000Z',
};

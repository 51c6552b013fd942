import type { fetchUtils } from 'react-admin';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { createDataProvider } from '../providers/data-provider';

/** A shipment request as GET /admin/api/shipments/{id} answers it: two stored parcels for Martinique, express, not yet processed. */
export const requestedShipment: AdminShipmentView = {
  id: 's1',
  shipmentId: 's1',
  customerId: 'c1',
  customer: { name: 'Léa Martin', email: 'lea@example.com', boxNumber: 'PA-ABC123', plan: 'free' },
  status: 'requested',
  service: 'express',
  address: { recipientName: 'Léa Martin', line1: '3 rue des Flamboyants', line2: '', postalCode: '97200', city: 'Fort-de-France', destination: 'martinique', phone: '' },
  parcels: [
    { parcelId: 'p1', trackingNumber: 'TRK-ONE', description: 'Chaussures', status: 'stored', weightGrams: 1000 },
    { parcelId: 'p2', trackingNumber: 'TRK-TWO', description: 'Livres', status: 'stored', weightGrams: 1500 },
  ],
  quote: null,
  outgoing: null,
  paid: false,
  refund: null,
  cancelReason: null,
  requestedAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  history: [{ status: 'requested', at: '2026-11-20T09:00:00.000Z' }],
  processing: null,
  clearance: null,
  labelUrl: null,
  storageFeesCents: 0,
  version: 1,
};

export const issuedQuote = {
  quoteNumber: 'DEV-1795000000000-AB12',
  issuedAt: '2026-11-21T09:00:00.000Z',
  validUntil: '2026-12-21T09:00:00.000Z',
  status: 'pending',
  lines: [
    { kind: 'shipping' as const, label: 'Expédition Express vers Martinique (4,8 kg facturés)', amountCents: 2920 },
    { kind: 'extra' as const, label: 'Emballage renforcé', amountCents: 450 },
  ],
  totalCents: 3370,
  totalExclVatCents: 2808,
  vatCents: 562,
  rateCardVersion: '2026-11-01',
  billableWeightKg: 4.8,
  pdfUrl: 'http://files.test/devis.pdf',
};

const quoted: AdminShipmentView = {
  ...requestedShipment,
  status: 'quoted',
  quote: issuedQuote,
  processing: { weightGrams: 2500, lengthCm: 40, widthCm: 30, heightCm: 20, destination: 'martinique', service: 'express', extraFees: [{ label: 'Emballage renforcé', amountCents: 450 }], notes: '', processedAt: '2026-11-21T09:00:00.000Z' },
  version: 3,
};
const cleared: AdminShipmentView = { ...quoted, status: 'cleared', paid: true, quote: { ...issuedQuote, status: 'paid' }, clearance: { kind: 'paid', method: 'bank_transfer', reference: 'VIR-1', amountCents: 3370 }, version: 4 };
/** Cleared by a reasoned waiver, as the read model shows it: the quote waived, nothing paid. */
const waived: AdminShipmentView = {
  ...quoted,
  status: 'cleared',
  paid: false,
  quote: { ...issuedQuote, status: 'waived' },
  clearance: { kind: 'waived', reason: 'Geste commercial' },
  history: [...quoted.history, { status: 'cleared', at: '2026-11-22T10:00:00.000Z' }],
  version: 4,
};
const labelled: AdminShipmentView = {
  ...cleared,
  status: 'labelled',
  outgoing: { carrier: 'Colissimo', trackingNumber: 'CB123FR', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=CB123FR' },
  labelUrl: 'http://files.test/etiquette.pdf',
  version: 5,
};
const shipped: AdminShipmentView = { ...labelled, status: 'shipped', version: 6 };
const delivered: AdminShipmentView = { ...shipped, status: 'delivered', version: 7 };

/** The same shipment at each status a staff member meets it in. */
export const shipmentAt = {
  requested: requestedShipment,
  quoted,
  expired: { ...quoted, quote: { ...issuedQuote, status: 'expired' } },
  cleared,
  waived,
  labelled,
  shipped,
  delivered,
} satisfies Record<string, AdminShipmentView>;

export type RecordedRequest = { url: string; method: string; headers: Headers; body: unknown };
type Answer = { status: number; json: unknown };
type Http = (url: string, options?: fetchUtils.Options) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

/**
 * The back office's real data provider over a stand-in of the API: `answer` says what each request
 * gets (a thrown HttpError is a refusal), and every request is recorded for the test to read.
 */
export const fakeShipmentApi = (answer: (request: RecordedRequest) => Answer | Promise<Answer>) => {
  const requests: RecordedRequest[] = [];
  const http: Http = async (url, options = {}) => {
    const request = { url, method: (options.method ?? 'GET').toUpperCase(), headers: new Headers(options.headers), body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined };
    requests.push(request);
    const { status, json } = await answer(request);
    return { status, headers: new Headers(), body: JSON.stringify(json), json };
  };
  return { dataProvider: createDataProvider('/admin/api', http), requests };
};

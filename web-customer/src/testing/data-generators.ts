import type { Parcel } from '@/features/parcels/api/get-parcels';
import type { QuoteView } from '@domain/shipment/shipment-views';
import type { Shipment } from '@/features/shipments/api/get-shipments';
import type { Me } from '@/lib/auth/get-me';
import type { SubscriptionPayment, SubscriptionView } from '@domain/subscription/subscription-views';

let sequence = 0;

export const aParcel = (overrides: Partial<Parcel> = {}): Parcel => {
  sequence += 1;
  const declaredAt = overrides.declaredAt ?? `2026-03-${String(sequence % 28 + 1).padStart(2, '0')}T09:30:00.000Z`;
  return {
    parcelId: `parcel-${sequence}`,
    trackingNumber: `TRK${String(sequence).padStart(6, '0')}`,
    carrier: 'Colissimo',
    category: 'vetements',
    status: 'declared',
    description: 'Vêtements pour enfants',
    senderName: 'Boutique Exemple',
    declaredWeightGrams: 1_500,
    declaredLengthCm: 30,
    declaredWidthCm: 20,
    declaredHeightCm: 10,
    declaredValueCents: 4_990,
    instructions: '',
    weightGrams: null,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    declaredAt,
    receivedAt: null,
    updatedAt: declaredAt,
    history: [{ status: 'declared', at: declaredAt }],
    storage: null,
    photoCount: 0,
    shipmentId: null,
    returnId: null,
    outgoing: null,
    ...overrides,
  };
};

/** A signed-in customer, as GET /api/me answers. */
export const aCustomer = (overrides: Partial<Me> = {}): Me => ({
  customerId: 'c-1',
  email: 'client@passerelle.example',
  firstName: 'Marie',
  lastName: 'Lebon',
  company: '',
  phone: '0690 12 34 56',
  address: '12 rue des Flamboyants',
  postalCode: '97400',
  city: 'Saint-Denis',
  territory: 'reunion',
  isAdmin: false,
  emailConfirmed: true,
  pendingEmail: null,
  frenchAddress: {
    boxNumber: 'AB12-3456',
    recipient: 'Marie Lebon — AB12-3456',
    street: "12 rue de l'Entrepôt",
    postalCode: '60290',
    city: 'Rantigny',
    country: 'France',
  },
  plan: 'free',
  version: 3,
  ...overrides,
});

/** One page of the customer's parcel list as the API sends it (the last page unless a next cursor is given). */
export const aParcelPage = (items: unknown[], nextCursor: string | null = null, total = items.length) => ({ items, nextCursor, total });

/** A quote as the shipments API shows it (no PDF link in the list). */
export const aQuote = (overrides: Partial<QuoteView> = {}): QuoteView => ({
  quoteNumber: 'DEV-1772445600000-AB12',
  issuedAt: '2026-03-02T10:00:00.000Z',
  validUntil: '2026-04-01T10:00:00.000Z',
  status: 'pending',
  lines: [
    { kind: 'shipping', label: 'Expédition Standard vers la Martinique (3,4 kg)', amountCents: 1_450 },
    { kind: 'extra', label: 'Emballage renforcé', amountCents: 500 },
  ],
  totalCents: 1_950,
  totalExclVatCents: 1_625,
  vatCents: 325,
  rateCardVersion: '2026-11-01',
  billableWeightKg: 3.4,
  pdfUrl: null,
  ...overrides,
});

/** One of the customer's shipments, as GET /api/shipments lists it. */
export const aShipment = (overrides: Partial<Shipment> = {}): Shipment => {
  sequence += 1;
  return {
    shipmentId: `shipment-${sequence}`,
    status: 'requested',
    service: 'standard',
    address: { recipientName: 'Marie Lebon', line1: '12 rue des Flamboyants', line2: '', postalCode: '97400', city: 'Saint-Denis', destination: 'reunion', phone: '0690 12 34 56' },
    parcels: [{ parcelId: `parcel-${sequence}`, trackingNumber: `TRK${String(sequence).padStart(6, '0')}`, description: 'Vêtements pour enfants', status: 'stored', weightGrams: 1_000 }],
    quote: null,
    outgoing: null,
    paid: false,
    refund: null,
    cancelReason: null,
    requestedAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    history: [{ status: 'requested', at: '2026-03-01T09:00:00.000Z' }],
    ...overrides,
  };
};

/** No subscription: the free plan, as `GET /api/subscription` answers for a new customer. */
export const aSubscription = (overrides: Partial<SubscriptionView> = {}): SubscriptionView => ({
  plan: 'free',
  status: 'none',
  subscribedPlan: null,
  periodEnd: null,
  renewsAt: null,
  canUpgrade: false,
  payments: [],
  version: 0,
  ...overrides,
});

export const aSubscriptionPayment = (overrides: Partial<SubscriptionPayment> = {}): SubscriptionPayment => {
  sequence += 1;
  return {
    paymentId: `pay-${sequence}`,
    at: '2026-03-02T09:30:00.000Z',
    amountCents: 250,
    description: 'Premium mensuel, mars 2026',
    status: 'succeeded',
    ...overrides,
  };
};

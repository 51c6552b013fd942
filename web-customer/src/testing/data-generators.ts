import type { Parcel } from '@/features/parcels/api/get-parcels';
import type { Me } from '@/lib/auth/get-me';

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
  version: 3,
  ...overrides,
});

/** One page of the customer's parcel list as the API sends it (the last page unless a next cursor is given). */
export const aParcelPage = (items: unknown[], nextCursor: string | null = null, total = items.length) => ({ items, nextCursor, total });

import type { ParcelDeclared } from '../../events/parcel-events';

/** For the parcel deciders' tests: parcel p1 of customer-1, declared with a Colissimo number (1.25 kg, 129.99 €). */
export const declaredParcelEvent: ParcelDeclared = {
  type: 'ParcelDeclared',
  data: {
    parcelId: 'p1',
    customerId: 'customer-1',
    sender: { name: 'Fnac', phone: '0102030405', email: 'fnac@example.com' },
    carrier: 'Colissimo',
    trackingNumber: '6A123',
    description: 'Casque',
    category: 'electronique',
    weightGrams: 1250,
    lengthCm: 20,
    widthCm: 15,
    heightCm: 10,
    declaredValueCents: 12999,
    instructions: '',
  },
};

import { describe, expect, it } from 'vitest';
import { parcelRowSchema, type ParcelRow } from './parcels-projection';
import { toAdminParcel, toCustomerParcel } from './parcel-views';

/** Received on 1 March 2027 on the free plan (paid from the 5th), stored, 1,00 € accrued by the job on the 5th. */
const storedRow = (changes: Partial<ParcelRow> = {}): ParcelRow =>
  parcelRowSchema.parse({
    parcelId: 'p1',
    customerId: 'c1',
    listPartition: 'parcel',
    declaredKey: '2027-02-27T09:00:00.000Z#p1',
    trackingNumber: '6A123',
    carrier: 'Colissimo',
    category: 'electronique',
    description: 'Casque',
    senderName: 'Fnac',
    senderPhone: '',
    senderEmail: '',
    status: 'stored',
    declaredWeightGrams: 1200,
    declaredLengthCm: 20,
    declaredWidthCm: 15,
    declaredHeightCm: 10,
    declaredValueCents: 12_999,
    instructions: '',
    weightGrams: 1300,
    lengthCm: 21,
    widthCm: 16,
    heightCm: 11,
    declaredAt: '2027-02-27T09:00:00.000Z',
    receivedAt: '2027-03-01T09:00:00.000Z',
    updatedAt: '2027-03-05T11:00:00.000Z',
    history: [],
    storageReceivedDay: '2027-03-01',
    storageFreeDays: 3,
    storageFeesCents: 100,
    storageAccruedThrough: '2027-03-05',
    ...changes,
  });

describe('a parcel’s views', () => {
  it('show a stored parcel « Stocké » with its fees accruing', () => {
    expect(toCustomerParcel(storedRow(), '2027-03-06')).toMatchObject({ status: 'stored', storage: { accruing: true, feesAccruedCents: 100 } });
  });

  it('show a parcel a return holds « En retour » to the customer and to staff, its fees stopped at what was accrued, the recorded status kept for corrections', () => {
    const held = storedRow({ returnId: 'r1' });
    expect(toCustomerParcel(held, '2027-03-06')).toMatchObject({ status: 'in_return', returnId: 'r1', storage: { accruing: false, freeDaysLeft: 0, feesAccruedCents: 100 } });
    expect(toAdminParcel(held, '2027-03-06')).toMatchObject({ status: 'in_return', recordedStatus: 'stored', storage: { accruing: false } });
    // received but not yet shelved when the return started: « En retour » too
    expect(toCustomerParcel(storedRow({ status: 'received', returnId: 'r1' }), '2027-03-02')).toMatchObject({ status: 'in_return', storage: { accruing: false, freeDaysLeft: 0 } });
  });

  it('show a parcel back with the merchant « Retourné »', () => {
    expect(toCustomerParcel(storedRow({ status: 'returned', returnId: 'r1' }), '2027-03-06').status).toBe('returned');
  });
});

import type { ReturnRequestOpened } from '../../events/return-events';
import type { ParcelForReturn } from './return-commands';

/** For the return decider's tests: parcel p1 of customer-1, stored, asked back (2 kg, normal urgency: 12,50 €). */
export const storedParcel: ParcelForReturn = { parcelId: 'p1', customerId: 'customer-1', trackingNumber: '6A123', status: 'stored', shipmentId: null, returnId: null };

export const openedEvent = (paymentId: string | null, costCents = 1250): ReturnRequestOpened => ({
  type: 'ReturnRequestOpened',
  data: {
    returnId: 'r1',
    reference: 'RET-1795687200000',
    customerId: 'customer-1',
    parcelId: 'p1',
    parcelTrackingNumber: '6A123',
    type: 'remboursement',
    reason: 'defectueux',
    urgency: 'normal',
    description: 'Écran fendu',
    weightGrams: 2000,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    costCents,
    paymentId,
    photos: [],
  },
});

import { describe, it } from 'vitest';
import type { ParcelDeclared, ParcelReceived, ParcelRegisteredAtReception, ParcelStorageStarted } from '../../events/parcel-events';
import { deciderSpec } from '../shared/decider-spec';
import { IllegalStateError, NotFoundError } from '../shared/errors';
import { parcelDecider } from './parcel-commands';
import { receptionNotForThisClientMessage, type RecordReception } from './reception-commands';

const spec = deciderSpec(parcelDecider);
const metadata = { now: new Date('2026-11-20T10:00:00Z'), actor: { kind: 'admin' as const, id: 'staff-1' } };

const record: RecordReception = {
  type: 'RecordReception',
  data: {
    parcelId: 'p1',
    plan: { plan: 'free', version: 0 },
    reception: {
      customerId: 'customer-1',
      carrier: 'DHL',
      trackingNumber: '6A123',
      weightKg: 2.5,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
      destination: 'reunion',
      declaredValueEuros: 19.99,
      description: 'Pièces de vélo',
      instructions: 'Fragile',
    },
  },
  metadata,
};

const declared: ParcelDeclared = {
  type: 'ParcelDeclared',
  data: {
    parcelId: 'p1',
    customerId: 'customer-1',
    sender: { name: 'Fnac', phone: '0102030405', email: 'fnac@example.com' },
    carrier: 'DHL',
    trackingNumber: '6a 123',
    description: 'Vélo',
    category: 'sport_loisirs',
    weightGrams: 2000,
    lengthCm: 40,
    widthCm: 30,
    heightCm: 20,
    declaredValueCents: 1999,
    instructions: '',
  },
};

const registered: ParcelRegisteredAtReception = {
  type: 'ParcelRegisteredAtReception',
  data: {
    parcelId: 'p1',
    customerId: 'customer-1',
    carrier: 'DHL',
    trackingNumber: '6A123',
    description: 'Pièces de vélo',
    destination: 'reunion',
    declaredValueCents: 1999,
    instructions: 'Fragile',
  },
};
const received: ParcelReceived = { type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 2500, lengthCm: 40, widthCm: 30, heightCm: 20 } };
const storageStarted: ParcelStorageStarted = { type: 'ParcelStorageStarted', data: { parcelId: 'p1', receivedDay: '2026-11-20', plan: 'free', freeDays: 3, subscriptionVersion: 0 } };

describe('recording a reception', () => {
  it('receives the parcel the client declared: no new parcel, the declaration stays its history', () => {
    spec.given([declared]).when(record).then([received, storageStarted]);
  });

  it('creates the parcel nobody declared, with everything the warehouse typed, then receives it', () => {
    spec.given([]).when(record).then([registered, received, storageStarted]);
  });

  it("fixes the free storage days of the client's plan", () => {
    spec
      .given([])
      .when({ ...record, data: { ...record.data, plan: { plan: 'premium_monthly', version: 1 } } })
      .then([registered, received, { ...storageStarted, data: { ...storageStarted.data, plan: 'premium_monthly', freeDays: 60, subscriptionVersion: 1 } }]);
  });

  it('changes nothing when the same reception arrives again', () => {
    spec.given([registered, received, storageStarted]).when(record).then([]);
  });

  it('refuses a second reception with other measurements', () => {
    const heavier = { ...record, data: { ...record.data, reception: { ...record.data.reception, weightKg: 3 } } };
    spec.given([declared, received, storageStarted]).when(heavier).thenThrows(IllegalStateError, 'Ce colis a déjà été réceptionné.');
  });

  it("never receives another client's parcel", () => {
    const other = { ...record, data: { ...record.data, reception: { ...record.data.reception, customerId: 'customer-2' } } };
    spec.given([declared]).when(other).thenThrows(NotFoundError, receptionNotForThisClientMessage);
  });
});

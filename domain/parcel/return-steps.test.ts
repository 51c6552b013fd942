import { describe, it } from 'vitest';
import type { ParcelEvent } from '../../events/parcel-events';
import { deciderSpec } from '../shared/decider-spec';
import { NotFoundError } from '../shared/errors';
import { parcelDecider } from './parcel-commands';
import { declaredParcelEvent } from './parcel-test-events';
import type { ApplyReturnStep, ReturnStep } from './return-steps';
import type { AccrueStorage } from './storage-commands';

const spec = deciderSpec(parcelDecider);
const actor = { kind: 'system' as const, id: 'parcel-follows-return' };

// Received on Sunday 10 January 2027 on the free plan: free 11-13 January, paid from the 14th.
const inStorage: ParcelEvent[] = [
  declaredParcelEvent,
  { type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 } },
  { type: 'ParcelStorageStarted', data: { parcelId: 'p1', receivedDay: '2027-01-10', plan: 'free', freeDays: 3, subscriptionVersion: 0 } },
];
const step = (returnStep: ReturnStep, returnId = 'r1', at = '2027-01-15T10:00:00+01:00'): ApplyReturnStep => ({
  type: 'ApplyReturnStep',
  data: { parcelId: 'p1', returnId, ...returnStep },
  metadata: { now: new Date(at), actor },
});
const accrue = (day: string): AccrueStorage => ({ type: 'AccrueStorage', data: { parcelId: 'p1', day }, metadata: { now: new Date(`${day}T00:15:00+01:00`), actor } });

const started: ParcelEvent = { type: 'ParcelReturnStarted', data: { parcelId: 'p1', returnId: 'r1' } };
const released: ParcelEvent = { type: 'ParcelReturnReleased', data: { parcelId: 'p1', returnId: 'r1', resumedAfter: '2027-01-20' } };

describe('a parcel following its return to mainland France', () => {
  it('leaves storage when the return starts, once, and not for a second return nor once shipped', () => {
    spec.given(inStorage).when(step({ step: 'started' })).then([started]);
    spec.given([...inStorage, started]).when(step({ step: 'started' })).then([]);
    spec.given([...inStorage, started]).when(step({ step: 'started' }, 'r2')).then([]);
    spec.given([...inStorage, { type: 'ParcelShipped', data: { parcelId: 'p1', shipmentId: 's1', carrier: 'DHL', trackingNumber: 'X' } }]).when(step({ step: 'started' })).then([]);
  });

  it('accrues no storage fee and sends no reminder while in a return', () => {
    spec.given(inStorage).when(accrue('2027-01-16')).then([
      { type: 'StorageFeeAccrued', data: { parcelId: 'p1', from: '2027-01-14', to: '2027-01-16', days: 3, amountCents: 300 } },
      { type: 'StorageReminderSent', data: { parcelId: 'p1', kind: 'fees_accruing', day: '2027-01-14', freeDaysLeft: 0, feesAccruedCents: 300 } },
    ]);
    spec.given([...inStorage, started]).when(accrue('2027-01-16')).then([]);
  });

  it('goes back to storage when the return is refused, billed again from the day after, never for the days in the return', () => {
    spec.given([...inStorage, started]).when(step({ step: 'released' }, 'r1', '2027-01-20T15:00:00+01:00')).then([released]);
    spec.given([...inStorage, started, released]).when(step({ step: 'released' }, 'r1', '2027-01-20T15:00:00+01:00')).then([]);
    spec.given([...inStorage, started, released]).when(accrue('2027-01-22')).then([
      { type: 'StorageFeeAccrued', data: { parcelId: 'p1', from: '2027-01-21', to: '2027-01-22', days: 2, amountCents: 200 } },
      { type: 'StorageReminderSent', data: { parcelId: 'p1', kind: 'fees_accruing', day: '2027-01-21', freeDaysLeft: 0, feesAccruedCents: 200 } },
    ]);
  });

  it('ends returned when its return is closed, once, and only for its own return', () => {
    spec.given([...inStorage, started]).when(step({ step: 'returned' })).then([{ type: 'ParcelReturned', data: { parcelId: 'p1', returnId: 'r1' } }]);
    spec.given([...inStorage, started, { type: 'ParcelReturned', data: { parcelId: 'p1', returnId: 'r1' } }]).when(step({ step: 'returned' })).then([]);
    spec.given([...inStorage, started]).when(step({ step: 'returned' }, 'r2')).then([]);
  });

  it('answers a missing parcel as unknown', () => {
    spec.given([]).when(step({ step: 'started' })).thenThrows(NotFoundError, 'Colis introuvable');
  });
});

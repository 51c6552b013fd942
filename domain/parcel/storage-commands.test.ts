import { describe, it } from 'vitest';
import type { ParcelEvent, ParcelStatusCorrected, StorageFeeAccrued, StorageReminderSent } from '../../events/parcel-events';
import { deciderSpec } from '../shared/decider-spec';
import { declaredParcelEvent } from './parcel-test-events';
import { NotFoundError } from '../shared/errors';
import { parcelDecider } from './parcel-commands';
import type { AccrueStorage, StartStorage } from './storage-commands';

const spec = deciderSpec(parcelDecider);
const actor = { kind: 'system' as const, id: 'accrue-storage-fees' };

const declared = declaredParcelEvent;
// Received on Sunday 10 January 2027 on the free plan: free 11-13 January, paid from the 14th.
const inStorage: ParcelEvent[] = [
  declared,
  { type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 } },
  { type: 'ParcelStorageStarted', data: { parcelId: 'p1', receivedDay: '2027-01-10', plan: 'free', freeDays: 3 } },
];

const accrue = (day: string): AccrueStorage => ({ type: 'AccrueStorage', data: { parcelId: 'p1', day }, metadata: { now: new Date(`${day}T00:15:00+01:00`), actor } });
const fee = (day: string): StorageFeeAccrued => ({ type: 'StorageFeeAccrued', data: { parcelId: 'p1', day, amountCents: 100 } });
const reminder = (kind: StorageReminderSent['data']['kind'], day: string, freeDaysLeft: number, feesAccruedCents: number): StorageReminderSent => ({
  type: 'StorageReminderSent',
  data: { parcelId: 'p1', kind, day, freeDaysLeft, feesAccruedCents },
});

describe('storage accrual', () => {
  it('accrues nothing on the reception day and on free days without a reminder due', () => {
    spec.given(inStorage).when(accrue('2027-01-10')).then([]);
  });

  it('sends the end-of-free-period reminder when 2 free days are left, once', () => {
    const warned = reminder('free_period_ending', '2027-01-11', 2, 0);
    spec.given(inStorage).when(accrue('2027-01-11')).then([warned]);
    spec.given([...inStorage, warned]).when(accrue('2027-01-11')).then([]);
    spec.given([...inStorage, warned]).when(accrue('2027-01-13')).then([]);
  });

  it('accrues the first paid day and reminds of the fees', () => {
    spec
      .given([...inStorage, reminder('free_period_ending', '2027-01-11', 2, 0)])
      .when(accrue('2027-01-14'))
      .then([fee('2027-01-14'), reminder('fees_accruing', '2027-01-14', 0, 100)]);
  });

  it('is a no-op for a day already accrued', () => {
    const history = [...inStorage, fee('2027-01-14'), reminder('fees_accruing', '2027-01-14', 0, 100)];
    spec.given(history).when(accrue('2027-01-14')).then([]);
    spec.given(history).when(accrue('2027-01-13')).then([]);
  });

  it('catches up missed days, with the latest weekly reminder only', () => {
    const history = [...inStorage, fee('2027-01-14'), reminder('fees_accruing', '2027-01-14', 0, 100)];
    spec
      .given(history)
      .when(accrue('2027-01-22'))
      .then([...['15', '16', '17', '18', '19', '20', '21', '22'].map((day) => fee(`2027-01-${day}`)), reminder('fees_accruing', '2027-01-21', 0, 900)]);
  });

  it('accrues nothing for a parcel that left storage (shipped)', () => {
    const shipped: ParcelStatusCorrected = { type: 'ParcelStatusCorrected', data: { parcelId: 'p1', from: 'received', to: 'shipped', reason: 'Parti avec DHL' } };
    spec.given([...inStorage, fee('2027-01-14'), shipped]).when(accrue('2027-01-20')).then([]);
  });

  it('accrues nothing for a parcel only declared', () => {
    spec.given([declared]).when(accrue('2027-01-20')).then([]);
  });

  it('refuses an unknown parcel', () => {
    spec.given([]).when(accrue('2027-01-20')).thenThrows(NotFoundError, 'Colis introuvable');
  });
});

describe('storage terms for a parcel received without them', () => {
  const start: StartStorage = {
    type: 'StartStorage',
    data: { parcelId: 'p1', receivedDay: '2027-01-10', plan: 'premium_monthly' },
    metadata: { now: new Date('2027-02-01T00:15:00+01:00'), actor },
  };
  const receivedOnly: ParcelEvent[] = [declared, { type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 } }];

  it('records them from the reception day and the plan the job brings', () => {
    spec
      .given(receivedOnly)
      .when(start)
      .then([{ type: 'ParcelStorageStarted', data: { parcelId: 'p1', receivedDay: '2027-01-10', plan: 'premium_monthly', freeDays: 60 } }]);
  });

  it('never replaces terms already recorded, nor starts storage for a parcel not in storage', () => {
    spec.given(inStorage).when(start).then([]);
    spec.given([declared]).when(start).then([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ParcelEvent, ParcelStatusCorrected, StorageFeeAccrued, StorageReminderSent } from '../../events/parcel-events';
import { parseEventPayload } from '../../events/catalog';
import { deciderSpec } from '../shared/decider-spec';
import { foldEvents } from '../shared/decider';
import { declaredParcelEvent } from './parcel-test-events';
import { NotFoundError } from '../shared/errors';
import { parcelDecider } from './parcel-commands';
import { storageFeesBilledOn, type AccrueStorage, type StartStorage } from './storage-commands';

const spec = deciderSpec(parcelDecider);
const actor = { kind: 'system' as const, id: 'accrue-storage-fees' };

const declared = declaredParcelEvent;
// Received on Sunday 10 January 2027 on the free plan: free 11-13 January, paid from the 14th.
const inStorage: ParcelEvent[] = [
  declared,
  { type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 } },
  { type: 'ParcelStorageStarted', data: { parcelId: 'p1', receivedDay: '2027-01-10', plan: 'free', freeDays: 3, subscriptionVersion: 0 } },
];

const accrue = (day: string): AccrueStorage => ({ type: 'AccrueStorage', data: { parcelId: 'p1', day }, metadata: { now: new Date(`${day}T00:15:00+01:00`), actor } });
const fees = (from: string, to: string, days: number): StorageFeeAccrued => ({ type: 'StorageFeeAccrued', data: { parcelId: 'p1', from, to, days, amountCents: days * 100 } });
const fee = (day: string): StorageFeeAccrued => fees(day, day, 1);
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
      .then([fees('2027-01-15', '2027-01-22', 8), reminder('fees_accruing', '2027-01-21', 0, 900)]);
  });

  it('records a catch-up of any length as one small event', () => {
    const history = [...inStorage, fee('2027-01-14'), reminder('fees_accruing', '2027-01-14', 0, 100)];
    const [accrued] = parcelDecider.decide(accrue('2099-01-01'), history.reduce(parcelDecider.evolve, parcelDecider.initialState()));
    expect(accrued).toEqual(fees('2027-01-15', '2099-01-01', 26_285));
    expect(JSON.stringify(accrued).length).toBeLessThan(200);
  });

  it('still reads storage terms recorded before the subscription version was (null: not recorded)', () => {
    const oldTerms = parseEventPayload('ParcelStorageStarted', 1, { parcelId: 'p1', receivedDay: '2027-01-10', plan: 'free', freeDays: 3 });
    expect(oldTerms.data).toEqual({ parcelId: 'p1', receivedDay: '2027-01-10', plan: 'free', freeDays: 3, subscriptionVersion: null });
  });

  it('still reads and counts a fee recorded day by day by an older version', () => {
    const oldDay = parseEventPayload('StorageFeeAccrued', 1, { parcelId: 'p1', day: '2027-01-14', amountCents: 100 }) as StorageFeeAccrued;
    expect(oldDay.data).toEqual({ parcelId: 'p1', from: '2027-01-14', to: '2027-01-14', days: 1, amountCents: 100 });
    spec.given([...inStorage, oldDay]).when(accrue('2027-01-16')).then([fees('2027-01-15', '2027-01-16', 2), reminder('fees_accruing', '2027-01-14', 0, 300)]);
  });

  it('accrues nothing for a parcel that left storage (shipped)', () => {
    const shipped: ParcelStatusCorrected = { type: 'ParcelStatusCorrected', data: { parcelId: 'p1', from: 'received', to: 'shipped', reason: 'Parti avec DHL' } };
    spec.given([...inStorage, fee('2027-01-14'), shipped]).when(accrue('2027-01-20')).then([]);
  });

  const requested: ParcelEvent[] = [
    { type: 'ParcelPutAway', data: { parcelId: 'p1', location: 'A-01-01', previousLocation: null } },
    { type: 'ParcelShipmentRequested', data: { parcelId: 'p1', shipmentId: 's1' } },
  ];
  const quoted: ParcelEvent = { type: 'ParcelReadyToShip', data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: 'DEV-1' } };

  it('stops while a quote of its shipment is pending', () => {
    spec.given([...inStorage, ...requested, fee('2027-01-14'), quoted]).when(accrue('2027-01-20')).then([]);
  });

  it('restarts when that quote expires, catching up the days of the quote', () => {
    const expired: ParcelEvent = { type: 'ParcelQuoteExpired', data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: 'DEV-1' } };
    const history = [...inStorage, ...requested, fee('2027-01-14'), reminder('fees_accruing', '2027-01-14', 0, 100), quoted, expired];
    spec.given(history).when(accrue('2027-02-13')).then([fees('2027-01-15', '2027-02-13', 30), reminder('fees_accruing', '2027-02-11', 0, 3100)]);
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
    data: { parcelId: 'p1', receivedDay: '2027-01-10', plan: { plan: 'premium_monthly', version: 1 } },
    metadata: { now: new Date('2027-02-01T00:15:00+01:00'), actor },
  };
  const receivedOnly: ParcelEvent[] = [declared, { type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 } }];

  it('records them from the reception day and the plan the job brings', () => {
    spec
      .given(receivedOnly)
      .when(start)
      .then([{ type: 'ParcelStorageStarted', data: { parcelId: 'p1', receivedDay: '2027-01-10', plan: 'premium_monthly', freeDays: 60, subscriptionVersion: 1 } }]);
  });

  it('never replaces terms already recorded, nor starts storage for a parcel not in storage', () => {
    spec.given(inStorage).when(start).then([]);
    spec.given([declared]).when(start).then([]);
  });
});

describe('the storage a quote bills', () => {
  const stateOf = (events: ParcelEvent[]) => foldEvents(parcelDecider, events);

  it('bills on the quote’s day the fees accrued and those the job has not accrued yet, as accruing them then would', () => {
    // The job last ran on the 14th (1,00 €); a quote issued on the 18th bills the 14th to the 18th.
    const lastRun = [...inStorage, fee('2027-01-14')];
    expect(storageFeesBilledOn(stateOf(lastRun), '2027-01-18')).toBe(500);
    const accrued = parcelDecider.decide(accrue('2027-01-18'), stateOf(lastRun));
    expect(storageFeesBilledOn(stateOf([...lastRun, ...accrued]), '2027-01-18')).toBe(500);
    expect(storageFeesBilledOn(stateOf(inStorage), '2027-01-13')).toBe(0);
  });

  it('bills only what was accrued for a parcel out of storage: ready to ship, or held by a return', () => {
    const lastRun = [...inStorage, fee('2027-01-14')];
    const quoted: ParcelEvent = { type: 'ParcelReadyToShip', data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: 'DEV-1' } };
    const inReturn: ParcelEvent = { type: 'ParcelReturnStarted', data: { parcelId: 'p1', returnId: 'r1' } };
    expect(storageFeesBilledOn(stateOf([...lastRun, quoted]), '2027-01-18')).toBe(100);
    expect(storageFeesBilledOn(stateOf([...lastRun, inReturn]), '2027-01-18')).toBe(100);
    expect(storageFeesBilledOn(stateOf([]), '2027-01-18')).toBe(0);
  });
});

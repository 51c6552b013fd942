import { describe, it } from 'vitest';
import type { ParcelEvent, ParcelFreeStorageShortened, StorageFeeAccrued, StorageReminderSent } from '../../events/parcel-events';
import { deciderSpec } from '../shared/decider-spec';
import { NotFoundError } from '../shared/errors';
import { parcelDecider } from './parcel-commands';
import { declaredParcelEvent } from './parcel-test-events';
import type { AccrueStorage } from './storage-commands';
import type { ShortenFreeStorage } from './storage-refund-commands';

const spec = deciderSpec(parcelDecider);
const system = { kind: 'system' as const, id: 'test' };

const received: ParcelEvent = { type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 } };
/** Received on Sunday 10 January 2027 during a Premium month: 60 free days, paid from 11 March. */
const onPremium: ParcelEvent[] = [
  declaredParcelEvent,
  received,
  { type: 'ParcelStorageStarted', data: { parcelId: 'p1', receivedDay: '2027-01-10', plan: 'premium_monthly', freeDays: 60, subscriptionVersion: 1 } },
];

const refundAt = (refundedAt: string): ShortenFreeStorage => ({
  type: 'ShortenFreeStorage',
  data: { parcelId: 'p1', paymentId: 'pay-1', refundedAt },
  metadata: { now: new Date(refundedAt), actor: system },
});
const shortened = (refundedAt: string, freeDays: number, previousFreeDays = 60): ParcelFreeStorageShortened => ({
  type: 'ParcelFreeStorageShortened',
  data: { parcelId: 'p1', reason: 'subscription_period_refunded', effectiveAt: refundedAt, paymentId: 'pay-1', plan: 'free', freeDays, previousFreeDays },
});
const accrue = (day: string): AccrueStorage => ({ type: 'AccrueStorage', data: { parcelId: 'p1', day }, metadata: { now: new Date(`${day}T12:00:00+01:00`), actor: system } });
const fees = (from: string, to: string, days: number): StorageFeeAccrued => ({ type: 'StorageFeeAccrued', data: { parcelId: 'p1', from, to, days, amountCents: days * 100 } });
const reminder = (kind: StorageReminderSent['data']['kind'], day: string, freeDaysLeft: number, feesAccruedCents: number): StorageReminderSent => ({
  type: 'StorageReminderSent',
  data: { parcelId: 'p1', kind, day, freeDaysLeft, feesAccruedCents },
});

describe('free storage of a parcel received on Premium, when that Premium period is refunded in full', () => {
  it('takes the free plan’s 3 days from the reception when the refund comes before they are over, and warns before they end', () => {
    // Refunded on Tuesday 12 January: free until the 13th included, paid from the 14th.
    const refunded = shortened('2027-01-12T09:00:00.000Z', 3);
    spec.given(onPremium).when(refundAt('2027-01-12T09:00:00.000Z')).then([refunded]);
    spec.given([...onPremium, refunded]).when(accrue('2027-01-12')).then([reminder('free_period_ending', '2027-01-11', 1, 0)]);
    spec.given([...onPremium, refunded]).when(accrue('2027-01-14')).then([fees('2027-01-14', '2027-01-14', 1), reminder('fees_accruing', '2027-01-14', 0, 100)]);
  });

  it('bills a parcel already past the free plan’s days from the refund’s day, never a day before it', () => {
    // Refunded on Wednesday 20 January, day 10: days 1 to 9 stay free, the 20th is the first paid day.
    const refunded = shortened('2027-01-20T10:00:00.000Z', 9);
    spec.given(onPremium).when(refundAt('2027-01-20T10:00:00.000Z')).then([refunded]);
    spec.given([...onPremium, refunded]).when(accrue('2027-01-20')).then([fees('2027-01-20', '2027-01-20', 1), reminder('fees_accruing', '2027-01-20', 0, 100)]);
    spec.given([...onPremium, refunded]).when(accrue('2027-01-25')).then([fees('2027-01-20', '2027-01-25', 6), reminder('fees_accruing', '2027-01-20', 0, 600)]);
  });

  it('counts the refund’s day in Paris: 23:30 UTC on 19 January is already the 20th', () => {
    spec.given(onPremium).when(refundAt('2027-01-19T23:30:00.000Z')).then([shortened('2027-01-19T23:30:00.000Z', 9)]);
  });

  it('changes nothing when the same refund comes again, or a later one', () => {
    const refunded = shortened('2027-01-20T10:00:00.000Z', 9);
    spec.given([...onPremium, refunded]).when(refundAt('2027-01-20T10:00:00.000Z')).then([]);
    spec.given([...onPremium, refunded]).when(refundAt('2027-02-01T10:00:00.000Z')).then([]);
  });

  it('leaves a parcel received on the free plan (after the refund) as it is', () => {
    const onFreePlan: ParcelEvent[] = [
      declaredParcelEvent,
      received,
      { type: 'ParcelStorageStarted', data: { parcelId: 'p1', receivedDay: '2027-01-21', plan: 'free', freeDays: 3, subscriptionVersion: 2 } },
    ];
    spec.given(onFreePlan).when(refundAt('2027-01-20T10:00:00.000Z')).then([]);
    spec.given(onFreePlan).when(refundAt('2027-01-22T10:00:00.000Z')).then([]);
  });

  it('leaves a parcel whose Premium free days were over before the refund: it pays already', () => {
    spec.given(onPremium).when(refundAt('2027-03-20T10:00:00.000Z')).then([]);
  });

  it('leaves a parcel that has left the warehouse, and refuses an unknown one', () => {
    const shipped: ParcelEvent[] = [
      ...onPremium,
      { type: 'ParcelShipmentRequested', data: { parcelId: 'p1', shipmentId: 's1' } },
      { type: 'ParcelReadyToShip', data: { parcelId: 'p1', shipmentId: 's1', quoteNumber: 'DEV-1' } },
      { type: 'ParcelShipped', data: { parcelId: 'p1', shipmentId: 's1', carrier: 'Colissimo', trackingNumber: '6A999' } },
    ];
    spec.given(shipped).when(refundAt('2027-01-20T10:00:00.000Z')).then([]);
    spec.given([]).when(refundAt('2027-01-20T10:00:00.000Z')).thenThrows(NotFoundError, 'Colis introuvable');
  });
});

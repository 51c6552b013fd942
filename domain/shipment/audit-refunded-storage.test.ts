import { describe, expect, it } from 'vitest';
import { declaredParcelEvent } from '../parcel/parcel-test-events';
import { createShipmentAudit, type AuditedEvent } from './audit';

/**
 * Customer-1 pays a Premium month from 10 November 2026; parcel p1 is received on the 16th with its 60
 * free days; the month is refunded in full on Thursday 26 November at 10:00 UTC, which ends it: p1's free
 * storage is cut to 9 days (the 25th is its last free day), and the job bills the 26th on.
 */
type Draft = Omit<AuditedEvent, 'streamId' | 'occurredAt'>;
const on = (instant: string) => ({
  parcel: (event: Draft): AuditedEvent => ({ ...event, streamId: 'parcel-p1', occurredAt: instant }) as AuditedEvent,
  subscription: (event: Draft, version: number): AuditedEvent => ({ ...event, streamId: 'subscription-customer-1', occurredAt: instant, version }) as AuditedEvent,
});
const refundedAt = '2026-11-26T10:00:00.000Z';

const subscribed = on('2026-11-10T08:00:00.000Z').subscription(
  {
    type: 'SubscriptionPeriodStarted',
    data: { customerId: 'customer-1', plan: 'premium_monthly', periodStart: '2026-11-10T08:00:00.000Z', periodEnd: '2026-12-10T08:00:00.000Z', stripeSubscriptionId: 'sub_1', paymentId: 'pay-1' },
  },
  1,
);
const receivedAt = on('2026-11-16T09:00:00.000Z');
const received: AuditedEvent[] = [
  receivedAt.parcel(declaredParcelEvent),
  receivedAt.parcel({ type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 } }),
  receivedAt.parcel({ type: 'ParcelStorageStarted', data: { parcelId: 'p1', receivedDay: '2026-11-16', plan: 'premium_monthly', freeDays: 60, subscriptionVersion: 1 } }),
];
const refunded = (subscriptionEnded = true) =>
  on(refundedAt).subscription({ type: 'SubscriptionPeriodRefunded', data: { customerId: 'customer-1', paymentId: 'pay-1', stripeSubscriptionId: 'sub_1', refundedAt, subscriptionEnded } }, 2);
const shortened = (freeDays: number, paymentId = 'pay-1') =>
  on('2026-11-26T10:00:01.000Z').parcel({
    type: 'ParcelFreeStorageShortened',
    data: { parcelId: 'p1', reason: 'subscription_period_refunded', effectiveAt: refundedAt, paymentId, plan: 'free', freeDays, previousFreeDays: 60 },
  });
const accrued = (from: string, to: string, days: number) =>
  on(`${to}T11:00:00.000Z`).parcel({ type: 'StorageFeeAccrued', data: { parcelId: 'p1', from, to, days, amountCents: days * 100 } });

const rulesOf = (events: AuditedEvent[]) => {
  const audit = createShipmentAudit();
  events.forEach(audit.observe);
  return audit.report().map((breach) => breach.rule);
};

describe('the auditors’ checks on the free storage of a Premium period refunded in full', () => {
  it('find the fees owed from the refund’s day, the free days cut to the free plan’s from the refund', () => {
    expect(rulesOf([subscribed, ...received, refunded(), shortened(9), accrued('2026-11-26', '2026-11-30', 5)])).toEqual([]);
  });

  it('report free days cut to other than the free plan’s from the refund, and the fees billed before it', () => {
    expect(rulesOf([subscribed, ...received, refunded(), shortened(5), accrued('2026-11-22', '2026-11-30', 9)])).toEqual(['storage-terms', 'storage-fee-not-owed']);
  });

  it('report free days cut without a full refund that ended a running period', () => {
    expect(rulesOf([subscribed, ...received, shortened(9, 'pay-other'), refunded()])).toEqual(['storage-terms']);
    expect(rulesOf([subscribed, ...received, refunded(false), shortened(9)])).toEqual(['storage-terms']);
  });
});

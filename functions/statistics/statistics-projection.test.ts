import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '../../events/catalog';
import { streamIdOf, type StreamType } from '../../events/envelope';
import { declaredParcelEvent } from '../../domain/parcel/parcel-test-events';
import { buildChangeset } from '../platform/command';
import { anyProjection, applyToReadModel, contributionsOf, emptyState, foldIntoState, rowKeyString, type ProjectedState } from '../platform/projection';
import { getCounts } from '../platform/read-models';
import { countsTable } from '../platform/tables';
import { useInProcessDynamo } from '../platform/testing/in-process-dynamo';
import { statisticsFrom } from './statistics-figures';
import { statisticsCounters, statisticsProjection } from './statistics-projection';
import { statisticsTable } from './statistics-table';
import { vouchedEnd } from '../platform/testing/stream-ends';

const projection = anyProjection(statisticsProjection);

/** A history written as the event store writes it: each stream's events numbered from 1, each at its own instant. */
const history = () => {
  const versions = new Map<string, number>();
  return (streamType: StreamType, id: string, event: DomainEvent, at: string): StoredEvent => {
    const streamId = streamIdOf(streamType, id);
    const currentVersion = versions.get(streamId) ?? 0;
    versions.set(streamId, currentVersion + 1);
    const [built] = buildChangeset({
      streamId,
      streamType,
      currentVersion: vouchedEnd(currentVersion),
      events: [event],
      context: { commandId: randomUUID(), requestFingerprint: 'test', correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'test' }, now: new Date(at) },
    }).events;
    if (!built) throw new Error('aucun événement');
    return built;
  };
};

/** The statistics the back office would read at `now` after these events (folded as the replay folds them). */
const statisticsAfter = (events: readonly StoredEvent[], now: string, months = 6) => {
  const rows = new Map<string, ProjectedState>();
  for (const event of events) {
    const key = projection.keyOf(event);
    const id = rowKeyString(key);
    rows.set(id, foldIntoState(projection, key, rows.get(id) ?? emptyState, [event]));
  }
  const totals = new Map<string, number>();
  for (const state of rows.values()) {
    if (!state.row) continue;
    for (const [total, amount] of contributionsOf(projection, state.row)) totals.set(total, (totals.get(total) ?? 0) + amount);
  }
  return statisticsFrom(new Date(now), months, totals);
};

const succeeded = (paymentId: string, amountCents: number, paidAt: string): DomainEvent => ({
  type: 'PaymentSucceeded',
  data: { paymentId, amountCents, paymentIntentId: `pi_${paymentId}`, paidAt },
});
const refunded = (paymentId: string, refundKey: string, amountCents: number, refundedAt: string): DomainEvent => ({
  type: 'PaymentRefunded',
  data: { paymentId, refundId: `re_${refundKey}`, refundKey, amountCents, refundedAt },
});
const declared = (parcelId: string): DomainEvent => ({ ...declaredParcelEvent, data: { ...declaredParcelEvent.data, parcelId } });
const periodStarted = (customerId: string, periodStart: string, periodEnd: string): DomainEvent => ({
  type: 'SubscriptionPeriodStarted',
  data: { customerId, plan: 'premium_monthly', periodStart, periodEnd, stripeSubscriptionId: `sub_${customerId}`, paymentId: `pay-${periodStart}` },
});

describe('the statistics projection', () => {
  it('counts a payment on the Paris day it was paid: 23:30 UTC on 31 March is 1 April in Paris', () => {
    const at = history();
    const stats = statisticsAfter([at('payment', 'pay1', succeeded('pay1', 5000, '2026-03-31T23:30:00.000Z'), '2026-03-31T23:30:01.000Z')], '2026-04-01T10:00:00.000Z');
    expect(stats.monthly.at(-1)).toEqual({ month: '2026-04', parcels: 0, revenueCents: 5000 });
    expect(stats.monthly.at(-2)).toEqual({ month: '2026-03', parcels: 0, revenueCents: 0 });
    expect(stats.cards).toMatchObject({ revenueCents: 5000, monthRevenueCents: 5000, weekRevenueCents: 5000, monthRevenueSharePercent: 100 });
  });

  it('lowers the revenue of the day and of the month a refund was confirmed on, not those of the payment', () => {
    const at = history();
    const events = [
      at('payment', 'pay1', succeeded('pay1', 10000, '2026-03-20T10:00:00.000Z'), '2026-03-20T10:00:00.000Z'),
      at('payment', 'pay1', refunded('pay1', 'r1', 2500, '2026-04-02T09:00:00.000Z'), '2026-04-02T09:00:00.000Z'),
    ];
    const stats = statisticsAfter(events, '2026-04-02T12:00:00.000Z');
    expect(stats.monthly.slice(-2)).toEqual([
      { month: '2026-03', parcels: 0, revenueCents: 10000 },
      { month: '2026-04', parcels: 0, revenueCents: -2500 },
    ]);
    expect(stats.cards).toMatchObject({ revenueCents: 7500, weekRevenueCents: -2500, monthRevenueCents: -2500 });
  });

  it('counts the week from Monday: Sunday belongs to the week before', () => {
    const at = history();
    // 2026-04-05 is a Sunday, 2026-04-06 a Monday (Paris days).
    const events = [
      at('payment', 'sun', succeeded('sun', 1000, '2026-04-05T21:00:00.000Z'), '2026-04-05T21:00:00.000Z'),
      at('payment', 'mon', succeeded('mon', 2000, '2026-04-05T22:30:00.000Z'), '2026-04-05T22:30:00.000Z'),
      at('payment', 'wed', succeeded('wed', 4000, '2026-04-08T08:00:00.000Z'), '2026-04-08T08:00:00.000Z'),
    ];
    expect(statisticsAfter(events, '2026-04-08T12:00:00.000Z').cards.weekRevenueCents).toBe(6000);
    expect(statisticsAfter(events, '2026-04-05T21:30:00.000Z').cards.weekRevenueCents).toBe(1000);
  });

  it('counts a subscription from its period until its paid time is over: a failed renewal lapses it at the end of the period', () => {
    const at = history();
    const events = [
      at('subscription', 'c1', periodStarted('c1', '2026-03-01T10:00:00.000Z', '2026-04-01T10:00:00.000Z'), '2026-03-01T10:00:00.000Z'),
      at('subscription', 'c1', { type: 'SubscriptionRenewalFailed', data: { customerId: 'c1', stripeSubscriptionId: 'sub_c1', paymentId: 'pay-r', failedAt: '2026-04-01T10:00:00.000Z' } }, '2026-04-01T10:00:00.000Z'),
    ];
    expect(statisticsAfter(events, '2026-03-31T23:00:00.000Z').cards.activeSubscriptions).toBe(1);
    expect(statisticsAfter(events, '2026-04-01T10:01:00.000Z').cards.activeSubscriptions).toBe(0);
    // A renewal paid after all starts a new period: counted again.
    const renewed = [...events, at('subscription', 'c1', periodStarted('c1', '2026-04-03T10:00:00.000Z', '2026-05-03T10:00:00.000Z'), '2026-04-03T10:00:00.000Z')];
    expect(statisticsAfter(renewed, '2026-04-20T10:00:00.000Z').cards.activeSubscriptions).toBe(1);
  });

  it('counts a subscription cancelled at the end of its period until that end, and a renewed one across its renewals', () => {
    const at = history();
    const events = [
      at('subscription', 'c1', periodStarted('c1', '2026-03-01T10:00:00.000Z', '2026-04-01T10:00:00.000Z'), '2026-03-01T10:00:00.000Z'),
      at('subscription', 'c1', { type: 'SubscriptionCancelled', data: { customerId: 'c1', endsAt: '2026-04-01T10:00:00.000Z', reason: 'client' } }, '2026-03-10T10:00:00.000Z'),
      at('subscription', 'c2', periodStarted('c2', '2026-03-01T10:00:00.000Z', '2026-04-01T10:00:00.000Z'), '2026-03-01T10:00:00.000Z'),
      at('subscription', 'c2', periodStarted('c2', '2026-04-01T10:00:00.000Z', '2026-05-01T10:00:00.000Z'), '2026-04-01T10:00:00.000Z'),
    ];
    expect(statisticsAfter(events, '2026-03-20T10:00:00.000Z').cards.activeSubscriptions).toBe(2);
    expect(statisticsAfter(events, '2026-04-15T10:00:00.000Z').cards.activeSubscriptions).toBe(1);
    expect(statisticsAfter(events, '2027-01-15T10:00:00.000Z').cards.activeSubscriptions).toBe(0);
  });

  it('stops counting a subscription at the instant its period in force was refunded in full', () => {
    const at = history();
    const events = [
      at('subscription', 'c1', periodStarted('c1', '2026-03-01T10:00:00.000Z', '2026-04-01T10:00:00.000Z'), '2026-03-01T10:00:00.000Z'),
      at(
        'subscription',
        'c1',
        { type: 'SubscriptionPeriodRefunded', data: { customerId: 'c1', paymentId: 'pay-2026-03-01T10:00:00.000Z', stripeSubscriptionId: 'sub_c1', refundedAt: '2026-03-10T10:00:00.000Z', subscriptionEnded: true } },
        '2026-03-10T10:00:01.000Z',
      ),
    ];
    expect(statisticsAfter(events, '2026-03-10T09:00:00.000Z').cards.activeSubscriptions).toBe(1);
    expect(statisticsAfter(events, '2026-03-10T11:00:00.000Z').cards.activeSubscriptions).toBe(0);
  });

  it('counts parcels by the Paris day they were recorded, pending until they leave or go back to their merchant, return requests, and users without staff', () => {
    const at = history();
    const events = [
      at('parcel', 'p1', declared('p1'), '2026-04-01T08:00:00.000Z'),
      at('parcel', 'p2', declared('p2'), '2026-03-31T22:30:00.000Z'),
      at('parcel', 'p2', { type: 'ParcelShipped', data: { parcelId: 'p2', shipmentId: 's1', carrier: 'DHL', trackingNumber: 'X1' } }, '2026-04-01T09:00:00.000Z'),
      at('parcel', 'p2', { type: 'ParcelDelivered', data: { parcelId: 'p2', shipmentId: 's1' } }, '2026-04-01T10:00:00.000Z'),
      at('parcel', 'p3', declared('p3'), '2026-03-15T08:00:00.000Z'),
      // back with its merchant in mainland France: neither pending nor delivered
      at('parcel', 'p4', declared('p4'), '2026-03-16T08:00:00.000Z'),
      at('return', 'r1', { type: 'ReturnRequested', data: { returnId: 'r1', paymentId: 'pay-r1' } }, '2026-03-16T09:00:00.000Z'),
      at('parcel', 'p4', { type: 'ParcelReturned', data: { parcelId: 'p4', returnId: 'r1' } }, '2026-03-20T08:00:00.000Z'),
      at('customer', 'u1', signedUp('u1'), '2026-03-01T08:00:00.000Z'),
      at('customer', 'u2', signedUp('u2'), '2026-03-01T08:00:00.000Z'),
      at('customer', 'u2', { type: 'AdminRightGranted', data: { customerId: 'u2', grantedBy: 'u0' } }, '2026-03-02T08:00:00.000Z'),
    ];
    const stats = statisticsAfter(events, '2026-04-01T12:00:00.000Z', 3);
    expect(stats.cards).toMatchObject({ users: 1, parcels: 4, parcelsToday: 2, pendingParcels: 2, deliveredParcels: 1, returnRequests: 1 });
    expect(stats.monthly).toEqual([
      { month: '2026-02', parcels: 0, revenueCents: 0 },
      { month: '2026-03', parcels: 2, revenueCents: 0 },
      { month: '2026-04', parcels: 2, revenueCents: 0 },
    ]);
  });
});

const signedUp = (customerId: string): DomainEvent => ({
  type: 'CustomerSignedUp',
  data: {
    customerId,
    personal: { email: `${customerId}@example.com`, firstName: 'Ana', lastName: 'Lima', company: '', phone: '0102030405', address: '1 rue', postalCode: '97200', city: 'Fort-de-France' },
    territory: 'martinique',
    acceptMarketing: false,
    termsAcceptedAt: '2026-03-01T08:00:00.000Z',
    confirmation: { tokenHash: 'h', expiresAt: '2026-03-02T08:00:00.000Z' },
  },
});

describe('the statistics totals in the counts read model', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([statisticsTable, countsTable]));
  });
  afterAll(async () => stop());

  it('count an event delivered twice once, and a refund lowers the day and the month', async () => {
    const at = history();
    const paymentId = randomUUID();
    const paid = at('payment', paymentId, succeeded(paymentId, 4200, '2026-05-04T10:00:00.000Z'), '2026-05-04T10:00:00.000Z');
    const refund = at('payment', paymentId, refunded(paymentId, 'r1', 1200, '2026-05-04T18:00:00.000Z'), '2026-05-04T18:00:00.000Z');
    const parcel = at('parcel', paymentId, declared(paymentId), '2026-05-04T10:00:00.000Z');
    const counters = [statisticsCounters.revenue, statisticsCounters.revenueOfDay('2026-05-04'), statisticsCounters.revenueOfMonth('2026-05'), statisticsCounters.parcels];
    const read = async () => [...(await getCounts(counters)).values()];

    expect(await applyToReadModel(projection, paid)).toBe('applied');
    expect(await applyToReadModel(projection, paid)).toBe('duplicate');
    expect(await applyToReadModel(projection, parcel)).toBe('applied');
    expect(await applyToReadModel(projection, parcel)).toBe('duplicate');
    expect(await read()).toEqual([4200, 4200, 4200, 1]);

    expect(await applyToReadModel(projection, refund)).toBe('applied');
    expect(await applyToReadModel(projection, refund)).toBe('duplicate');
    expect(await read()).toEqual([3000, 3000, 3000, 1]);
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import type { StoredEvent } from '../../events/catalog';
import type { ParcelEvent } from '../../events/parcel-events';
import type { SubscriptionEvent } from '../../events/subscription-events';
import type { CheckoutAnswer, StaffRefundAnswer } from '../../domain/payment/payment-input';
import type { AdminPaymentView } from '../../domain/payment/payment-views';
import type { CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { evolveParcel, initialParcelState } from '../../domain/parcel/parcel';
import { addDays, storageDayOf } from '../../domain/parcel/storage';
import { statisticsPeriodMessage, type AdminStatistics } from '../../domain/statistics/statistics-views';
import { foldSubscription, planInForceAt } from '../../domain/subscription/subscription';
import { anyAudit } from '../../functions/platform/audit';
import { readFeed } from '../../functions/platform/feed';
import { anyProjection } from '../../functions/platform/projection';
import { createReplay, diffReadModel, replayFeed, scanRows } from '../../functions/platform/replay';
import { countsTable, tableNameOf } from '../../functions/platform/tables';
import { statisticsAudit } from '../../functions/statistics/statistics-audit';
import { statisticsProjection } from '../../functions/statistics/statistics-projection';
import { statisticsTable } from '../../functions/statistics/statistics-table';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { stripeOf } from '../support/stripe';

const runtime = inject('runtime');

type Problem = { detail: string; errors?: Record<string, string> };
type Page<T> = { items: T[]; nextCursor: string | null; total: number | null };
const processing = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 15, destination: 'martinique', service: 'standard', extraFees: [], notes: '' };

/**
 * The statistics recomputed from the whole event store as an auditor would, by other means than the
 * projection: parcels folded by the parcel's own decider, subscriptions by the plan in force the domain
 * derives, revenue summed from the payment events on their Paris days.
 */
const recomputed = async (asOf: string, months: number): Promise<AdminStatistics> => {
  const streams = new Map<string, StoredEvent[]>();
  for await (const changeset of readFeed()) {
    for (const event of changeset.events) streams.set(event.streamId, [...(streams.get(event.streamId) ?? []), event]);
  }
  const now = new Date(asOf);
  const today = storageDayOf(now);
  let monday = today;
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, -1);
  const monthList: string[] = [];
  for (let day = `${today.slice(0, 7)}-01`; monthList.length < months; day = addDays(`${day.slice(0, 7)}-01`, -1)) monthList.unshift(day.slice(0, 7));
  const parcelsByMonth = new Map<string, number>();
  const revenueByMonth = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
  const cards = { users: 0, parcels: 0, parcelsToday: 0, pendingParcels: 0, deliveredParcels: 0, returnRequests: 0, activeSubscriptions: 0, revenueCents: 0, weekRevenueCents: 0, monthRevenueCents: 0 };
  for (const events of streams.values()) {
    events.sort((left, right) => left.version - right.version);
    const [first] = events;
    if (!first) continue;
    if (first.streamType === 'customer' && first.type === 'CustomerSignedUp') {
      const staff = events.filter((event) => event.type === 'AdminRightGranted' || event.type === 'AdminRightRevoked').at(-1)?.type === 'AdminRightGranted';
      if (!staff) cards.users += 1;
    }
    if (first.streamType === 'parcel') {
      const state = events.reduce((parcel, event) => evolveParcel(parcel, event as StoredEvent & ParcelEvent), initialParcelState());
      const day = storageDayOf(new Date(first.occurredAt));
      cards.parcels += 1;
      if (day === today) cards.parcelsToday += 1;
      add(parcelsByMonth, day.slice(0, 7), 1);
      if (['declared', 'received', 'stored', 'ready_to_ship', 'pending'].includes(state.status)) cards.pendingParcels += 1;
      if (state.status === 'delivered') cards.deliveredParcels += 1;
    }
    if (first.streamType === 'return' && events.some((event) => event.type === 'ReturnRequested')) cards.returnRequests += 1;
    if (first.streamType === 'subscription' && planInForceAt(foldSubscription(events as (StoredEvent & SubscriptionEvent)[]), now) !== 'free') cards.activeSubscriptions += 1;
    for (const event of events) {
      const paid =
        event.type === 'PaymentSucceeded'
          ? { day: storageDayOf(new Date(event.data.paidAt)), cents: event.data.amountCents }
          : event.type === 'PaymentRefunded'
            ? { day: storageDayOf(new Date(event.data.refundedAt)), cents: -event.data.amountCents }
            : null;
      if (!paid) continue;
      cards.revenueCents += paid.cents;
      if (paid.day >= monday && paid.day <= today) cards.weekRevenueCents += paid.cents;
      if (paid.day.slice(0, 7) === today.slice(0, 7)) cards.monthRevenueCents += paid.cents;
      add(revenueByMonth, paid.day.slice(0, 7), paid.cents);
    }
  }
  return {
    asOf,
    months,
    cards: {
      ...cards,
      monthRevenueSharePercent: cards.revenueCents > 0 ? Math.round((cards.monthRevenueCents * 1000) / cards.revenueCents) / 10 : null,
    },
    monthly: monthList.map((month) => ({ month, parcels: parcelsByMonth.get(month) ?? 0, revenueCents: revenueByMonth.get(month) ?? 0 })),
  };
};

describe('the back office’s statistics', () => {
  const standIn = stripeOf(runtime);
  let admin: ApiClient;
  let customer: ApiClient;

  beforeAll(async () => {
    ({ admin, customer } = await signInDemoAccounts(runtime));
    await standIn.deliveries({ duplicates: 0, reorder: false });
  }, 60_000);

  it('are for staff only', async () => {
    expect((await createApiClient(runtime.site).get('/admin/api/statistics')).status).toBe(401);
    expect((await customer.get('/admin/api/statistics')).status).toBe(403);
    expect((await admin.get('/admin/api/statistics')).status).toBe(200);
  });

  it('refuse a period other than 3, 6 or 12 months, in French', async () => {
    for (const months of ['5', 'douze', '']) {
      const refused = await admin.get<Problem>(`/admin/api/statistics?months=${months}`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.months).toBe(statisticsPeriodMessage);
    }
    const defaulted = await admin.get<AdminStatistics>('/admin/api/statistics');
    expect(defaulted.body.months).toBe(6);
    expect(defaulted.body.monthly).toHaveLength(6);
  });

  it('equal a recomputation from the events after a quote paid by card and partly refunded', async () => {
    const before = await admin.get<AdminStatistics>('/admin/api/statistics?months=3');
    const { client } = await registeredCustomer(runtime);
    const parcel = await storedParcel(client, admin);
    const requested = await client.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    const shipmentId = requested.body.id;
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/process`, processing);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const view = await client.get<CustomerShipmentView>(`/api/shipments/${shipmentId}?version=${processed.body.version}`);
    const totalCents = view.body.quote?.totalCents ?? 0;
    const started = await client.post<CheckoutAnswer>('/api/payments/quote', { shipmentId });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await standIn.pay(started.body.checkoutUrl)).status).toBe(303);
    const paymentId = started.body.paymentId;
    /** The payment as the staff's list shows it, once `check` holds (Stripe's webhooks arrive on their own). */
    const paymentOnceIt = (check: (payment: AdminPaymentView | undefined) => boolean) =>
      eventually(async () => {
        const page = await admin.get<Page<AdminPaymentView>>(`/admin/api/payments?filter=${encodeURIComponent(JSON.stringify({ id: [paymentId] }))}`);
        if (!check(page.body.items[0])) throw new Error(`paiement ${JSON.stringify(page.body.items[0])}`);
      }, 15_000);
    await paymentOnceIt((payment) => payment?.status === 'succeeded');
    const refund = await admin.post<StaffRefundAnswer>(`/admin/api/payments/${paymentId}/refund`, { amountEuros: 5, reason: 'Geste commercial' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    await paymentOnceIt((payment) => payment?.refundedCents === 500);

    const after = await eventually(async () => {
      const current = await admin.get<AdminStatistics>('/admin/api/statistics?months=3');
      expect(current.status).toBe(200);
      expect(current.body).toEqual(await recomputed(current.body.asOf, 3));
      return current.body;
    }, 15_000);
    expect(after.cards.revenueCents - before.body.cards.revenueCents).toBe(totalCents - 500);
    expect(after.cards.users - before.body.cards.users).toBe(1);
    expect(after.cards.parcels - before.body.cards.parcels).toBe(1);
    expect(after.monthly).toHaveLength(3);
  });

  it('are rebuilt by the replay as the live read model holds them, and the auditors find their revenue equal to the payment events', async () => {
    const statisticsTotals = (rows: readonly Record<string, unknown>[]) => rows.filter((row) => String(row.counter).startsWith('statistics#'));
    await eventually(async () => {
      const audit = anyAudit(statisticsAudit).start();
      const replay = createReplay([anyProjection(statisticsProjection)], { onEvent: audit.observe });
      await replayFeed(replay);
      expect(audit.report()).toEqual([]);
      const rebuilt = (table: typeof statisticsTable | typeof countsTable) => replay.allItems().find((entry) => entry.table.name === table.name)?.items ?? [];
      expect(diffReadModel(statisticsTable, await scanRows(tableNameOf(statisticsTable)), rebuilt(statisticsTable))).toEqual([]);
      expect(diffReadModel(countsTable, statisticsTotals(await scanRows(tableNameOf(countsTable))), statisticsTotals(rebuilt(countsTable)))).toEqual([]);
    }, 15_000);
  });
});

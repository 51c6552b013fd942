import * as z from 'zod';
import type { DomainEvent, StoredEvent } from '../../events/catalog';
import { parcelStatusSchema, type ParcelStatus } from '../../events/parcel-events';
import { paidPlanSchema } from '../../events/subscription-events';
import { assertNever } from '../../domain/shared/decider';
import { monthOf, parisDayOf, type StatisticsDay, type StatisticsMonth } from '../../domain/statistics/statistics-calendar';
import { bucketsOf } from '../../domain/statistics/instant-buckets';
import { evolveSubscription, initialSubscriptionState, type SubscriptionState } from '../../domain/subscription/subscription';
import type { Projection } from '../platform/projection';
import { statisticsTable } from './statistics-table';

/**
 * The totals of the back office's statistics (spec 3, section 2.8; DECISIONS, "Statistics"), kept in the
 * counts read model by the same idempotent moves as every list total: a request reads a fixed number of
 * them (totals, the months asked, the days of the week, the buckets of the subscriptions' ends).
 */
export const statisticsCounters = {
  users: 'statistics#users',
  parcels: 'statistics#parcels',
  /** by the Paris day the parcel was first recorded: declared by its customer, or registered at the warehouse */
  parcelsOfDay: (day: StatisticsDay) => `statistics#parcels#day#${day}`,
  parcelsOfMonth: (month: StatisticsMonth) => `statistics#parcels#month#${month}`,
  pendingParcels: 'statistics#parcels#pending',
  deliveredParcels: 'statistics#parcels#delivered',
  /** requests of a return to mainland France that counted (free, or paid: never an abandoned checkout) */
  returnRequests: 'statistics#returns',
  /** cents really paid: succeeded payments on their `paidAt` day, less refunds on their `refundedAt` day */
  revenue: 'statistics#revenue',
  revenueOfDay: (day: StatisticsDay) => `statistics#revenue#day#${day}`,
  revenueOfMonth: (month: StatisticsMonth) => `statistics#revenue#month#${month}`,
  /** each subscription once, in the buckets of the instant its paid time ends (see instant-buckets.ts) */
  subscriptionsEndingIn: (bucket: string) => `statistics#subscriptions#ending#${bucket}`,
};

/**
 * "Pending" parcels are those that have not left the warehouse yet: every status before `shipped`
 * (announced, received, stored, ready to ship, on hold). Shipped, delivered and returned parcels are not.
 */
export const pendingStatuses: readonly ParcelStatus[] = ['declared', 'received', 'stored', 'ready_to_ship', 'pending'];

const subscriptionPeriodSchema = z.object({ plan: paidPlanSchema, start: z.string(), end: z.string(), paymentId: z.string().nullable() });
const subscriptionStateSchema = z.object({
  periods: z.array(subscriptionPeriodSchema),
  stripeSubscriptionId: z.string().nullable(),
  renewalFailedAt: z.string().nullable(),
  cancellation: z.object({ endsAt: z.string(), recordedAfterPeriods: z.number().int() }).nullable(),
  paymentIds: z.array(z.string()),
  // Rows written before refunds ended periods have none.
  refundedPayments: z.array(z.object({ paymentId: z.string(), refundedAt: z.string(), subscriptionEnded: z.boolean() })).default([]),
}) satisfies z.ZodType<SubscriptionState>;

export const statisticsRowSchema = z.discriminatedUnion('kind', [
  z.object({ statisticsKey: z.string(), kind: z.literal('customer'), staff: z.boolean() }),
  z.object({ statisticsKey: z.string(), kind: z.literal('parcel'), recordedDay: z.iso.date(), status: parcelStatusSchema }),
  /** net cents by Paris day: the payment on the day it was paid, each refund (negative) on the day Stripe confirmed it */
  z.object({ statisticsKey: z.string(), kind: z.literal('payment'), netCentsByDay: z.record(z.string(), z.number().int()) }),
  /** the customer's subscription as the domain folds it: the plan in force is derived from its periods */
  z.object({ statisticsKey: z.string(), kind: z.literal('subscription'), subscription: subscriptionStateSchema }),
  /** a return request that counted */
  z.object({ statisticsKey: z.string(), kind: z.literal('return') }),
]);
export type StatisticsRow = z.infer<typeof statisticsRowSchema>;

type ConsumedEventType =
  | 'CustomerSignedUp'
  | 'AdminRightGranted'
  | 'AdminRightRevoked'
  | 'ParcelDeclared'
  | 'ParcelRegisteredAtReception'
  | 'ParcelReceived'
  | 'ParcelPutAway'
  | 'ParcelStatusCorrected'
  | 'ParcelShipmentReleased'
  | 'ParcelReadyToShip'
  | 'ParcelQuoteExpired'
  | 'ParcelShipped'
  | 'ParcelDelivered'
  | 'ParcelReturned'
  | 'PaymentSucceeded'
  | 'PaymentRefunded'
  | 'SubscriptionPeriodStarted'
  | 'SubscriptionRenewalFailed'
  | 'SubscriptionCancelled'
  | 'SubscriptionPeriodRefunded'
  | 'ReturnRequested';
type ConsumedEvent = StoredEvent<Extract<DomainEvent, { type: ConsumedEventType }>>;

const consumedEventTypes: readonly ConsumedEventType[] = [
  'CustomerSignedUp',
  'AdminRightGranted',
  'AdminRightRevoked',
  'ParcelDeclared',
  'ParcelRegisteredAtReception',
  'ParcelReceived',
  'ParcelPutAway',
  'ParcelStatusCorrected',
  'ParcelShipmentReleased',
  'ParcelReadyToShip',
  'ParcelQuoteExpired',
  'ParcelShipped',
  'ParcelDelivered',
  'ParcelReturned',
  'PaymentSucceeded',
  'PaymentRefunded',
  'SubscriptionPeriodStarted',
  'SubscriptionRenewalFailed',
  'SubscriptionCancelled',
  'SubscriptionPeriodRefunded',
  'ReturnRequested',
];

const statisticsKeyOf = (event: ConsumedEvent): string => {
  switch (event.type) {
    case 'CustomerSignedUp':
    case 'AdminRightGranted':
    case 'AdminRightRevoked':
      return `customer#${event.data.customerId}`;
    case 'ParcelDeclared':
    case 'ParcelRegisteredAtReception':
    case 'ParcelReceived':
    case 'ParcelPutAway':
    case 'ParcelStatusCorrected':
    case 'ParcelShipmentReleased':
    case 'ParcelReadyToShip':
    case 'ParcelQuoteExpired':
    case 'ParcelShipped':
    case 'ParcelDelivered':
    case 'ParcelReturned':
      return `parcel#${event.data.parcelId}`;
    case 'PaymentSucceeded':
    case 'PaymentRefunded':
      return `payment#${event.data.paymentId}`;
    case 'SubscriptionPeriodStarted':
    case 'SubscriptionRenewalFailed':
    case 'SubscriptionCancelled':
    case 'SubscriptionPeriodRefunded':
      return `subscription#${event.data.customerId}`;
    case 'ReturnRequested':
      return `return#${event.data.returnId}`;
    default:
      return assertNever(event);
  }
};

/**
 * When a subscription's paid time ends: the end of the last unbroken run of its periods (a renewal
 * starts where the last period ends, a change of plan inside it), null when it never had one. A period
 * is counted from the instant it is recorded: Stripe charges a period when it begins.
 */
export const paidTimeEndOf = (state: SubscriptionState): string | null => {
  const periods = [...state.periods].sort((left, right) => Date.parse(left.start) - Date.parse(right.start));
  let end: number | null = null;
  for (const period of periods) {
    const start = Date.parse(period.start);
    const periodEnd = Date.parse(period.end);
    if (periodEnd <= start) continue;
    end = end === null || start > end ? periodEnd : Math.max(end, periodEnd);
  }
  return end === null ? null : new Date(end).toISOString();
};

const withDayAmount = (byDay: Record<string, number>, day: StatisticsDay, cents: number): Record<string, number> => ({
  ...byDay,
  [day]: (byDay[day] ?? 0) + cents,
});

type Row<Kind extends StatisticsRow['kind']> = Extract<StatisticsRow, { kind: Kind }>;
const isOfKind = <Kind extends StatisticsRow['kind']>(row: StatisticsRow | undefined, kind: Kind): row is Row<Kind> => row?.kind === kind;
/** The row when it is of the kind the event speaks of (a parcel's event never meets a payment's row: keys differ by kind). */
const rowOfKind = <Kind extends StatisticsRow['kind']>(row: StatisticsRow | undefined, kind: Kind): Row<Kind> | undefined =>
  isOfKind(row, kind) ? row : undefined;

const parcelWithStatus = (row: StatisticsRow | undefined, status: ParcelStatus): StatisticsRow | undefined => {
  const parcel = rowOfKind(row, 'parcel');
  return parcel && { ...parcel, status };
};

export const statisticsProjection: Projection<StatisticsRow, ConsumedEventType, typeof statisticsTable> = {
  name: 'project-statistics',
  description: 'Projection des statistiques du back-office (utilisateurs, colis, chiffre d’affaires encaissé, abonnements, retours)',
  table: statisticsTable,
  eventTypes: consumedEventTypes,
  rowSchema: statisticsRowSchema,
  keyOf: (event) => ({ statisticsKey: statisticsKeyOf(event) }),
  countersOf: (row) => {
    switch (row.kind) {
      case 'customer':
        // Staff are not users of the service (as in the users list).
        return row.staff ? [] : [statisticsCounters.users];
      case 'parcel':
        return [
          statisticsCounters.parcels,
          statisticsCounters.parcelsOfDay(row.recordedDay),
          statisticsCounters.parcelsOfMonth(monthOf(row.recordedDay)),
          ...(pendingStatuses.includes(row.status) ? [statisticsCounters.pendingParcels] : []),
          ...(row.status === 'delivered' ? [statisticsCounters.deliveredParcels] : []),
        ];
      case 'payment':
        return [];
      case 'subscription': {
        const end = paidTimeEndOf(row.subscription);
        return end === null ? [] : bucketsOf(new Date(end)).map(statisticsCounters.subscriptionsEndingIn);
      }
      case 'return':
        return [statisticsCounters.returnRequests];
      default:
        return assertNever(row);
    }
  },
  amountsOf: (row) => {
    if (row.kind !== 'payment') return {};
    const amounts: Record<string, number> = {};
    const add = (total: string, cents: number) => {
      amounts[total] = (amounts[total] ?? 0) + cents;
    };
    for (const [day, cents] of Object.entries(row.netCentsByDay)) {
      add(statisticsCounters.revenue, cents);
      add(statisticsCounters.revenueOfDay(day), cents);
      add(statisticsCounters.revenueOfMonth(monthOf(day)), cents);
    }
    return amounts;
  },
  evolve: (row, event) => {
    const statisticsKey = statisticsKeyOf(event);
    switch (event.type) {
      // --- Users
      case 'CustomerSignedUp':
        return { statisticsKey, kind: 'customer', staff: false };
      case 'AdminRightGranted':
      case 'AdminRightRevoked': {
        const customer = rowOfKind(row, 'customer');
        return customer && { ...customer, staff: event.type === 'AdminRightGranted' };
      }
      // --- Parcels: the statuses the parcels read model shows, followed from the same events.
      case 'ParcelDeclared':
        return { statisticsKey, kind: 'parcel', recordedDay: parisDayOf(event.occurredAt), status: 'declared' };
      case 'ParcelRegisteredAtReception':
        return { statisticsKey, kind: 'parcel', recordedDay: parisDayOf(event.occurredAt), status: 'received' };
      case 'ParcelReceived':
        return parcelWithStatus(row, 'received');
      case 'ParcelPutAway':
      case 'ParcelQuoteExpired':
        return parcelWithStatus(row, 'stored');
      case 'ParcelStatusCorrected':
        return parcelWithStatus(row, event.data.to);
      case 'ParcelShipmentReleased': {
        const parcel = rowOfKind(row, 'parcel');
        return parcel?.status === 'ready_to_ship' ? { ...parcel, status: 'stored' } : parcel;
      }
      case 'ParcelReadyToShip':
        return parcelWithStatus(row, 'ready_to_ship');
      case 'ParcelShipped':
        return parcelWithStatus(row, 'shipped');
      case 'ParcelDelivered':
        return parcelWithStatus(row, 'delivered');
      // Back with its merchant in mainland France: no longer pending.
      case 'ParcelReturned':
        return parcelWithStatus(row, 'returned');
      // --- Revenue: what was really paid, on the Paris day it was paid or refunded.
      case 'PaymentSucceeded': {
        const payment = rowOfKind(row, 'payment') ?? { statisticsKey, kind: 'payment' as const, netCentsByDay: {} };
        return { ...payment, netCentsByDay: withDayAmount(payment.netCentsByDay, parisDayOf(event.data.paidAt), event.data.amountCents) };
      }
      case 'PaymentRefunded': {
        const payment = rowOfKind(row, 'payment') ?? { statisticsKey, kind: 'payment' as const, netCentsByDay: {} };
        return { ...payment, netCentsByDay: withDayAmount(payment.netCentsByDay, parisDayOf(event.data.refundedAt), -event.data.amountCents) };
      }
      // --- Subscriptions: folded by the domain's own rules.
      case 'SubscriptionPeriodStarted':
      case 'SubscriptionRenewalFailed':
      case 'SubscriptionCancelled':
      case 'SubscriptionPeriodRefunded': {
        const subscription = rowOfKind(row, 'subscription')?.subscription ?? initialSubscriptionState();
        return { statisticsKey, kind: 'subscription', subscription: toRowState(evolveSubscription(subscription, event)) };
      }
      // --- Returns to mainland France: a request counts once it is requested (free, or paid).
      case 'ReturnRequested':
        return { statisticsKey, kind: 'return' };
      default:
        return assertNever(event);
    }
  },
};

const toRowState = (state: SubscriptionState): z.infer<typeof subscriptionStateSchema> => ({
  ...state,
  periods: [...state.periods],
  paymentIds: [...state.paymentIds],
  refundedPayments: [...state.refundedPayments],
});

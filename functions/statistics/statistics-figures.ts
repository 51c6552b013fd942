import { bucketsAfter } from '../../domain/statistics/instant-buckets';
import { monthOf, monthsEndingWith, parisDayOf, weekDaysUpTo } from '../../domain/statistics/statistics-calendar';
import { sharePercent, type AdminStatistics } from '../../domain/statistics/statistics-views';
import { statisticsCounters } from './statistics-projection';

/** A paid period lasts a year at most: no subscription's paid time ends beyond next year. */
const subscriptionYearsAhead = 1;

/**
 * The totals the statistics read at `now` for the last `months` months: a fixed list (at most about
 * 120 names), whatever the number of parcels, payments or subscriptions.
 */
export const statisticsCountersAt = (now: Date, months: number) => {
  const today = parisDayOf(now);
  const monthList = monthsEndingWith(monthOf(today), months);
  const week = weekDaysUpTo(today);
  const endingLater = bucketsAfter(now, subscriptionYearsAhead).map(statisticsCounters.subscriptionsEndingIn);
  return {
    today,
    monthList,
    week,
    endingLater,
    all: [
      statisticsCounters.users,
      statisticsCounters.parcels,
      statisticsCounters.pendingParcels,
      statisticsCounters.deliveredParcels,
      statisticsCounters.returnRequests,
      statisticsCounters.revenue,
      statisticsCounters.parcelsOfDay(today),
      ...week.map(statisticsCounters.revenueOfDay),
      ...monthList.flatMap((month) => [statisticsCounters.parcelsOfMonth(month), statisticsCounters.revenueOfMonth(month)]),
      ...endingLater,
    ],
  };
};

/** The statistics from the totals read (a total never counted reads 0). */
export const statisticsFrom = (now: Date, months: number, counts: ReadonlyMap<string, number>): AdminStatistics => {
  const { today, monthList, week, endingLater } = statisticsCountersAt(now, months);
  const read = (counter: string) => counts.get(counter) ?? 0;
  const revenueCents = read(statisticsCounters.revenue);
  const monthRevenueCents = read(statisticsCounters.revenueOfMonth(monthOf(today)));
  return {
    asOf: now.toISOString(),
    months,
    cards: {
      users: read(statisticsCounters.users),
      parcels: read(statisticsCounters.parcels),
      parcelsToday: read(statisticsCounters.parcelsOfDay(today)),
      pendingParcels: read(statisticsCounters.pendingParcels),
      deliveredParcels: read(statisticsCounters.deliveredParcels),
      returnRequests: read(statisticsCounters.returnRequests),
      activeSubscriptions: endingLater.reduce((sum, counter) => sum + read(counter), 0),
      revenueCents,
      weekRevenueCents: week.reduce((sum, day) => sum + read(statisticsCounters.revenueOfDay(day)), 0),
      monthRevenueCents,
      monthRevenueSharePercent: sharePercent(monthRevenueCents, revenueCents),
    },
    monthly: monthList.map((month) => ({
      month,
      parcels: read(statisticsCounters.parcelsOfMonth(month)),
      revenueCents: read(statisticsCounters.revenueOfMonth(month)),
    })),
  };
};

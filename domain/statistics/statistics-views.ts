import * as z from 'zod';

/** The periods the statistics page offers (spec 3, section 2.8): the last 3, 6 or 12 months, the current one included. */
export const statisticsPeriods = ['3', '6', '12'] as const;
export const statisticsPeriodMessage = 'La période doit être de 3, 6 ou 12 mois';
export const defaultStatisticsMonths = 6;

/** GET /admin/api/statistics?months=3|6|12 (6 when absent). */
export const statisticsQuerySchema = z.strictObject({
  months: z
    .enum(statisticsPeriods, { error: statisticsPeriodMessage })
    .optional()
    .transform((months) => (months === undefined ? defaultStatisticsMonths : Number(months))),
});

const count = z.number().int();
const cents = z.number().int();

/**
 * The back office's statistics (spec 3, section 2.8; DECISIONS, "Statistics"), shared by the server
 * and web-admin. Amounts are integer cents of what was really paid (payments succeeded minus refunds);
 * days are Paris days and the week starts on Monday.
 */
export const adminStatisticsSchema = z.object({
  /** the instant the figures were read */
  asOf: z.iso.datetime(),
  months: z.number().int(),
  cards: z.object({
    users: count,
    parcels: count,
    /** parcels recorded today (declared by their customer, or registered at the warehouse when nobody declared them) */
    parcelsToday: count,
    /** parcels that have not left the warehouse yet: declared, received, stored, ready to ship or on hold */
    pendingParcels: count,
    deliveredParcels: count,
    /** return requests to mainland France that counted (free, or paid) */
    returnRequests: count,
    /** subscriptions whose paid time covers now */
    activeSubscriptions: count,
    revenueCents: cents,
    /** from Monday to today */
    weekRevenueCents: cents,
    monthRevenueCents: cents,
    /** the month's revenue as a percentage of all revenue, to one decimal; null while there is none */
    monthRevenueSharePercent: z.number().nullable(),
  }),
  /** the last `months` months, oldest first, the current one last; a month with nothing reads zeros */
  monthly: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), parcels: count, revenueCents: cents })),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;

/** A share of a whole in percent, to one decimal, rounded half up on exact integers (null for an empty whole). */
export const sharePercent = (part: number, whole: number): number | null => {
  if (whole <= 0) return null;
  // part * 1000 / whole in integers, rounded half up: tenths of a percent
  const tenths = Math.floor((part * 2000 + whole) / (2 * whole));
  return tenths / 10;
};

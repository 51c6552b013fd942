import * as z from 'zod';

const level = z.enum(['healthy', 'warning', 'critical']);

/** Changesets of the feed left behind over the last week: how many, and when the last was. */
const feedAlertCountSchema = z.object({ count: z.number().int().min(0), lastAt: z.iso.datetime().nullable() });
export type FeedAlertCount = z.infer<typeof feedAlertCountSchema>;

/** What staff read of the server's last 24 h (GET /admin/api/health/history), parsed by the back office. */
export const healthHistorySchema = z.object({
  generatedAt: z.iso.datetime(),
  intervalMinutes: z.number().int().positive(),
  /** share of non-critical checks, 0 to 1; null before the first check */
  uptime: z.number().min(0).max(1).nullable(),
  alert: z.boolean(),
  alertBelow: z.number(),
  checks: z.number().int().min(0),
  last: z
    .object({ checkedAt: z.iso.datetime(), level, latencyMs: z.number().int().min(0), down: z.array(z.string()) })
    .nullable(),
  /** changesets no reader can parse (quarantined) and changesets the reconciliation gave up on (abandoned) */
  feed: z.object({ windowDays: z.number().int().positive(), quarantined: feedAlertCountSchema, abandoned: feedAlertCountSchema }),
  points: z.array(
    z.object({
      from: z.iso.datetime(),
      level,
      checks: z.number().int().positive(),
      critical: z.number().int().min(0),
      maxLatencyMs: z.number().int().min(0),
      averageLatencyMs: z.number().int().min(0),
    }),
  ),
});
export type HealthHistory = z.infer<typeof healthHistorySchema>;

import * as z from 'zod';
import { allProjections } from '../catalog';
import { createLogger } from '../platform/logger';
import { reconcileReadModels } from '../platform/reconcile';

const logger = createLogger({ handler: 'reconcile-read-models' });

/** The window the schedule covers: twice the longest a delivery retries before its dead-letter queue. */
const defaultWindowMs = 48 * 3_600_000;

/** A run by hand may name its window: `npm run job -- reconcile-read-models --since 2026-01-01`. */
const inputSchema = z.object({ since: z.iso.datetime().or(z.iso.date()).optional() }).loose();

/** Scheduled: brings every read model up to the feed of the last two days. */
export const handler = async (input: unknown = {}): Promise<void> => {
  const parsed = inputSchema.safeParse(input ?? {});
  const until = new Date();
  const since = parsed.success && parsed.data.since ? new Date(parsed.data.since) : new Date(until.getTime() - defaultWindowMs);
  const report = await reconcileReadModels(allProjections, { since, until });
  (report.rowsHealed > 0 ? logger.warn : logger.info)('modèles de lecture rapprochés du flux', { ...report, since: since.toISOString() });
};

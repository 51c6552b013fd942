import * as z from 'zod';
import { allProjections, allReactions } from '../catalog';
import { createLogger } from '../platform/logger';
import { reconcileFeed } from '../platform/reconcile';
import { recordFeedAlert } from './feed-alert-records';
import { feedAlerts } from './feed-alerts';

const logger = createLogger({ handler: 'reconcile-read-models' });

/** A run by hand may name where to start: `npm run job -- reconcile-read-models --since 2026-01-01` (checkpoints left as they are). */
const inputSchema = z.object({ since: z.iso.datetime().or(z.iso.date()).optional() }).loose();

/**
 * Scheduled: brings every read model and every reaction up to the feed, each from its checkpoint,
 * in turns under one budget well inside the Lambda's timeout (the next run goes on where each stopped).
 */
export const handler = async (input: unknown = {}) => {
  const parsed = inputSchema.safeParse(input ?? {});
  const since = parsed.success && parsed.data.since ? new Date(parsed.data.since) : undefined;
  // By hand, with no Lambda timeout to respect: to the end of the feed.
  const reports = await reconcileFeed(allProjections, allReactions, since ? { now: new Date(), since, maxMs: Number.POSITIVE_INFINITY, maxChangesets: Number.POSITIVE_INFINITY } : { now: new Date() });
  for (const report of reports) {
    const troubled = report.healed > 0 || report.failed.length > 0 || report.abandoned.length > 0 || report.unreadable.length > 0 || !report.complete;
    (troubled ? logger.warn : logger.info)('lecteur du flux rapproché', { ...report, since: since?.toISOString() });
    for (const abandoned of report.abandoned) logger.error(feedAlerts.abandoned.message, { reader: report.reader, ...abandoned });
    for (const unreadable of report.unreadable) logger.error(feedAlerts.quarantined.message, { reader: report.reader, ...unreadable.position, error: unreadable.error });
  }
  // Counted on the health page too; a failure to count is logged, the run's work is done.
  const now = new Date();
  const left = reports.flatMap((report) => [
    ...report.abandoned.map((abandoned) => ({ kind: 'abandoned' as const, occurrence: { ...abandoned, reader: report.reader } })),
    ...report.unreadable.map((unreadable) => ({ kind: 'quarantined' as const, occurrence: { ...unreadable.position, error: unreadable.error, reader: report.reader } })),
  ]);
  for (const { kind, occurrence } of left) {
    await recordFeedAlert(kind, occurrence, now).catch((error: unknown) => logger.warn('changeset laissé de côté non compté', { ...occurrence, kind, error }));
  }
  return reports.map(({ reader, changesets, slices, checked, healed, failed, abandoned, unreadable, complete, checkedUpTo }) => ({
    reader,
    changesets,
    slices,
    checked,
    healed,
    failed: failed.length,
    abandoned: abandoned.length,
    unreadable: unreadable.length,
    complete,
    checkedUpTo,
  }));
};

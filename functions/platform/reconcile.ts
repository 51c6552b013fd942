import type { StoredEvent } from '../../events/catalog';
import { loadStream } from './event-store';
import { readFeedPositions } from './feed';
import { daysBetween, lowestCommitIdAt, utcDay } from './feed-keys';
import { applyToReadModel, rowKeyString, type AnyProjection, type ApplyOutcome } from './projection';

/**
 * Brings every read model up to the feed over a window of time: for each stream committed to in
 * the window, each row its events project to is checked (one read when it is up to date) and, when
 * behind, healed from the store by the same idempotent `applyToReadModel` as the live runners. An
 * event whose delivery ended in a dead-letter queue is projected this way all the same.
 */
export type ReconciliationReport = { streams: number; rowsChecked: number; rowsHealed: number };

/** Per projection, the last event of the stream for each row it updates: applying it heals every earlier gap of that row. */
const lastEventPerRow = (projection: AnyProjection, events: readonly StoredEvent[]): StoredEvent[] => {
  const last = new Map<string, StoredEvent>();
  for (const event of events) if (projection.eventTypes.includes(event.type)) last.set(rowKeyString(projection.keyOf(event)), event);
  return [...last.values()];
};

export const reconcileReadModels = async (
  projections: readonly AnyProjection[],
  window: { since: Date; until: Date },
  parallelism = 8,
): Promise<ReconciliationReport> => {
  const after = lowestCommitIdAt(window.since.getTime());
  const before = lowestCommitIdAt(window.until.getTime() + 1);
  const streamIds = new Set<string>();
  for (const day of daysBetween(utcDay(window.since), utcDay(window.until))) {
    for (const position of await readFeedPositions(day, after)) if (position.commitId < before) streamIds.add(position.streamId);
  }
  const report: ReconciliationReport = { streams: streamIds.size, rowsChecked: 0, rowsHealed: 0 };
  const queue = [...streamIds];
  const healedOutcomes: readonly ApplyOutcome[] = ['applied', 'healed'];
  await Promise.all(
    Array.from({ length: Math.min(parallelism, queue.length) }, async () => {
      for (let streamId = queue.pop(); streamId !== undefined; streamId = queue.pop()) {
        const events = (await loadStream(streamId)).flatMap((changeset) => changeset.events);
        for (const projection of projections) {
          for (const event of lastEventPerRow(projection, events)) {
            report.rowsChecked += 1;
            if (healedOutcomes.includes(await applyToReadModel(projection, event))) report.rowsHealed += 1;
          }
        }
      }
    }),
  );
  return report;
};

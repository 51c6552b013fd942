import { decodeTime } from 'ulid';
import type { StoredEvent } from '../../events/catalog';
import type { Changeset } from './changeset';
import { readCheckpoint, saveCheckpoint, type Checkpoint, type RetryPosition } from './checkpoints';
import { readChangesetsAt, readFeedPositions, type FeedPosition, type UnreadableChangeset } from './feed';
import { daysBetween, lowestCommitIdAt, utcDay } from './feed-keys';
import { applyToReadModel, rowKeyString, type AnyProjection } from './projection';
import type { AnyReaction } from './reaction';

/**
 * Brings every read model and every reaction up to the feed. Each reader of the feed keeps its
 * checkpoint (the commit up to which it has checked the feed, in the checkpoints table, one item per
 * reader: `read-models`, `reaction#<name>`), and a run reads only the feed's keys after it: the
 * changesets committed since the last run, whatever the size of the history. For each of them it
 * fetches that changeset alone (never the whole stream) and:
 * - per projection, applies the stream's last event of each row it updates with the same idempotent
 *   `applyToReadModel` as the live runners: one read when the row already knows that version (and has
 *   no counter move left to finish), a heal from the store when it does not;
 * - per reaction, re-drives each event of its types: its commands, with ids derived from the event,
 *   append nothing when the bus had delivered it.
 * A run is bounded (changesets and time): it stops at a commit and the next run goes on from there.
 * Commits younger than `settleMs` are left to the next run, so a put stamped before the checkpoint
 * and completed after it is not missed. A changeset that fails is tried again by the next few runs,
 * then reported and left; an unreadable one is reported at once. Neither stops the run.
 */
export type FeedReader = {
  /** the checkpoint's name */
  name: string;
  /** handles some changesets of the feed, each stream's in version order; counts what it checked and healed */
  handle: (changesets: readonly Changeset[], report: ReaderReport) => Promise<void>;
};

export type ReaderReport = {
  reader: string;
  changesets: number;
  checked: number;
  healed: number;
  failed: { streamId: string; version: number; error: string }[];
  abandoned: { streamId: string; version: number; error: string }[];
  unreadable: UnreadableChangeset[];
  /** true when the run reached the settled end of the feed; false when a bound stopped it */
  complete: boolean;
  /** the commit time (ISO) up to which the reader has checked the feed */
  checkedUpTo: string;
};

export type ReconcileOptions = {
  now: Date;
  /** read from here rather than from the checkpoint, and leave the checkpoint as it is (a run by hand) */
  since?: Date;
  /** where a reader without a checkpoint starts: the last two days, as long as a delivery retries */
  firstRunLookBackMs?: number;
  settleMs?: number;
  maxChangesets?: number;
  maxMs?: number;
  /** changesets handled together (and the checkpoint saved after each batch) */
  batchSize?: number;
  /** runs that try again a changeset that failed before it is left */
  maxAttempts?: number;
};

export const reconcileDefaults = {
  firstRunLookBackMs: 48 * 3_600_000,
  settleMs: 60_000,
  maxChangesets: 20_000,
  maxMs: 20_000,
  batchSize: 200,
  maxAttempts: 5,
};

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Each stream's changesets, in version order, the streams side by side. */
const byStream = (changesets: readonly Changeset[]): Changeset[][] => {
  const streams = new Map<string, Changeset[]>();
  for (const changeset of changesets) streams.set(changeset.streamId, [...(streams.get(changeset.streamId) ?? []), changeset]);
  return [...streams.values()].map((list) => list.sort((a, b) => a.version - b.version));
};

/** Runs `work` over the streams, `parallelism` at a time; a stream that fails is reported and does not stop the others. */
const forEachStream = async (
  changesets: readonly Changeset[],
  report: ReaderReport,
  work: (stream: Changeset[]) => Promise<void>,
  parallelism = 8,
) => {
  const queue = byStream(changesets);
  await Promise.all(
    Array.from({ length: Math.min(parallelism, queue.length) }, async () => {
      for (let stream = queue.pop(); stream !== undefined; stream = queue.pop()) {
        try {
          await work(stream);
        } catch (error) {
          // Every changeset of the stream in this batch is tried again: a reaction must see each of them.
          for (const changeset of stream) report.failed.push({ streamId: changeset.streamId, version: changeset.version, error: errorText(error) });
        }
      }
    }),
  );
};

/** Per projection, the last event of the stream for each row it updates: applying it heals every earlier gap of that row. */
const lastEventPerRow = (projection: AnyProjection, events: readonly StoredEvent[]): StoredEvent[] => {
  const last = new Map<string, StoredEvent>();
  for (const event of events) if (projection.eventTypes.includes(event.type)) last.set(rowKeyString(projection.keyOf(event)), event);
  return [...last.values()];
};

export const readModelsReader = (projections: readonly AnyProjection[]): FeedReader => ({
  name: 'read-models',
  handle: (changesets, report) =>
    forEachStream(changesets, report, async (stream) => {
      const events = stream.flatMap((changeset) => changeset.events);
      for (const projection of projections) {
        for (const event of lastEventPerRow(projection, events)) {
          report.checked += 1;
          const outcome = await applyToReadModel(projection, event);
          if (outcome === 'applied' || outcome === 'healed') report.healed += 1;
        }
      }
    }),
});

export const reactionReader = (reaction: AnyReaction): FeedReader => ({
  name: `reaction#${reaction.name}`,
  handle: (changesets, report) =>
    forEachStream(changesets, report, async (stream) => {
      for (const event of stream.flatMap((changeset) => changeset.events)) {
        if (!reaction.eventTypes.includes(event.type)) continue;
        report.checked += 1;
        await reaction.react(event);
      }
    }),
});

/** The feed's positions after `afterCommitId` and before `beforeCommitId`, in commit order, at most `limit`. */
const positionsBetween = async (afterCommitId: string, beforeCommitId: string, now: Date, limit: number): Promise<FeedPosition[]> => {
  const positions: FeedPosition[] = [];
  for (const day of daysBetween(utcDay(new Date(decodeTime(afterCommitId))), utcDay(now))) {
    for (const position of await readFeedPositions(day, afterCommitId)) {
      if (position.commitId >= beforeCommitId) return positions;
      positions.push(position);
      if (positions.length >= limit) return positions;
    }
  }
  return positions;
};

/** One run of one reader of the feed, from its checkpoint (or `since`), bounded. */
export const reconcileReader = async (reader: FeedReader, options: ReconcileOptions): Promise<ReaderReport> => {
  const settings = { ...reconcileDefaults, ...options };
  const started = Date.now();
  const saved = options.since ? undefined : await readCheckpoint(reader.name);
  const from = options.since ? lowestCommitIdAt(options.since.getTime()) : (saved?.commitId ?? lowestCommitIdAt(options.now.getTime() - settings.firstRunLookBackMs));
  const before = lowestCommitIdAt(options.now.getTime() - settings.settleMs);
  const report: ReaderReport = { reader: reader.name, changesets: 0, checked: 0, healed: 0, failed: [], abandoned: [], unreadable: [], complete: false, checkedUpTo: '' };
  const checkpoint: Checkpoint = { commitId: from, retry: [] };

  const handle = async (positions: readonly FeedPosition[], attemptsOf: (position: FeedPosition) => number) => {
    const changesets = await readChangesetsAt(positions, undefined, undefined, (unreadable) => report.unreadable.push(unreadable));
    report.changesets += changesets.length;
    const failedBefore = report.failed.length;
    await reader.handle(changesets, report);
    // A failed stream's changesets are tried again by the next runs, a few times.
    for (const failure of report.failed.slice(failedBefore)) {
      const position = positions.find((candidate) => candidate.streamId === failure.streamId && candidate.version === failure.version);
      if (!position) continue;
      const attempts = attemptsOf(position) + 1;
      if (attempts >= settings.maxAttempts) report.abandoned.push(failure);
      else checkpoint.retry.push({ ...position, attempts, error: failure.error });
    }
  };

  // What failed in earlier runs first.
  const retries: readonly RetryPosition[] = saved?.retry ?? [];
  if (retries.length > 0) await handle(retries, (position) => retries.find((retry) => retry.commitId === position.commitId)?.attempts ?? 0);

  const positions = await positionsBetween(from, before, options.now, settings.maxChangesets);
  let stoppedEarly = positions.length >= settings.maxChangesets;
  for (let start = 0; start < positions.length; start += settings.batchSize) {
    const batch = positions.slice(start, start + settings.batchSize);
    await handle(batch, () => 0);
    checkpoint.commitId = (batch.at(-1) as FeedPosition).commitId;
    if (!options.since) await saveCheckpoint(reader.name, checkpoint, options.now);
    if (Date.now() - started > settings.maxMs && start + settings.batchSize < positions.length) {
      stoppedEarly = true;
      break;
    }
  }
  if (!stoppedEarly && positions.length === 0 && !options.since && (saved === undefined || retries.length > 0)) {
    await saveCheckpoint(reader.name, checkpoint, options.now);
  }
  report.complete = !stoppedEarly;
  report.checkedUpTo = new Date(decodeTime(checkpoint.commitId)).toISOString();
  return report;
};

/** Every reader in turn (read models, then each reaction): each keeps its own checkpoint. */
export const reconcileFeed = async (
  projections: readonly AnyProjection[],
  reactions: readonly AnyReaction[],
  options: ReconcileOptions,
): Promise<ReaderReport[]> => {
  const reports: ReaderReport[] = [];
  for (const reader of [readModelsReader(projections), ...reactions.map(reactionReader)]) reports.push(await reconcileReader(reader, options));
  return reports;
};

import { decodeTime } from 'ulid';
import type { StoredEvent } from '../../events/catalog';
import type { Changeset } from './changeset';
import { readCheckpoint, saveCheckpoint, type Checkpoint, type RetryPosition } from './checkpoints';
import { readChangesetsAt, readFeedPositions, type FeedPosition, type UnreadableChangeset } from './feed';
import { daysBetween, lowestCommitIdAt, utcDay } from './feed-keys';
import { applyToReadModel, groupedTotals, rowKeyString, type AnyProjection } from './projection';
import type { AnyReaction } from './reaction';
import { openRecount } from './recount';

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
 * A run is bounded (changesets per reader, and one time budget for all its readers, who take turns):
 * a reader stops at a commit and the next run goes on from there. Beside the readers, each
 * projection's totals are recounted from its rows, a page a turn, over as many runs as it takes
 * (`recount.ts`).
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
  /** the slices it handled in this run (its earlier failures, batches of the feed) */
  slices: number;
};

export type ReconcileOptions = {
  now: Date;
  /** read from here rather than from the checkpoint, and leave the checkpoint as it is (a run by hand) */
  since?: Date;
  /** where a reader without a checkpoint starts: the last two days, as long as a delivery retries */
  firstRunLookBackMs?: number;
  settleMs?: number;
  /** changesets a reader lists in one run */
  maxChangesets?: number;
  /** the run's budget, shared by all its readers */
  maxMs?: number;
  /** the most changesets handled together, in a slice (the checkpoint saved after each); fewer when slices are slow */
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

export const readModelsReader = (projections: readonly AnyProjection[]): FeedReader => {
  // The streams it heals side by side move the same totals: their moves are made together.
  const totals = groupedTotals();
  return {
    name: 'read-models',
    handle: (changesets, report) =>
      forEachStream(changesets, report, async (stream) => {
        const events = stream.flatMap((changeset) => changeset.events);
        for (const projection of projections) {
          for (const event of lastEventPerRow(projection, events)) {
            report.checked += 1;
            const outcome = await applyToReadModel(projection, event, undefined, totals);
            if (outcome === 'applied' || outcome === 'healed') report.healed += 1;
          }
        }
      }),
  };
};

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

/** A reader's share of a run: opened (its checkpoint read), then advanced one slice at a time. */
type ReaderRun = {
  reader: FeedReader;
  report: ReaderReport;
  /** when its checkpoint was last saved: the reader served longest ago goes first */
  savedAt: string;
  /** handles the reader's next slice (the earlier failures, then a batch of the feed); false once it reached the settled end */
  step: () => Promise<boolean>;
  finish: () => void;
};

type PositionsLister = (afterCommitId: string, beforeCommitId: string) => Promise<FeedPosition[]>;

const openReader = async (
  reader: FeedReader,
  settings: typeof reconcileDefaults,
  options: ReconcileOptions,
  listPositions: PositionsLister,
  sliceMs: number,
): Promise<ReaderRun> => {
  const saved = options.since ? undefined : await readCheckpoint(reader.name);
  const from = options.since ? lowestCommitIdAt(options.since.getTime()) : (saved?.commitId ?? lowestCommitIdAt(options.now.getTime() - settings.firstRunLookBackMs));
  const before = lowestCommitIdAt(options.now.getTime() - settings.settleMs);
  const report: ReaderReport = { reader: reader.name, changesets: 0, checked: 0, healed: 0, failed: [], abandoned: [], unreadable: [], complete: false, checkedUpTo: '', slices: 0 };
  const checkpoint: Checkpoint = { commitId: from, retry: [] };
  const save = async () => {
    if (!options.since) await saveCheckpoint(reader.name, checkpoint, options.now);
  };

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
    report.slices += 1;
  };

  // What failed in earlier runs first.
  let retries: readonly RetryPosition[] = saved?.retry ?? [];
  let positions: FeedPosition[] | undefined;
  let next = 0;
  // A first slice small enough for a slow reader, then sized by the time slices take.
  let sliceSize = Number.isFinite(sliceMs) ? Math.max(1, Math.ceil(settings.batchSize / 8)) : settings.batchSize;
  const step = async (): Promise<boolean> => {
    if (retries.length > 0) {
      const earlier = retries;
      retries = [];
      await handle(earlier, (position) => earlier.find((retry) => retry.commitId === position.commitId)?.attempts ?? 0);
      await save();
      return true;
    }
    positions ??= (await listPositions(from, before)).slice(0, settings.maxChangesets);
    const started = Date.now();
    const batch = positions.slice(next, next + sliceSize);
    if (batch.length === 0) {
      // Up to date: saved all the same, so that this reader, served now, waits behind the others next run.
      if (next === 0) await save();
      return false;
    }
    await handle(batch, () => 0);
    // The next slice sized to take about `sliceMs`, as this one went (a slow reader's slice must not eat the others' turns).
    if (Number.isFinite(sliceMs)) sliceSize = Math.max(1, Math.min(settings.batchSize, Math.round((batch.length * sliceMs) / Math.max(1, Date.now() - started))));
    next += batch.length;
    checkpoint.commitId = (batch.at(-1) as FeedPosition).commitId;
    await save();
    return next < positions.length;
  };
  const finish = () => {
    report.complete = positions !== undefined && next >= positions.length && positions.length < settings.maxChangesets && retries.length === 0;
    report.checkedUpTo = new Date(decodeTime(checkpoint.commitId)).toISOString();
  };
  return { reader, report, savedAt: saved?.savedAt ?? '', step, finish };
};

/**
 * One run of several readers under one budget (`maxMs`), whatever their number: they take turns, one
 * slice (a batch of changesets, its checkpoint saved) each, the reader whose checkpoint was saved
 * longest ago first, so a reader a short run left out goes first in the next one and every reader
 * advances. A reader's next slice is not started when one as long as its last would overrun the budget
 * (its first is, while time is left): a slow reader does not take the others' turns. Readers standing
 * at the same commit share one listing of the feed.
 */
const recountPagesPerRun = 5;

/** A recount of a projection's totals as one of the run's turns: a page a slice; a failed page is reported and ends its turns. */
const recountRun = async (projection: AnyProjection, options: ReconcileOptions): Promise<ReaderRun> => {
  const recount = await openRecount(projection, options.now);
  const report: ReaderReport = { reader: recount.name, changesets: 0, checked: 0, healed: 0, failed: [], abandoned: [], unreadable: [], complete: true, checkedUpTo: '', slices: 0 };
  let failed = false;
  return {
    reader: { name: recount.name, handle: async () => undefined },
    report,
    savedAt: recount.savedAt,
    step: async () => {
      try {
        const more = await recount.step();
        report.slices += 1;
        // A few pages a run: a pass over a large table spreads over runs, whatever the budget left.
        return more && report.slices < recountPagesPerRun;
      } catch (error) {
        failed = true;
        report.failed.push({ streamId: recount.name, version: 0, error: errorText(error) });
        return false;
      }
    },
    finish: () => {
      report.checked = recount.report.rows + recount.report.totals;
      report.healed = recount.report.corrected.length;
      report.complete = !failed;
      report.checkedUpTo = options.now.toISOString();
    },
  };
};

export const reconcileReaders = async (readers: readonly FeedReader[], options: ReconcileOptions, recounts: readonly AnyProjection[] = []): Promise<ReaderReport[]> => {
  const settings = { ...reconcileDefaults, ...options };
  const started = Date.now();
  const listings = new Map<string, Promise<FeedPosition[]>>();
  const listPositions: PositionsLister = (afterCommitId, beforeCommitId) => {
    const key = `${afterCommitId}|${beforeCommitId}`;
    const listing = listings.get(key) ?? positionsBetween(afterCommitId, beforeCommitId, options.now, settings.maxChangesets);
    listings.set(key, listing);
    return listing;
  };
  // Slices short enough for every reader to have a few turns in a run.
  const sliceMs = settings.maxMs / (3 * Math.max(1, readers.length + recounts.length));
  const runs = [
    ...(await Promise.all(readers.map((reader) => openReader(reader, settings, options, listPositions, sliceMs)))),
    ...(await Promise.all(recounts.map((projection) => recountRun(projection, options)))),
  ];
  const turns = [...runs].sort((a, b) => (a.savedAt < b.savedAt ? -1 : a.savedAt > b.savedAt ? 1 : 0));
  // Each reader's last slice: its next one is started only if one as long still fits in the budget.
  const lastSlice = new Map<ReaderRun, number>();
  let active = turns;
  while (active.length > 0) {
    const stillActive: ReaderRun[] = [];
    for (const run of active) {
      const elapsed = Date.now() - started;
      // A run always makes one slice, however short its budget, or a backlog would never move.
      if (lastSlice.size > 0 && elapsed >= settings.maxMs) break;
      if (lastSlice.size > 0 && elapsed + (lastSlice.get(run) ?? 0) > settings.maxMs) continue;
      const sliceStarted = Date.now();
      const more = await run.step();
      lastSlice.set(run, Date.now() - sliceStarted);
      if (more) stillActive.push(run);
    }
    // Every reader had its turn while time lasted; those whose slice no longer fits wait for the next run.
    active = Date.now() - started >= settings.maxMs ? [] : stillActive.filter((run) => Date.now() - started + (lastSlice.get(run) ?? 0) <= settings.maxMs);
  }
  for (const run of runs) run.finish();
  return runs.map((run) => run.report);
};

/** One run of one reader of the feed, from its checkpoint (or `since`), bounded. */
export const reconcileReader = async (reader: FeedReader, options: ReconcileOptions): Promise<ReaderReport> =>
  (await reconcileReaders([reader], options))[0] as ReaderReport;

/**
 * Every reader (read models, then each reaction), each from its own checkpoint, and the recount of
 * each projection's totals, under one budget. A run by hand (`since`) leaves the recounts to the schedule.
 */
export const reconcileFeed = (projections: readonly AnyProjection[], reactions: readonly AnyReaction[], options: ReconcileOptions): Promise<ReaderReport[]> =>
  reconcileReaders(
    [readModelsReader(projections), ...reactions.map(reactionReader)],
    options,
    options.since ? [] : projections.filter((projection) => projection.countersOf || projection.amountsOf),
  );

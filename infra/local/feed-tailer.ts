import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { decodeTime } from 'ulid';
import * as z from 'zod';
import type { StoredEvent } from '../../events/catalog';
import { oldestCommitInFlight } from '../../functions/platform/event-store';
import { readChangesetsAt, readFeedPositions, type UnreadableChangeset } from '../../functions/platform/feed';
import { daysBetween, lowestCommitIdAt, utcDay } from '../../functions/platform/feed-keys';
import { createIdleBackoff } from './idle-backoff';
import { feedAlerts } from '../../functions/manifest';

/**
 * Plays the part of the DynamoDB stream, which dynalite lacks: it reads new changesets from the
 * feed index and hands their events to the bus. Command handlers never publish themselves.
 *
 * The feed is sorted by commit id, and a changeset becomes visible only once its put completes, so
 * it may appear behind newer ones. The tailer keeps a mark: every changeset stamped before it has
 * been delivered. After each read the mark moves to the start of that read, or to the oldest commit
 * this process has stamped and not yet written, whichever is older: the runtime's own commands are
 * never lost, however slow their put. Writers in other processes (`npm run job`, a replay) are not
 * tracked: every read looks back a little before the mark, and a periodic sweep further, for them;
 * a read model that still misses an event is caught up by the scheduled reconciliation. Reads span
 * every day from the look-back to today, so a commit stamped before midnight and seen after it is
 * delivered. The mark is saved after delivery, so a crash re-delivers rather than loses (at least
 * once). An unreadable changeset is quarantined (handed to `quarantine`, reported, counted as
 * delivered): one bad item never holds the mark back.
 */
export const tailerTimings = {
  /** look-back of every read, for other processes' puts in flight */
  shortLookBackMs: 1_000,
  /** look-back of the periodic sweep */
  sweepLookBackMs: 30_000,
  sweepEveryMs: 5_000,
  saveCheckpointEveryMs: 1_000,
};

const checkpointSchema = z.object({ mark: z.number().int().min(0) });


export const createFeedTailer = (options: {
  checkpointFile: string;
  publish: (event: StoredEvent) => Promise<void>;
  /** time between timed reads while they bring something */
  intervalMs: number;
  /**
   * the longest time between timed reads of a quiet feed: each one that finds nothing doubles the wait up to it, one
   * that finds something brings it back to `intervalMs` (the intervalMs when absent). A nudge (this process has
   * committed) reads at once and leaves the timed reads as they were: they are for other processes' writes.
   */
  idleIntervalMs?: number;
  log: (message: string, fields: Record<string, unknown>) => void;
  /** the clock, moved by tests */
  now?: () => number;
  oldestInFlight?: () => string | undefined;
  /** where an unreadable changeset goes (the runtime keeps them in a file of the data folder); logged when absent */
  quarantine?: (unreadable: UnreadableChangeset) => void;
}) => {
  const now = options.now ?? Date.now;
  const quarantine =
    options.quarantine ??
    ((unreadable: UnreadableChangeset) => options.log(feedAlerts.quarantined.message, { ...unreadable.position, error: unreadable.error }));
  const oldestInFlight = options.oldestInFlight ?? oldestCommitInFlight;
  const readCheckpoint = (): number => {
    if (!existsSync(options.checkpointFile)) return Date.parse(`${utcDay(new Date(now()))}T00:00:00.000Z`);
    const parsed = checkpointSchema.safeParse(JSON.parse(readFileSync(options.checkpointFile, 'utf8')));
    // A checkpoint of an older format: start again from the beginning of today, as on a first start.
    return parsed.success ? parsed.data.mark : Date.parse(`${utcDay(new Date(now()))}T00:00:00.000Z`);
  };
  /** time (ms) before which every visible changeset has been delivered */
  let mark = readCheckpoint();
  let savedMark = mark;
  let savedAt = 0;
  const delivered = new Map<string, number>();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  /** no read is scheduled any more (the last one is under way) */
  let stopping = false;
  let lastSweep = 0;

  const forget = (horizon: number) => {
    for (const [commitId, time] of delivered) if (time < horizon) delivered.delete(commitId);
  };

  const save = (force: boolean) => {
    if (savedMark === mark || (!force && now() - savedAt < tailerTimings.saveCheckpointEveryMs)) return;
    writeFileSync(options.checkpointFile, JSON.stringify({ mark }));
    savedMark = mark;
    savedAt = now();
  };

  /** Reads the feed once; says whether it delivered anything. */
  const readOnce = async (): Promise<boolean> => {
    let found = false;
    const startedAt = now();
    const inFlight = oldestInFlight();
    const sweep = startedAt - lastSweep >= tailerTimings.sweepEveryMs;
    if (sweep) lastSweep = startedAt;
    const from = mark - (sweep ? tailerTimings.sweepLookBackMs : tailerTimings.shortLookBackMs);
    const after = lowestCommitIdAt(from);
    for (const day of daysBetween(utcDay(new Date(from)), utcDay(new Date(startedAt)))) {
      const fresh = (await readFeedPositions(day, after)).filter((position) => !delivered.has(position.commitId));
      if (fresh.length === 0) continue;
      found = true;
      const unreadable: UnreadableChangeset[] = [];
      const changesets = await readChangesetsAt(fresh, undefined, undefined, (item) => unreadable.push(item));
      // Published in feed order: the bus keeps each stream's deliveries in the order it got them.
      await Promise.all(changesets.flatMap((changeset) => changeset.events.map((event) => options.publish(event))));
      for (const changeset of changesets) delivered.set(changeset.commitId, decodeTime(changeset.commitId));
      for (const item of unreadable) {
        quarantine(item);
        delivered.set(item.position.commitId, startedAt);
      }
    }
    mark = Math.max(mark, Math.min(startedAt, inFlight === undefined ? startedAt : decodeTime(inFlight)));
    save(false);
    forget(mark - 2 * tailerTimings.sweepLookBackMs);
    return found;
  };

  const backoff = createIdleBackoff({ busyMs: options.intervalMs, idleMaxMs: options.idleIntervalMs ?? options.intervalMs });
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (stopping) return;
    timer = setTimeout(() => void poll(true), delayMs);
    timer.unref();
  };

  /** a timed read is due or under way: the run that makes it schedules the next one */
  let timedReadDue = false;
  const poll = (timed = false): Promise<void> => {
    if (timed) timedReadDue = true;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let found = false;
      do {
        again = false;
        try {
          found = (await readOnce()) || found;
        } catch (error) {
          options.log('lecture du flux en échec', { error: String(error) });
        }
      } while (again && !stopped);
      running = undefined;
      if (timedReadDue) {
        timedReadDue = false;
        schedule(backoff.next(found));
      }
    })();
    return running;
  };

  schedule(options.intervalMs);

  return {
    /** asks for a read now (this process has committed); concurrent calls are coalesced */
    nudge: () => void poll(),
    /** reads now, and resolves once what it found is published */
    poll: () => poll(),
    /** time before which every changeset has been delivered */
    mark: () => mark,
    /**
     * Stops after a last read, once this process's own commits in flight have landed (a second at
     * most): what was committed before the stop is delivered before it.
     */
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      const deadline = Date.now() + 1_000;
      while (oldestInFlight() !== undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await poll();
      stopped = true;
      await running;
      save(true);
    },
  };
};
export type FeedTailer = ReturnType<typeof createFeedTailer>;

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { decodeTime, encodeTime } from 'ulid';
import { nextDay, readFeedDay, utcDay, type Changeset } from '../../functions/platform/event-store';
import type { StoredEvent } from '../../events/catalog';

/**
 * Plays the part of the DynamoDB stream, which dynalite lacks: it reads new changesets from the
 * feed index and hands their events to the bus. Command handlers never publish themselves.
 * Commit ids are taken just before the conditional put, so a changeset may become visible a little
 * after a later one: reads go back in time and skip what was already delivered. Reads after a
 * command go back a little (cheap: they run after every write); a periodic sweep goes back further
 * for slow writers. The checkpoint is saved after delivery, so a crash re-delivers rather than
 * loses (at least once).
 */
const shortLookBackMs = 500;
const sweepLookBackMs = 5000;
const sweepEveryMs = 2000;
const saveCheckpointEveryMs = 1000;

type Checkpoint = { day: string; commitId: string };

export const createFeedTailer = (options: {
  checkpointFile: string;
  publish: (event: StoredEvent) => Promise<void>;
  intervalMs: number;
  log: (message: string, fields: Record<string, unknown>) => void;
}) => {
  let checkpoint: Checkpoint = existsSync(options.checkpointFile)
    ? (JSON.parse(readFileSync(options.checkpointFile, 'utf8')) as Checkpoint)
    : { day: utcDay(new Date()), commitId: '' };
  const delivered = new Map<string, number>();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let lastSweep = 0;
  let savedAt = 0;
  let saved = checkpoint;

  const lookBackFrom = (commitId: string, lookBackMs: number) =>
    commitId ? `${encodeTime(Math.max(0, decodeTime(commitId) - lookBackMs), 10)}0000000000000000` : undefined;

  const forget = () => {
    const horizon = checkpoint.commitId ? decodeTime(checkpoint.commitId) - 2 * sweepLookBackMs : 0;
    for (const [commitId, time] of delivered) if (time < horizon) delivered.delete(commitId);
  };

  const save = (force: boolean) => {
    if (saved === checkpoint || (!force && Date.now() - savedAt < saveCheckpointEveryMs)) return;
    writeFileSync(options.checkpointFile, JSON.stringify(checkpoint));
    saved = checkpoint;
    savedAt = Date.now();
  };

  const readOnce = async () => {
    const today = utcDay(new Date());
    const sweep = Date.now() - lastSweep >= sweepEveryMs;
    if (sweep) lastSweep = Date.now();
    const lookBackMs = sweep ? sweepLookBackMs : shortLookBackMs;
    let newest = checkpoint;
    for (let day = checkpoint.day; day <= today; day = nextDay(day)) {
      const after = day === checkpoint.day ? lookBackFrom(checkpoint.commitId, lookBackMs) : undefined;
      const changesets: Changeset[] = await readFeedDay(day, after);
      const fresh = changesets.filter((changeset) => !delivered.has(changeset.commitId));
      await Promise.all(fresh.flatMap((changeset) => changeset.events.map((event) => options.publish(event))));
      for (const changeset of fresh) {
        delivered.set(changeset.commitId, decodeTime(changeset.commitId));
        if (changeset.commitId > newest.commitId) newest = { day, commitId: changeset.commitId };
      }
    }
    checkpoint = newest;
    save(false);
    forget();
  };

  const poll = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await readOnce();
        } catch (error) {
          options.log('lecture du flux en échec', { error: String(error) });
        }
      } while (again && !stopped);
      running = undefined;
    })();
    return running;
  };

  const timer = setInterval(() => void poll(), options.intervalMs);
  timer.unref();

  return {
    /** asks for a read now (after a command); concurrent calls are coalesced */
    nudge: () => void poll(),
    poll,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      save(true);
    },
  };
};
export type FeedTailer = ReturnType<typeof createFeedTailer>;

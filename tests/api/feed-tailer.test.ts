import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoredEvent } from '../../events/catalog';
import { appendChangeset, onCommitted } from '../../functions/platform/event-store';
import { createFeedTailer, tailerTimings } from '../../infra/local/feed-tailer';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { changesetItemOf, committed } from '../../functions/platform/changeset';
import { eventsTableName } from '../../functions/platform/event-store';
import { feedCalendarItem, utcDay } from '../../functions/platform/feed-keys';
import type { UnreadableChangeset } from '../../functions/platform/feed';
import { createReplay, replayFeed } from '../../functions/platform/replay';
import { eventually } from '../support/eventually';
import { parcelChangeset, useScratchEventStore } from '../support/scratch-event-store';

const runtime = inject('runtime');

/** A tailer on a clock the test moves, delivering into a list. */
const tailerAt = (options: { checkpointFile: string; start: number; oldestInFlight?: () => string | undefined }) => {
  let clock = options.start;
  const deliveries: StoredEvent[] = [];
  const quarantined: UnreadableChangeset[] = [];
  const tailer = createFeedTailer({
    checkpointFile: options.checkpointFile,
    publish: async (event) => {
      deliveries.push(event);
    },
    intervalMs: 3_600_000,
    log: () => undefined,
    now: () => clock,
    oldestInFlight: options.oldestInFlight ?? (() => undefined),
    quarantine: (unreadable) => quarantined.push(unreadable),
  });
  return {
    tailer,
    deliveries,
    quarantined,
    streams: () => deliveries.map((event) => `${event.streamId}@${event.version}`),
    setClock: (time: number) => (clock = time),
  };
};

const checkpointFile = () => join(mkdtempSync(join(tmpdir(), 'tailer-')), 'feed-checkpoint.json');
const declare = (commitTime: number) => {
  const parcelId = randomUUID();
  return appendChangeset(parcelChangeset(parcelId, 0), { commitTime: new Date(commitTime) }).then(() => `parcel-${parcelId}@1`);
};

/** A changeset in the feed that no reader can parse (its reception lost its weight), written past the store's checks. */
const writeUnreadable = async (commitTime: number) => {
  const parcelId = randomUUID();
  const changeset = committed(parcelChangeset(parcelId, 0), ulid(commitTime));
  const item = changesetItemOf(changeset);
  await dynamoDocuments().send(new PutCommand({ TableName: eventsTableName(), Item: feedCalendarItem(utcDay(new Date(commitTime))) }));
  await dynamoDocuments().send(
    new PutCommand({ TableName: eventsTableName(), Item: { ...item, events: item.events.map((event) => ({ ...event, data: { parcelId } })) } }),
  );
  return `parcel-${parcelId}`;
};

describe('the local feed tailer', () => {
  beforeAll(async () => {
    await useScratchEventStore(runtime);
  });

  it('delivers a changeset stamped just before midnight that appears after a commit of the new day', async () => {
    const midnight = Date.parse('2026-03-02T00:00:00.000Z');
    const { tailer, streams, setClock } = tailerAt({ checkpointFile: checkpointFile(), start: midnight - 60_000 });
    await tailer.poll();
    const afterMidnight = await declare(midnight + 200);
    setClock(midnight + 300);
    await tailer.poll();
    expect(streams()).toEqual([afterMidnight]);
    // A writer in another process stamped this before midnight; its put completes only now.
    const beforeMidnight = await declare(midnight - 100);
    setClock(midnight + 400);
    await tailer.poll();
    expect(streams()).toEqual([afterMidnight, beforeMidnight]);
    await tailer.stop();
  });

  it('reads the feed as soon as its own process commits, not at its next timed read (an hour away)', async () => {
    const start = Date.now();
    const checkpoint = checkpointFile();
    writeFileSync(checkpoint, JSON.stringify({ mark: start - 60_000 }));
    const { tailer, streams } = tailerAt({ checkpointFile: checkpoint, start: start + 1_000 });
    const stopNudging = onCommitted(tailer.nudge);
    try {
      const declared = await declare(start);
      await eventually(async () => expect(streams()).toContain(declared), 1_000);
    } finally {
      stopNudging();
      await tailer.stop();
    }
  });

  it('never loses a commit of its own process, however long its put takes', async () => {
    const start = Date.parse('2026-03-05T10:00:00.000Z');
    let inFlight: string | undefined = ulid(start + 10);
    const { tailer, streams, setClock } = tailerAt({ checkpointFile: checkpointFile(), start, oldestInFlight: () => inFlight });
    const early = await declare(start + 5);
    // Ten minutes of reads while a put stamped at start + 10 ms has not completed.
    for (let minute = 1; minute <= 10; minute += 1) {
      setClock(start + minute * 60_000);
      await tailer.poll();
    }
    const slow = await declare(start + 10);
    inFlight = undefined;
    setClock(start + 11 * 60_000);
    await tailer.poll();
    expect(streams()).toEqual([early, slow]);
    expect(tailer.mark()).toBe(start + 11 * 60_000);
    await tailer.stop();
  });

  it('delivers, after a restart from its checkpoint, what was committed while it was stopped, once per run', async () => {
    const start = Date.parse('2026-03-08T10:00:00.000Z');
    const file = checkpointFile();
    const first = tailerAt({ checkpointFile: file, start });
    const before = await declare(start + 100);
    first.setClock(start + 1_000);
    await first.tailer.poll();
    expect(first.streams()).toEqual([before]);
    await first.tailer.stop();

    const whileStopped = await declare(start + 60_000);
    const second = tailerAt({ checkpointFile: file, start: start + 120_000 });
    await second.tailer.poll();
    second.setClock(start + 120_000 + tailerTimings.sweepEveryMs);
    await second.tailer.poll();
    // At least once: the restart looks back past its mark and may deliver `before` again, never twice `whileStopped`.
    expect(second.streams().filter((stream) => stream === whileStopped)).toHaveLength(1);
    expect(second.streams().every((stream) => stream === whileStopped || stream === before)).toBe(true);
    await second.tailer.stop();
  });

  it('delivers, when stopped, what was committed before the stop', async () => {
    const start = Date.parse('2026-03-14T10:00:00.000Z');
    const { tailer, streams, setClock } = tailerAt({ checkpointFile: checkpointFile(), start });
    await tailer.poll();
    const last = await declare(start + 100);
    setClock(start + 200);
    await tailer.stop();
    expect(streams()).toEqual([last]);
  });

  it('quarantines an unreadable changeset and goes on delivering the ones after it', async () => {
    const start = Date.parse('2026-03-11T10:00:00.000Z');
    const { tailer, streams, quarantined, setClock } = tailerAt({ checkpointFile: checkpointFile(), start });
    const bad = await writeUnreadable(start + 100);
    const good = await declare(start + 200);
    setClock(start + 1_000);
    await tailer.poll();
    expect(streams()).toEqual([good]);
    expect(quarantined.map((item) => item.position.streamId)).toEqual([bad]);
    expect(tailer.mark()).toBe(start + 1_000);
    // Reported once, not at every read.
    setClock(start + 2_000);
    await tailer.poll();
    expect(quarantined).toHaveLength(1);
    await tailer.stop();
  });
});

describe("the auditors' replay", () => {
  beforeAll(async () => {
    await useScratchEventStore(runtime);
  });

  it('reports an unreadable changeset and replays the rest of the history', async () => {
    const start = Date.parse('2026-03-12T10:00:00.000Z');
    const bad = await writeUnreadable(start);
    const good = await declare(start + 100);
    const replay = createReplay([]);
    const unreadable: UnreadableChangeset[] = [];
    await replayFeed(replay, undefined, (item) => unreadable.push(item));
    expect(unreadable.map((item) => item.position.streamId)).toEqual([bad]);
    expect(replay.eventCount()).toBe(1);
    expect(good).toMatch(/@1$/);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoDocuments, dynamoItems } from './aws/dynamodb';
import { appendChangeset } from './event-store';
import type { AnyReaction } from './reaction';
import { reconcileFeed, type ReaderReport } from './reconcile';
import { checkpointsTable } from './state-tables';
import { eventsTable } from './tables';
import { useInProcessDynamo } from './testing/in-process-dynamo';
import { parcelChangesetAt } from './testing/parcel-rows';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Slow readers of the parcels' declarations: each event takes a while, as a reaction's mail or command does. */
const slowReactions = (prefix: string, count: number, msPerEvent: number): AnyReaction[] =>
  Array.from({ length: count }, (_unused, index) => ({
    name: `${prefix}-${index}`,
    description: 'réaction lente',
    eventTypes: ['ParcelDeclared'],
    react: () => sleep(msPerEvent),
  }));

describe('a reconciliation run over a backlog', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([eventsTable, checkpointsTable]));
    // 96 changed streams: 12 batches of 8 for each reader.
    for (let index = 0; index < 96; index += 1) await appendChangeset(parcelChangesetAt(randomUUID(), 0));
  });
  afterAll(async () => {
    dynamoDocuments().destroy();
    dynamoItems().destroy();
    await stop();
  });

  /** Runs one after the other, as the schedule makes them, each reader's changesets in each. */
  const runs = async (reactions: AnyReaction[], maxMs: number, count: number, untilDone = false) => {
    const done: { elapsed: number; reports: ReaderReport[] }[] = [];
    for (let run = 0; run < count; run += 1) {
      const started = Date.now();
      const reports = await reconcileFeed([], reactions, { now: new Date(), settleMs: 0, maxMs, batchSize: 8 });
      done.push({ elapsed: Date.now() - started, reports });
      if (untilDone && reports.every((report) => report.complete)) break;
    }
    return done;
  };
  const advanced = (reports: readonly ReaderReport[], reader: string) => (reports.find((report) => report.reader === reader)?.changesets ?? 0) > 0;

  it('with a budget too short for a turn of every reader, serves first the readers the last runs left out: each advances over successive runs', async () => {
    const reactions = slowReactions('lente', 5, 15);
    const readers = reactions.map((reaction) => `reaction#${reaction.name}`);
    const done = await runs(reactions, 40, 12);
    // Not every reader in each run...
    expect(done.some(({ reports }) => readers.some((reader) => !advanced(reports, reader)))).toBe(true);
    // ...but each in any few runs in a row.
    for (let start = 0; start + readers.length + 1 <= done.length; start += 1) {
      const window = done.slice(start, start + readers.length + 1);
      for (const reader of readers) expect(window.some(({ reports }) => advanced(reports, reader)), `${reader}, passes ${start + 1} et suivantes`).toBe(true);
    }
  });

  it('shares one budget between its readers and ends inside it; every reader advances in each run until all are up to date', async () => {
    // 96 events of 30 ms: each reader alone needs about 3 s, more than one run's budget however its readers are run.
    const reactions = slowReactions('moyenne', 5, 30);
    const maxMs = 2_000;
    const done = await runs(reactions, maxMs, 40, true);
    expect(done.at(-1)?.reports.every((report) => report.complete)).toBe(true);
    expect(done.length).toBeGreaterThan(1);
    for (const [index, { elapsed, reports }] of done.entries()) {
      expect(elapsed, `passe ${index + 1}`).toBeLessThan(maxMs * 1.5);
      for (const reaction of reactions) {
        const reader = `reaction#${reaction.name}`;
        const before = done[index - 1]?.reports.find((report) => report.reader === reader);
        if (before?.complete !== true) expect(advanced(reports, reader), `${reader}, passe ${index + 1}`).toBe(true);
      }
    }
  }, 120_000);

  it('with a budget that holds every slice, brings every reader to the end in one run', async () => {
    // New readers (the read models' is up to date since the test before).
    const reactions = slowReactions('vive', 3, 2);
    const reports = (await reconcileFeed([], reactions, { now: new Date(), settleMs: 0, maxMs: 5_000, batchSize: 8 })).slice(1);
    expect(reports.map((report) => report.changesets)).toEqual([96, 96, 96]);
    expect(reports.every((report) => report.complete)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoDocuments, dynamoItems } from './aws/dynamodb';
import { streamStart } from './changeset';
import { buildChangeset } from './command';
import { appendChangeset } from './event-store';
import type { AnyReaction } from './reaction';
import { reconcileFeed, type ReaderReport } from './reconcile';
import { checkpointsTable } from './state-tables';
import { eventsTable } from './tables';
import { useInProcessDynamo } from './testing/in-process-dynamo';

const declaration = (parcelId: string) =>
  buildChangeset({
    streamId: `parcel-${parcelId}`,
    streamType: 'parcel',
    currentVersion: streamStart,
    events: [
      {
        type: 'ParcelDeclared',
        data: {
          parcelId,
          customerId: 'c1',
          trackingNumber: `TRK${parcelId}`,
          carrier: 'DHL',
          category: 'autre',
          description: 'Colis',
          sender: { name: 'Boutique', phone: '0102030405', email: 'boutique@example.com' },
          weightGrams: 1000,
          lengthCm: 30,
          widthCm: 20,
          heightCm: 10,
          declaredValueCents: 5000,
          instructions: '',
        },
      },
    ],
    context: { commandId: randomUUID(), requestFingerprint: 't', correlationId: 'c', causationId: null, actor: { kind: 'system', id: 't' }, now: new Date() },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    for (let index = 0; index < 96; index += 1) await appendChangeset(declaration(randomUUID()));
  });
  afterAll(async () => {
    dynamoDocuments().destroy();
    dynamoItems().destroy();
    await stop();
  });

  it('shares one budget between its readers, ends inside it, and every reader advances over successive runs until all are up to date', async () => {
    const reactions = slowReactions('lente', 5, 15);
    const readers = 1 + reactions.length;
    const maxMs = 250;
    const runs: { elapsed: number; reports: ReaderReport[] }[] = [];
    for (let run = 0; run < 60; run += 1) {
      const started = Date.now();
      const reports = await reconcileFeed([], reactions, { now: new Date(), settleMs: 0, maxMs, batchSize: 8 });
      runs.push({ elapsed: Date.now() - started, reports });
      if (reports.every((report) => report.complete)) break;
    }
    // Every reader up to date in the end.
    expect(runs.at(-1)?.reports.every((report) => report.complete)).toBe(true);
    expect(runs.length).toBeGreaterThan(1);
    for (const [index, { elapsed }] of runs.entries()) expect(elapsed, `passe ${index + 1}`).toBeLessThan(maxMs * 1.6);
    // In any window of as many runs as there are readers, a reader with work left advanced.
    for (let start = 0; start + readers <= runs.length - 1; start += 1) {
      const window = runs.slice(start, start + readers);
      for (const reader of window[0]?.reports.map((report) => report.reader) ?? []) {
        const advanced = window.some(({ reports }) => (reports.find((report) => report.reader === reader)?.changesets ?? 0) > 0);
        expect(advanced, `${reader}, passes ${start + 1} à ${start + readers}`).toBe(true);
      }
    }
  });

  it('with a budget that holds every slice, brings every reader to the end in one run', async () => {
    // New readers (the read models' is up to date since the test before).
    const reactions = slowReactions('vive', 3, 2);
    const reports = (await reconcileFeed([], reactions, { now: new Date(), settleMs: 0, maxMs: 5_000, batchSize: 8 })).slice(1);
    expect(reports.map((report) => report.changesets)).toEqual([96, 96, 96]);
    expect(reports.every((report) => report.complete)).toBe(true);
  });
});

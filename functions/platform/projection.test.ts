import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { anyProjection, applyToReadModel, countsWriter, type Projection } from './projection';
import { getCounts } from './read-models';
import { countsTable } from './tables';
import { useInProcessDynamo } from './testing/in-process-dynamo';
import { parcelEventAt as eventAt, statusRowSchema as rowSchema, rowsTable, statusProjection } from './testing/parcel-rows';




const totals = async () => {
  const counts = await getCounts(['all', 'status#declared', 'status#received']);
  return { all: counts.get('all') ?? 0, 'status#declared': counts.get('status#declared') ?? 0, 'status#received': counts.get('status#received') ?? 0 };
};

describe('the list totals a projection keeps', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([rowsTable, countsTable]));
  });
  afterAll(async () => stop());

  it('are finished by the redelivery of an event whose write of the totals failed, and counted once', async () => {
    const parcelId = randomUUID();
    const declared = eventAt(parcelId, 0);
    const received = eventAt(parcelId, 1);
    expect(await applyToReadModel(statusProjection, declared)).toBe('applied');
    expect(await totals()).toEqual({ all: 1, 'status#declared': 1, 'status#received': 0 });

    const apply = countsWriter.apply;
    countsWriter.apply = async (counter, delta, move, read) => {
      if (counter === 'status#received') throw new Error('écriture des totaux en échec');
      return apply(counter, delta, move, read);
    };
    try {
      await expect(applyToReadModel(statusProjection, received)).rejects.toThrow('écriture des totaux en échec');
    } finally {
      countsWriter.apply = apply;
    }
    // The row moved; the move it could not make waits on it.
    expect(await totals()).toEqual({ all: 1, 'status#declared': 0, 'status#received': 0 });

    expect(await applyToReadModel(statusProjection, received)).toBe('healed');
    expect(await totals()).toEqual({ all: 1, 'status#declared': 0, 'status#received': 1 });
    expect(await applyToReadModel(statusProjection, received)).toBe('duplicate');
    expect(await applyToReadModel(statusProjection, declared)).toBe('duplicate');
    expect(await totals()).toEqual({ all: 1, 'status#declared': 0, 'status#received': 1 });
  });

  it('count a move once when two deliveries finish it at the same time', async () => {
    const parcelId = randomUUID();
    const before = await totals();
    await applyToReadModel(statusProjection, eventAt(parcelId, 0));
    const received = eventAt(parcelId, 1);
    const apply = countsWriter.apply;
    countsWriter.apply = async () => {
      throw new Error('écriture des totaux en échec');
    };
    await expect(applyToReadModel(statusProjection, received)).rejects.toThrow();
    countsWriter.apply = apply;
    await Promise.all([applyToReadModel(statusProjection, received), applyToReadModel(statusProjection, received), applyToReadModel(statusProjection, received)]);
    expect(await totals()).toEqual({ all: before.all + 1, 'status#declared': before['status#declared'], 'status#received': before['status#received'] + 1 });
  });

  /** The same rows, each adding a weight of its own to a sum: its declared grams, then its measured ones. */
  const weightProjection = anyProjection({
    name: 'project-weights',
    description: 'poids',
    table: rowsTable,
    eventTypes: ['ParcelDeclared', 'ParcelReceived'],
    rowSchema,
    keyOf: (event) => ({ parcelId: event.data.parcelId }),
    evolve: (_row, event) => ({ parcelId: event.data.parcelId, status: String(event.data.weightGrams) }),
    amountsOf: (row) => ({ grams: Number(row.status) }),
  } satisfies Projection<z.infer<typeof rowSchema>, 'ParcelDeclared' | 'ParcelReceived'>);

  it('keep a sum moved by the difference of each write, once, even when its write failed and an event is delivered again', async () => {
    const grams = async () => (await getCounts(['grams'])).get('grams') ?? 0;
    const before = await grams();
    const parcelId = randomUUID();
    const declared = eventAt(parcelId, 0);
    const received = eventAt(parcelId, 1);
    expect(await applyToReadModel(weightProjection, declared)).toBe('applied');
    expect(await applyToReadModel(weightProjection, declared)).toBe('duplicate');
    expect(await grams()).toBe(before + 1000);

    const apply = countsWriter.apply;
    countsWriter.apply = async () => {
      throw new Error('écriture des totaux en échec');
    };
    try {
      await expect(applyToReadModel(weightProjection, received)).rejects.toThrow('écriture des totaux en échec');
    } finally {
      countsWriter.apply = apply;
    }
    expect(await grams()).toBe(before + 1000);
    expect(await applyToReadModel(weightProjection, received)).toBe('healed');
    expect(await applyToReadModel(weightProjection, received)).toBe('duplicate');
    // 1,000 g declared, 1,200 g measured: the sum moved by 200 g, once.
    expect(await grams()).toBe(before + 1200);
  });

  const perEvent = (rowPerEvent: boolean) =>
    anyProjection({
      name: 'project-receptions',
      description: 'réceptions',
      table: rowsTable,
      eventTypes: ['ParcelReceived'],
      rowSchema,
      keyOf: (event) => ({ parcelId: `${event.data.parcelId}#${event.version}` }),
      evolve: (_row, event) => ({ parcelId: `${event.data.parcelId}#${event.version}`, status: 'received' }),
      ...(rowPerEvent ? { rowPerEvent: true as const } : {}),
    } satisfies Projection<z.infer<typeof rowSchema>, 'ParcelReceived'>);

  // No events table here: a heal from the store would fail.
  it('a projection whose rows are one event each makes the row of a later event of a stream without reading the stream', async () => {
    expect(await applyToReadModel(perEvent(true), eventAt(randomUUID(), 1))).toBe('applied');
  });

  it('a projection whose rows follow their streams heals the same event from the store', async () => {
    await expect(applyToReadModel(perEvent(false), eventAt(randomUUID(), 1))).rejects.toThrow(/EVENTS_TABLE|Events|non-existent|not found/iu);
  });
});

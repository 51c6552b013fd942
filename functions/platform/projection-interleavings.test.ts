import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../events/catalog';
import { dynamoDocuments } from './aws/dynamodb';
import { applyToReadModel, groupedTotals, sideBySide, type TotalsApplier } from './projection';
import { getCounts } from './read-models';
import { countsTable, tableNameOf } from './tables';
import { useInProcessDynamo } from './testing/in-process-dynamo';
import { parcelEventAt as eventAt, statusRowSchema as rowSchema, rowsTable, statusProjection } from './testing/parcel-rows';

/**
 * Two deliveries of the same events to one projection, every interleaving of their store calls: one
 * delivery is stopped before each of its calls in turn (stalled, or failing as a throttled write does)
 * while the other runs to its end, then resumed; a last redelivery follows, as EventBridge or the
 * reconciliation would make. Whatever the order, each total equals what the rows hold.
 */



/** The delivery a store call belongs to, and where it is told to stop. */
type Delivery = { calls: number; stopAt: number; mode: 'stall' | 'fail'; stopped: () => void; resume: Promise<void>; failing?: (command: unknown) => boolean };
const deliveries = new AsyncLocalStorage<Delivery>();
const throttled = () => Object.assign(new Error('Rate of requests exceeds the allowed throughput'), { name: 'ThrottlingException' });

/** Every call to the store by a delivery under watch counts; the chosen one stalls until resumed, or fails. */
const watchStoreCalls = () => {
  const client = dynamoDocuments();
  const send = client.send.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as { send: (...args: unknown[]) => Promise<unknown> }).send = async (...args: unknown[]) => {
    const delivery = deliveries.getStore();
    if (delivery?.failing) {
      if (delivery.failing(args[0])) throw throttled();
    } else if (delivery) {
      delivery.calls += 1;
      if (delivery.calls === delivery.stopAt) {
        delivery.stopped();
        if (delivery.mode === 'fail') throw throttled();
        await delivery.resume;
      }
    }
    return send(...args);
  };
};

const deliver = async (events: readonly StoredEvent[], totals: TotalsApplier = sideBySide) => {
  for (const event of events) await applyToReadModel(statusProjection, event, undefined, totals);
};

/** What the rows hold: every total recounted from them. */
const recounted = async () => {
  const { Items = [] } = await dynamoDocuments().send(new ScanCommand({ TableName: tableNameOf(rowsTable), ConsistentRead: true }));
  const rows = Items.filter((item) => item.removed !== true).map((item) => rowSchema.parse(item));
  return {
    all: rows.length,
    'status#declared': rows.filter((row) => row.status === 'declared').length,
    'status#received': rows.filter((row) => row.status === 'received').length,
  };
};

/** How far each total is from its rows' count (zero unless an earlier test found a double count). */
const drift = async () => {
  const [kept, counted] = await Promise.all([totals(), recounted()]);
  return { all: kept.all - counted.all, 'status#declared': kept['status#declared'] - counted['status#declared'], 'status#received': kept['status#received'] - counted['status#received'] };
};

const totals = async () => {
  const counts = await getCounts(['all', 'status#declared', 'status#received']);
  return { all: counts.get('all') ?? 0, 'status#declared': counts.get('status#declared') ?? 0, 'status#received': counts.get('status#received') ?? 0 };
};

/**
 * Delivery A of `events` stopped before its `stopAt`-th store call; B delivers `events` to its end; A
 * resumes (a failed A is delivered again, as the bus retries); one more delivery follows. False once A
 * makes fewer calls than `stopAt`: every step has been tried.
 */
const interleave = async (events: readonly StoredEvent[], stopAt: number, mode: Delivery['mode'], totalsOfA: () => TotalsApplier): Promise<boolean> => {
  let resume = () => {};
  let reached = false;
  const delivery: Delivery = {
    calls: 0,
    stopAt,
    mode,
    stopped: () => {
      reached = true;
    },
    resume: new Promise<void>((resolve) => {
      resume = resolve;
    }),
  };
  const a = deliveries.run(delivery, () => deliver(events, totalsOfA())).then(
    () => 'done' as const,
    (error: unknown) => error,
  );
  // Let A run up to its stop (or its end).
  while (!reached && !(await Promise.race([a.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 5))]))) {
    /* waiting */
  }
  if (!reached) {
    await a;
    return false;
  }
  await deliver(events).catch(() => undefined);
  resume();
  if ((await a) !== 'done') await deliver(events);
  await deliver(events);
  return true;
};

describe('the list totals a projection keeps, whatever the interleaving of two deliveries', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([rowsTable, countsTable]));
    watchStoreCalls();
  });
  afterAll(async () => {
    dynamoDocuments().destroy();
    await stop();
  });

  const scenarios: { title: string; events: (parcelId: string) => StoredEvent[]; before?: (parcelId: string) => Promise<void> }[] = [
    { title: 'a declaration then a reception, both delivered twice', events: (parcelId) => [eventAt(parcelId, 0), eventAt(parcelId, 1)] },
    {
      title: 'a reception delivered twice to a declared row',
      events: (parcelId) => [eventAt(parcelId, 1)],
      before: (parcelId) => deliver([eventAt(parcelId, 0)]),
    },
    {
      title: 'a reception delivered twice to a row whose earlier counter moves are still pending',
      events: (parcelId) => [eventAt(parcelId, 0), eventAt(parcelId, 1)],
      // The first delivery of the declaration writes its row, then every write of its totals is throttled.
      before: async (parcelId) => {
        const countsWrite = (command: unknown) => command instanceof UpdateCommand && command.input.TableName === tableNameOf(countsTable);
        const delivery: Delivery = { calls: 0, stopAt: 0, mode: 'fail', stopped: () => {}, resume: Promise.resolve(), failing: countsWrite };
        await deliveries.run(delivery, () => deliver([eventAt(parcelId, 0)])).catch(() => undefined);
      },
    },
  ];

  // The stopped delivery makes its moves alone (a live delivery) or grouped with other rows' (the reconciliation).
  const ways = [
    { way: '', totalsOfA: () => sideBySide },
    { way: ' (its moves grouped, as the reconciliation makes them)', totalsOfA: groupedTotals },
  ];
  for (const scenario of scenarios) {
    for (const [mode, { way, totalsOfA }] of (['stall', 'fail'] as const).flatMap((mode) => ways.map((way) => [mode, way] as const))) {
      it(`count each row once: ${scenario.title}, one delivery${way} ${mode === 'stall' ? 'stalled' : 'failing'} at each of its steps`, async () => {
        let steps = 0;
        const before = await drift();
        for (let stopAt = 1; stopAt < 200; stopAt += 1) {
          const parcelId = randomUUID();
          await scenario.before?.(parcelId);
          const events = scenario.events(parcelId);
          if (!(await interleave(events, stopAt, mode, totalsOfA))) break;
          steps = stopAt;
          expect(await drift(), `arrêt avant l’appel ${stopAt}`).toEqual(before);
        }
        expect(steps).toBeGreaterThan(2);
        expect(before).toEqual({ all: 0, 'status#declared': 0, 'status#received': 0 });
      });
    }
  }
});

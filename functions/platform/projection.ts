import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod';
import type { DomainEvent, EventType, StoredEvent } from '../../events/catalog';
import { parseStoredEvent } from '../../events/catalog';
import { countsTable, tableNameOf, type TableDefinition } from './tables';
import { dynamoDocuments } from './aws/dynamodb';
import { readStreamEvents } from './event-store';
import { createLogger } from './logger';

/** What `evolve` returns to remove its row (a tombstone stays, so a late older event cannot bring it back). */
export const removeRow = Symbol('removeRow');

/**
 * A projection sees only the event types it declares, so its `evolve` switches over those alone.
 * A row may follow several streams (a shipment of several parcels, statistics by month) and is keyed
 * by whatever `keyOf` says; it remembers, per stream, the last version it applied.
 */
export type Projection<Row extends object, Type extends EventType = EventType, Table extends TableDefinition = TableDefinition> = {
  /** the name of its handler in the manifest */
  name: string;
  description: string;
  /** the read-model table its rows live in */
  table: Table;
  eventTypes: readonly Type[];
  /** rows read back from DynamoDB are parsed, as HTTP input is */
  rowSchema: z.ZodType<Row>;
  /** the key of the row that an event updates */
  keyOf: (event: StoredEvent<Extract<DomainEvent, { type: Type }>>) => Record<string, string>;
  evolve: (row: Row | undefined, event: StoredEvent<Extract<DomainEvent, { type: Type }>>) => Row | typeof removeRow | undefined;
  /** the list totals a row counts in (`parcels`, `parcels#status#received`, ...), kept in the counts read model */
  countersOf?: (row: Row) => readonly string[];
  /**
   * Sums a row adds to totals kept in the counts read model beside the counters (the cents a payment brings
   * to a day's revenue): moved by the difference between the row before and after a write, by the same
   * once-only moves as a counter's.
   */
  amountsOf?: (row: Row) => Readonly<Record<string, number>>;
  /**
   * Each event of a stream makes its own row (a numbered document of a series' stream): a row never
   * needs the stream's earlier events, so its first event is no gap to heal by reading the stream.
   */
  rowPerEvent?: true;
};

/** Any projection, as the replay, the reconciliation and the manifest hold them side by side. */
export type AnyProjection = {
  name: string;
  description: string;
  table: TableDefinition;
  eventTypes: readonly EventType[];
  rowSchema: z.ZodType<object>;
  keyOf: (event: StoredEvent) => Record<string, string>;
  evolve: (row: object | undefined, event: StoredEvent) => object | typeof removeRow | undefined;
  countersOf?: (row: object) => readonly string[];
  amountsOf?: (row: object) => Readonly<Record<string, number>>;
  rowPerEvent?: true;
};

/**
 * Forgets a projection's event types, checking on each call that the event is one it consumes: the
 * one place where a typed projection becomes one of a list.
 */
export const anyProjection = <Row extends object, Type extends EventType, Table extends TableDefinition>(
  projection: Projection<Row, Type, Table>,
): AnyProjection => {
  const consumed = (event: StoredEvent): event is StoredEvent<Extract<DomainEvent, { type: Type }>> =>
    (projection.eventTypes as readonly string[]).includes(event.type);
  const only = (event: StoredEvent) => {
    if (!consumed(event)) throw new Error(`${projection.name} ne consomme pas ${event.type}`);
    return event;
  };
  const rowOf = (row: object | undefined): Row | undefined => (row === undefined ? undefined : projection.rowSchema.parse(row));
  return {
    name: projection.name,
    description: projection.description,
    table: projection.table,
    eventTypes: projection.eventTypes,
    rowSchema: projection.rowSchema,
    keyOf: (event) => projection.keyOf(only(event)),
    evolve: (row, event) => projection.evolve(rowOf(row), only(event)),
    countersOf: projection.countersOf && ((row) => projection.countersOf?.(projection.rowSchema.parse(row)) ?? []),
    amountsOf: projection.amountsOf && ((row) => projection.amountsOf?.(projection.rowSchema.parse(row)) ?? {}),
    ...(projection.rowPerEvent ? { rowPerEvent: true as const } : {}),
  };
};

/** A row as the runner keeps it: the projection's row (or none once removed) and its bookkeeping. */
export type ProjectedState = { row: object | undefined; streamVersions: Record<string, number>; removed: boolean };

const bookkeepingSchema = z.object({
  streamVersions: z.record(z.string(), z.number().int().min(0)),
  /** a write counter: every write is conditional on the one read, so writers of several streams cannot lose an update */
  rowVersion: z.number().int().min(1),
  removed: z.literal(true).optional(),
  /** counter moves of earlier writes not yet applied to the totals, by the write (row version) that made them */
  pendingCounters: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
});
type PendingCounters = Record<string, Record<string, number>>;

/** A row's key as one string, whatever the order of its attributes (to compare keys and index rows in memory). */
export const rowKeyString = (key: Record<string, string>) =>
  Object.entries(key)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('|');

/**
 * Applies events (of one stream, in version order) to the state of one row: events already applied
 * are skipped; events this row does not consume, or that belong to another row, only advance the
 * stream's version.
 */
export const foldIntoState = (
  projection: AnyProjection,
  key: Record<string, string>,
  state: ProjectedState,
  events: readonly StoredEvent[],
): ProjectedState =>
  events.reduce<ProjectedState>((current, event) => {
    if (event.version <= (current.streamVersions[event.streamId] ?? 0)) return current;
    const streamVersions = { ...current.streamVersions, [event.streamId]: event.version };
    const forThisRow = projection.eventTypes.includes(event.type) && rowKeyString(projection.keyOf(event)) === rowKeyString(key);
    if (!forThisRow || current.removed) return { ...current, streamVersions };
    const next = projection.evolve(current.row, event);
    if (next === removeRow) return { row: undefined, streamVersions, removed: true };
    return { row: next ?? current.row, streamVersions, removed: false };
  }, state);

export const emptyState: ProjectedState = { row: undefined, streamVersions: {}, removed: false };

/** The item written for a row: the row itself, or a tombstone holding only its key. */
export const itemOf = (key: Record<string, string>, state: ProjectedState, rowVersion: number): Record<string, unknown> =>
  state.removed || !state.row
    ? { ...key, streamVersions: state.streamVersions, rowVersion, removed: true }
    : { ...state.row, ...key, streamVersions: state.streamVersions, rowVersion };

/** Reads an item back into a state (the row parsed by the projection's schema). */
export const stateOf = <Row extends object = object>(
  projection: { rowSchema: z.ZodType<Row> },
  item: Record<string, unknown>,
): Omit<ProjectedState, 'row'> & { row: Row | undefined; rowVersion: number; pendingCounters: PendingCounters } => {
  const bookkeeping = bookkeepingSchema.parse(item);
  const removed = bookkeeping.removed === true;
  return {
    row: removed ? undefined : projection.rowSchema.parse(item),
    streamVersions: bookkeeping.streamVersions,
    removed,
    rowVersion: bookkeeping.rowVersion,
    pendingCounters: bookkeeping.pendingCounters ?? {},
  };
};

export type ApplyOutcome = 'applied' | 'healed' | 'duplicate' | 'skipped';

/** What a row adds to each total: one per counter it counts in, plus its amounts. */
export const contributionsOf = (projection: Pick<AnyProjection, 'countersOf' | 'amountsOf'>, row: object): Map<string, number> => {
  const contributions = new Map<string, number>();
  for (const counter of projection.countersOf?.(row) ?? []) contributions.set(counter, (contributions.get(counter) ?? 0) + 1);
  for (const [total, amount] of Object.entries(projection.amountsOf?.(row) ?? {})) contributions.set(total, (contributions.get(total) ?? 0) + amount);
  return contributions;
};

const contributionsOfState = (projection: AnyProjection, state: ProjectedState): Map<string, number> =>
  state.row && !state.removed ? contributionsOf(projection, state.row) : new Map();

/** The moves of the totals between a row's contributions before and after a write (zero moves left out). */
export const contributionMoves = (before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): Record<string, number> => {
  const deltas = new Map<string, number>();
  for (const [total, amount] of before) deltas.set(total, (deltas.get(total) ?? 0) - amount);
  for (const [total, amount] of after) deltas.set(total, (deltas.get(total) ?? 0) + amount);
  return Object.fromEntries([...deltas].filter(([, delta]) => delta !== 0));
};

/**
 * Moves one total once per move. The total's item holds a write counter (`moves`, bumped by every
 * move applied to it) and remembers each move applied to it (an `applied#…` attribute) until the row
 * that held the move has let it go. A move is applied only if the total has not changed since it was
 * read, and the total is read before the row: a move still on the row then was not yet applied and
 * forgotten, and a delivery that read the total or the row earlier (stalled, throttled, retried)
 * finds the total changed and reads both again. So no interleaving of deliveries applies a move
 * twice, and a marker is forgotten only once its move is off the row. Tests replace these to make a
 * write of the totals fail.
 */
export const appliedMovePrefix = 'applied#';
const appliedMoveAttribute = (move: string) => `${appliedMovePrefix}${move}`;
/** the write counter of a total's item */
export const totalMovesAttribute = 'moves';
/** when a total's item last changed (ISO), and the read model (table definition's name) whose rows it counts */
export const totalMovedAtAttribute = 'movedAt';
export const totalOwnerAttribute = 'owner';

/** What a delivery reads of a total before applying a move to it. */
export type TotalMark = { moves: number; applied: boolean };

export const countsWriter = {
  read: async (counter: string, move: string): Promise<TotalMark> => {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableNameOf(countsTable),
        Key: { counter },
        ConsistentRead: true,
        ProjectionExpression: '#moves, #move',
        ExpressionAttributeNames: { '#moves': totalMovesAttribute, '#move': appliedMoveAttribute(move) },
      }),
    );
    const moves = Item?.[totalMovesAttribute];
    return { moves: typeof moves === 'number' ? moves : 0, applied: Item?.[appliedMoveAttribute(move)] !== undefined };
  },
  /**
   * Applies the move if the total is as read; false when it changed since (read both again). The total
   * also records when it last moved and the read model whose rows it counts, for the recount.
   */
  apply: async (counter: string, delta: number, move: string, read: TotalMark, owner?: string): Promise<boolean> => {
    try {
      await dynamoDocuments().send(
        new UpdateCommand({
          TableName: tableNameOf(countsTable),
          Key: { counter },
          UpdateExpression: `ADD #count :delta, #moves :one SET #move = :delta, #movedAt = :now${owner ? ', #owner = :owner' : ''}`,
          ConditionExpression: `attribute_not_exists(#move) AND ${read.moves === 0 ? 'attribute_not_exists(#moves)' : '#moves = :read'}`,
          ExpressionAttributeNames: {
            '#count': 'count',
            '#moves': totalMovesAttribute,
            '#move': appliedMoveAttribute(move),
            '#movedAt': totalMovedAtAttribute,
            ...(owner ? { '#owner': totalOwnerAttribute } : {}),
          },
          ExpressionAttributeValues: {
            ':delta': delta,
            ':one': 1,
            ':now': new Date().toISOString(),
            ...(read.moves === 0 ? {} : { ':read': read.moves }),
            ...(owner ? { ':owner': owner } : {}),
          },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },
  /** The row has let the move go: the total forgets it (left behind by a crash, it only costs a few bytes). */
  forget: async (counter: string, move: string): Promise<void> => {
    try {
      await dynamoDocuments().send(
        new UpdateCommand({
          TableName: tableNameOf(countsTable),
          Key: { counter },
          // The write counter stays: forgetting a move off its row moves no total, and a delivery between its read and
          // its move need not read again (`movedAt` tells the recount the markers changed).
          UpdateExpression: 'REMOVE #move SET #movedAt = :now',
          ConditionExpression: 'attribute_exists(#move)',
          ExpressionAttributeNames: { '#move': appliedMoveAttribute(move), '#movedAt': totalMovedAtAttribute },
          ExpressionAttributeValues: { ':now': new Date().toISOString() },
        }),
      );
    } catch (error) {
      // Forgotten already.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  },
};

type CounterMove = { write: string; counter: string; delta: number; id: string };

const movesOf = (tableName: string, key: Record<string, string>, pending: PendingCounters): CounterMove[] => {
  const rowKey = rowKeyString(key);
  return Object.entries(pending).flatMap(([write, counters]) =>
    Object.entries(counters).map(([counter, delta]) => ({ write, counter, delta, id: `${tableName}|${rowKey}|${write}` })),
  );
};

/** Takes an applied move off its row, bumping the row's write counter: a writer that read the row before cannot put it back. */
const letGo = async (tableName: string, key: Record<string, string>, move: CounterMove): Promise<void> => {
  try {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'REMOVE #pending.#write.#counter SET rowVersion = rowVersion + :one',
        ConditionExpression: 'attribute_exists(#pending.#write.#counter)',
        ExpressionAttributeNames: { '#pending': 'pendingCounters', '#write': move.write, '#counter': move.counter },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  } catch (error) {
    // Another delivery took it off first.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};

const contendedAttempts = 8;

type MoveOutcome = { outcome: 'gone' | 'applied' | 'contended'; markedBefore: boolean };

/**
 * How a process applies the moves a row holds: the totals read first, then the row (what
 * `rowHolds` answers: the moves still on it), then each move made if its total is as read.
 */
export type TotalsApplier = (
  moves: readonly CounterMove[],
  rowHolds: () => Promise<ReadonlySet<string>>,
  owner: string,
) => Promise<PromiseSettledResult<MoveOutcome>[]>;

const moveKey = (move: CounterMove) => `${move.id}|${move.counter}`;

/** Each move on its own: a live delivery, alone in its Lambda. */
export const sideBySide: TotalsApplier = async (moves, rowHolds, owner) => {
  const read = await Promise.all(moves.map((move) => countsWriter.read(move.counter, move.id)));
  const onRow = await rowHolds();
  return Promise.allSettled(
    moves.map(async (move, index): Promise<MoveOutcome> => {
      const mark = read[index] as TotalMark;
      if (!onRow.has(moveKey(move))) return { outcome: 'gone', markedBefore: mark.applied };
      if (mark.applied) return { outcome: 'applied', markedBefore: true };
      return { outcome: (await countsWriter.apply(move.counter, move.delta, move.id, mark, owner)) ? 'applied' : 'contended', markedBefore: false };
    }),
  );
};

type QueuedMove = { move: CounterMove; rowHolds: () => Promise<ReadonlySet<string>>; owner: string; settle: (outcome: PromiseSettledResult<MoveOutcome>) => void };
const groupSize = 25;

/**
 * The moves of many rows to one total made together, by one write of the total: the reconciliation
 * heals hundreds of rows moving the same totals at once, which side by side would find the total
 * changed under them over and over. Per total, one group at a time: its total read (write counter and
 * the group's markers), then each move's row, then one write conditional on the total as read.
 */
export const groupedTotals = (): TotalsApplier => {
  const queues = new Map<string, QueuedMove[]>();
  const writeGroup = async (counter: string, group: readonly QueuedMove[]): Promise<MoveOutcome[]> => {
    const names: Record<string, string> = { '#count': 'count', '#moves': totalMovesAttribute, '#movedAt': totalMovedAtAttribute, '#owner': totalOwnerAttribute };
    group.forEach((queued, index) => {
      names[`#m${index}`] = appliedMoveAttribute(queued.move.id);
    });
    for (let attempt = 1; ; attempt += 1) {
      const { Item } = await dynamoDocuments().send(
        new GetCommand({
          TableName: tableNameOf(countsTable),
          Key: { counter },
          ConsistentRead: true,
          ProjectionExpression: ['#moves', ...group.map((_queued, index) => `#m${index}`)].join(', '),
          ExpressionAttributeNames: Object.fromEntries(Object.entries(names).filter(([name]) => name === '#moves' || /^#m\d+$/u.test(name))),
        }),
      );
      const moves = typeof Item?.[totalMovesAttribute] === 'number' ? (Item[totalMovesAttribute] as number) : 0;
      const marked = group.map((queued) => Item?.[appliedMoveAttribute(queued.move.id)] !== undefined);
      // Each row after the total (see countsWriter).
      const holds = await Promise.all(group.map((queued) => queued.rowHolds()));
      const outcomes = group.map((queued, index): MoveOutcome => {
        if (!holds[index]?.has(moveKey(queued.move))) return { outcome: 'gone', markedBefore: marked[index] === true };
        return { outcome: marked[index] ? 'applied' : 'contended', markedBefore: marked[index] === true };
      });
      const toMake = group.map((_queued, index) => index).filter((index) => outcomes[index]?.outcome === 'contended');
      if (toMake.length === 0) return outcomes;
      const delta = toMake.reduce((sum, index) => sum + (group[index] as QueuedMove).move.delta, 0);
      const values: Record<string, unknown> = { ':delta': delta, ':one': 1, ':now': new Date().toISOString(), ':owner': (group[0] as QueuedMove).owner };
      toMake.forEach((index) => {
        values[`:d${index}`] = (group[index] as QueuedMove).move.delta;
      });
      if (moves > 0) values[':read'] = moves;
      try {
        await dynamoDocuments().send(
          new UpdateCommand({
            TableName: tableNameOf(countsTable),
            Key: { counter },
            UpdateExpression: `ADD #count :delta, #moves :one SET #movedAt = :now, #owner = :owner, ${toMake.map((index) => `#m${index} = :d${index}`).join(', ')}`,
            ConditionExpression: [moves === 0 ? 'attribute_not_exists(#moves)' : '#moves = :read', ...toMake.map((index) => `attribute_not_exists(#m${index})`)].join(' AND '),
            ExpressionAttributeNames: Object.fromEntries(Object.entries(names).filter(([name]) => !/^#m\d+$/u.test(name) || toMake.some((index) => name === `#m${index}`))),
            ExpressionAttributeValues: values,
          }),
        );
        for (const index of toMake) outcomes[index] = { outcome: 'applied', markedBefore: false };
        return outcomes;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        // Moved by another process meanwhile: read again, a few times, then left to the caller's retries.
        if (attempt >= 3) return outcomes;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  };
  const drain = async (counter: string) => {
    for (let queue = queues.get(counter); queue && queue.length > 0; queue = queues.get(counter)) {
      const group = queue.splice(0, groupSize);
      try {
        const outcomes = await writeGroup(counter, group);
        group.forEach((queued, index) => queued.settle({ status: 'fulfilled', value: outcomes[index] as MoveOutcome }));
      } catch (error) {
        for (const queued of group) queued.settle({ status: 'rejected', reason: error });
      }
    }
    queues.delete(counter);
  };
  return (moves, rowHolds, owner) =>
    Promise.all(
      moves.map(
        (move) =>
          new Promise<PromiseSettledResult<MoveOutcome>>((settle) => {
            const queue = queues.get(move.counter);
            if (queue) queue.push({ move, rowHolds, owner, settle });
            else {
              queues.set(move.counter, [{ move, rowHolds, owner, settle }]);
              void drain(move.counter);
            }
          }),
      ),
    );
};

/**
 * Applies the counter moves a row holds, then takes the applied ones off the row, then lets the totals
 * forget them. A move leaves the row only once applied, so a failed write of the totals stays on the
 * row and is finished by the next delivery of an event to the row (a redelivery, the reconciliation).
 * A total that changed between its read and the move (another move to it) is read again, a few times.
 */
const finishCounterMoves = async (
  tableName: string,
  key: Record<string, string>,
  pending: PendingCounters,
  applier: TotalsApplier,
  owner: string,
): Promise<void> => {
  let moves = movesOf(tableName, key, pending);
  const rowHolds = async (): Promise<ReadonlySet<string>> => {
    const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true, ProjectionExpression: 'pendingCounters' }));
    return new Set(movesOf(tableName, key, bookkeepingSchema.shape.pendingCounters.parse(Item?.pendingCounters) ?? {}).map(moveKey));
  };
  for (let attempt = 1; moves.length > 0; attempt += 1) {
    const outcomes = await applier(moves, rowHolds, owner);
    const outcomeOf = (index: number) => {
      const outcome = outcomes[index];
      return outcome?.status === 'fulfilled' ? outcome.value : undefined;
    };
    const applied = moves.filter((_move, index) => outcomeOf(index)?.outcome === 'applied');
    await Promise.all(applied.map((move) => letGo(tableName, key, move)));
    // Off the row now (or gone before, a crash having left its marker): the totals may forget them.
    const released = moves.filter((_move, index) => outcomeOf(index)?.outcome === 'applied' || (outcomeOf(index)?.outcome === 'gone' && outcomeOf(index)?.markedBefore));
    await Promise.all(released.map((move) => countsWriter.forget(move.counter, move.id)));
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    moves = moves.filter((_move, index) => outcomeOf(index)?.outcome === 'contended');
    if (moves.length > 0 && attempt >= contendedAttempts) throw new Error(`totaux disputés : ${moves.map((move) => move.counter).join(', ')}`);
    if (moves.length > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
  }
};

/** The moves still pending once the applied ones are gone (empty maps of a write dropped). */
const withMoves = (pending: PendingCounters, write: number, moves: Record<string, number>): PendingCounters => {
  const next = Object.fromEntries(Object.entries(pending).filter(([, counters]) => Object.keys(counters).length > 0));
  return Object.keys(moves).length > 0 ? { ...next, [String(write)]: moves } : next;
};

/**
 * Idempotent, per-stream ordered application of one delivered event: duplicates are skipped, a gap
 * is healed by reading the missing events from the store, and the write is conditional on the row
 * as read, so two runners (of one stream or of several) cannot interleave. The list totals follow
 * the row's winning write: the write records on the row the counter moves it implies, and they are
 * applied after it and taken off once applied (dynalite has no transactions to do both at once).
 * A move whose write to the totals failed stays on the row and is finished by the next delivery to
 * the row, a duplicate included: a redelivered event that finds its row up to date still finishes
 * its counters.
 */
export const applyToReadModel = async (
  projection: AnyProjection,
  event: StoredEvent,
  tableName = tableNameOf(projection.table),
  applier: TotalsApplier = sideBySide,
): Promise<ApplyOutcome> => {
  if (!projection.eventTypes.includes(event.type)) return 'skipped';
  const key = projection.keyOf(event);
  for (let attempt = 1; ; attempt += 1) {
    const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    const current = Item ? stateOf(projection, Item) : { ...emptyState, rowVersion: 0, pendingCounters: {} };
    const appliedVersion = current.streamVersions[event.streamId] ?? 0;
    if (event.version <= appliedVersion) {
      if (!Object.values(current.pendingCounters).some((counters) => Object.keys(counters).length > 0)) return 'duplicate';
      await finishCounterMoves(tableName, key, current.pendingCounters, applier, projection.table.name);
      return 'healed';
    }
    const gap = !projection.rowPerEvent && event.version > appliedVersion + 1;
    const events = gap ? await readStreamEvents(event.streamId, appliedVersion + 1, event.version) : [event];
    const next = foldIntoState(projection, key, current, events);
    if (!Item && !next.row && !next.removed) return 'skipped';
    const written = current.rowVersion + 1;
    const pending = withMoves(current.pendingCounters, written, contributionMoves(contributionsOfState(projection, current), contributionsOfState(projection, next)));
    try {
      await dynamoDocuments().send(
        new PutCommand({
          TableName: tableName,
          Item: { ...itemOf(key, next, written), ...(Object.keys(pending).length > 0 ? { pendingCounters: pending } : {}) },
          ConditionExpression: Item ? 'rowVersion = :read' : `attribute_not_exists(${projection.table.partitionKey.name})`,
          ExpressionAttributeValues: Item ? { ':read': current.rowVersion } : undefined,
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || attempt >= 5) throw error;
      continue;
    }
    await finishCounterMoves(tableName, key, pending, applier, projection.table.name);
    return gap ? 'healed' : 'applied';
  }
};

/** The Lambda handler of a projection: one EventBridge event whose detail is a stored event. */
export const projectionHandler = (projection: AnyProjection) => {
  const logger = createLogger({ handler: projection.name });
  return async (event: Pick<EventBridgeEvent<string, unknown>, 'detail'>): Promise<ApplyOutcome> => {
    const stored = parseStoredEvent(event.detail);
    const outcome = await applyToReadModel(projection, stored);
    logger.debug('événement projeté', { eventId: stored.eventId, type: stored.type, outcome, correlationId: stored.correlationId });
    return outcome;
  };
};

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
  };
};

/** A row as the runner keeps it: the projection's row (or none once removed) and its bookkeeping. */
export type ProjectedState = { row: object | undefined; streamVersions: Record<string, number>; removed: boolean };

const bookkeepingSchema = z.object({
  streamVersions: z.record(z.string(), z.number().int().min(0)),
  /** a write counter: every write is conditional on the one read, so writers of several streams cannot lose an update */
  rowVersion: z.number().int().min(1),
  removed: z.literal(true).optional(),
});

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
export const stateOf = (projection: Pick<AnyProjection, 'rowSchema'>, item: Record<string, unknown>): ProjectedState & { rowVersion: number } => {
  const bookkeeping = bookkeepingSchema.parse(item);
  const removed = bookkeeping.removed === true;
  return { row: removed ? undefined : projection.rowSchema.parse(item), streamVersions: bookkeeping.streamVersions, removed, rowVersion: bookkeeping.rowVersion };
};

export type ApplyOutcome = 'applied' | 'healed' | 'duplicate' | 'skipped';

const countersOfState = (projection: AnyProjection, state: ProjectedState): readonly string[] =>
  projection.countersOf && state.row && !state.removed ? projection.countersOf(state.row) : [];

/** Moves the list totals by the difference between a row's counters before and after a write. */
const updateCounters = async (before: readonly string[], after: readonly string[]) => {
  const deltas = new Map<string, number>();
  for (const counter of before) deltas.set(counter, (deltas.get(counter) ?? 0) - 1);
  for (const counter of after) deltas.set(counter, (deltas.get(counter) ?? 0) + 1);
  const tableName = tableNameOf(countsTable);
  await Promise.all(
    [...deltas]
      .filter(([, delta]) => delta !== 0)
      .map(([counter, delta]) =>
        dynamoDocuments().send(
          new UpdateCommand({
            TableName: tableName,
            Key: { counter },
            UpdateExpression: 'ADD #count :delta',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':delta': delta },
          }),
        ),
      ),
  );
};

/**
 * Idempotent, per-stream ordered application of one delivered event: duplicates are skipped, a gap
 * is healed by reading the missing events from the store, and the write is conditional on the row
 * as read, so two runners (of one stream or of several) cannot interleave. The list totals follow
 * the row's winning write. They are not written atomically with it (dynalite has no transactions):
 * a crash between the two leaves a total off by one, which the replay's comparison reports.
 */
export const applyToReadModel = async (
  projection: AnyProjection,
  event: StoredEvent,
  tableName = tableNameOf(projection.table),
): Promise<ApplyOutcome> => {
  if (!projection.eventTypes.includes(event.type)) return 'skipped';
  const key = projection.keyOf(event);
  for (let attempt = 1; ; attempt += 1) {
    const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    const current = Item ? stateOf(projection, Item) : { ...emptyState, rowVersion: 0 };
    const appliedVersion = current.streamVersions[event.streamId] ?? 0;
    if (event.version <= appliedVersion) return 'duplicate';
    const gap = event.version > appliedVersion + 1;
    const events = gap ? await readStreamEvents(event.streamId, appliedVersion + 1, event.version) : [event];
    const next = foldIntoState(projection, key, current, events);
    if (!Item && !next.row && !next.removed) return 'skipped';
    try {
      await dynamoDocuments().send(
        new PutCommand({
          TableName: tableName,
          Item: itemOf(key, next, current.rowVersion + 1),
          ConditionExpression: Item ? 'rowVersion = :read' : `attribute_not_exists(${projection.table.partitionKey.name})`,
          ExpressionAttributeValues: Item ? { ':read': current.rowVersion } : undefined,
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || attempt >= 5) throw error;
      continue;
    }
    await updateCounters(countersOfState(projection, current), countersOfState(projection, next));
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

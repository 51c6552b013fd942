import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EventBridgeEvent } from 'aws-lambda';
import type { DomainEvent, EventType, StoredEvent } from '../../events/catalog';
import { parseStoredEvent } from '../../events/catalog';
import { readModelTables, type ReadModelName } from './table-definitions';
import { dynamoDocuments } from './aws/dynamodb';
import { required } from './config';
import { readStreamEvents } from './event-store';
import { createLogger } from './logger';

/** A read-model row follows one stream and remembers the last version of it that it applied. */
export type ProjectedRow = { streamId: string; streamVersion: number };

/** A projection sees only the event types it declares, so its `evolve` switches over those alone. */
export type Projection<Row extends ProjectedRow, Type extends EventType = EventType> = {
  readModel: ReadModelName;
  eventTypes: readonly Type[];
  /** the key of the row that an event of this stream updates */
  keyOf: (event: StoredEvent) => Record<string, string>;
  evolve: (row: Row | undefined, event: StoredEvent<Extract<DomainEvent, { type: Type }>>) => Row | undefined;
};

const consumes = <Type extends EventType>(
  projection: Pick<Projection<ProjectedRow, Type>, 'eventTypes'>,
  event: StoredEvent,
): event is StoredEvent<Extract<DomainEvent, { type: Type }>> => (projection.eventTypes as readonly string[]).includes(event.type);

/** Applies events of one stream in version order; events the projection does not consume only advance the version. */
export const foldIntoRow = <Row extends ProjectedRow, Type extends EventType>(
  projection: Projection<Row, Type>,
  row: Row | undefined,
  events: readonly StoredEvent[],
): Row | undefined =>
  events.reduce<Row | undefined>((current, event) => {
    if (current && event.version <= current.streamVersion) return current;
    const next = consumes(projection, event) ? projection.evolve(current, event) : current;
    return next ? { ...next, streamVersion: event.version } : next;
  }, row);

export const readModelTableName = (readModel: ReadModelName): string =>
  required(readModelTables[readModel].envVar);

export type ApplyOutcome = 'applied' | 'healed' | 'duplicate' | 'skipped';

/**
 * Idempotent, per-stream ordered application of one delivered event: duplicates are skipped, a gap
 * is healed by reading the missing events from the store, and the write is conditional on the
 * version read so two runners cannot interleave.
 */
export const applyToReadModel = async <Row extends ProjectedRow, Type extends EventType>(
  projection: Projection<Row, Type>,
  event: StoredEvent,
  tableName = readModelTableName(projection.readModel),
): Promise<ApplyOutcome> => {
  const key = projection.keyOf(event);
  for (let attempt = 1; ; attempt += 1) {
    const { Item } = await dynamoDocuments().send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    const current = Item as Row | undefined;
    const appliedVersion = current?.streamVersion ?? 0;
    if (event.version <= appliedVersion) return 'duplicate';
    const gap = event.version > appliedVersion + 1;
    const events = gap ? await readStreamEvents(event.streamId, appliedVersion + 1, event.version) : [event];
    const next = foldIntoRow(projection, current, events);
    if (!next) return 'skipped';
    try {
      await dynamoDocuments().send(
        new PutCommand({
          TableName: tableName,
          Item: next,
          ConditionExpression: current ? 'streamVersion = :applied' : `attribute_not_exists(${Object.keys(key)[0]})`,
          ExpressionAttributeValues: current ? { ':applied': appliedVersion } : undefined,
        }),
      );
      return gap ? 'healed' : 'applied';
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || attempt >= 5) throw error;
    }
  }
};

/** The Lambda handler of a projection: one EventBridge event whose detail is a stored event. */
export const projectionHandler = <Row extends ProjectedRow, Type extends EventType>(projection: Projection<Row, Type>, name: string) => {
  const logger = createLogger({ handler: name });
  return async (event: Pick<EventBridgeEvent<string, unknown>, 'detail'>): Promise<ApplyOutcome> => {
    const stored = parseStoredEvent(event.detail);
    const outcome = await applyToReadModel(projection, stored);
    logger.debug('événement projeté', { eventId: stored.eventId, type: stored.type, outcome, correlationId: stored.correlationId });
    return outcome;
  };
};

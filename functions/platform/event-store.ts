import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { actorSchema, type Actor, type StreamType } from '../../events/envelope';
import { parseStoredEvent, type StoredEvent } from '../../events/catalog';
import { dynamoDocuments } from './aws/dynamodb';
import { required } from './config';

/**
 * The event store: one DynamoDB item per command (a changeset), keyed by stream and by the version
 * of its first event. The put is conditional on the key being free, so two writers that loaded the
 * same version cannot both win, and a command's events are atomic without transactions.
 * Every changeset also carries `feedDay` and `commitId`, indexed by the `feed` GSI: the whole
 * history reads in commit order, day by day, without a scan.
 */
export const feedEpochDay = '2026-01-01';

export type Changeset = {
  streamId: string;
  version: number;
  lastVersion: number;
  streamType: StreamType;
  commitId: string;
  feedDay: string;
  commandId: string;
  requestFingerprint: string;
  correlationId: string;
  actor: Actor;
  committedAt: string;
  events: StoredEvent[];
};

const changesetItemSchema = z.object({
  streamId: z.string(),
  version: z.number(),
  lastVersion: z.number(),
  streamType: z.string(),
  commitId: z.string(),
  feedDay: z.string(),
  commandId: z.string(),
  requestFingerprint: z.string(),
  correlationId: z.string(),
  actor: actorSchema,
  committedAt: z.string(),
  events: z.array(z.unknown()).min(1),
});

export const parseChangeset = (item: unknown): Changeset => {
  const raw = changesetItemSchema.parse(item);
  return { ...raw, streamType: raw.streamType as StreamType, events: raw.events.map(parseStoredEvent) };
};

export class StreamVersionConflictError extends Error {
  constructor(streamId: string, version: number, options?: { cause?: unknown }) {
    super(`La version ${version} du flux ${streamId} existe déjà`, options);
    this.name = 'StreamVersionConflictError';
  }
}

const eventsTableName = () => required('EVENTS_TABLE');

export const loadStream = async (streamId: string, fromVersion = 1): Promise<Changeset[]> => {
  const changesets: Changeset[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        TableName: eventsTableName(),
        KeyConditionExpression: 'streamId = :streamId AND version >= :from',
        ExpressionAttributeValues: { ':streamId': streamId, ':from': fromVersion },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    changesets.push(...(page.Items ?? []).map(parseChangeset));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return changesets;
};

/** The events of a stream in a version range, for projections healing a gap. */
export const readStreamEvents = async (streamId: string, fromVersion: number, toVersion: number): Promise<StoredEvent[]> => {
  // Changesets are keyed by their first version and a range may start inside one: read the stream.
  const changesets = await loadStream(streamId);
  return changesets
    .flatMap((changeset) => changeset.events)
    .filter((event) => event.version >= fromVersion && event.version <= toVersion);
};

export const appendChangeset = async (changeset: Changeset): Promise<void> => {
  try {
    await dynamoDocuments().send(
      new PutCommand({
        TableName: eventsTableName(),
        Item: changeset,
        ConditionExpression: 'attribute_not_exists(streamId)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new StreamVersionConflictError(changeset.streamId, changeset.version, { cause: error });
    }
    throw error;
  }
};

const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Reads one day of the feed after a commit id, in commit order. */
export const readFeedDay = async (day: string, afterCommitId?: string, tableName = eventsTableName()): Promise<Changeset[]> => {
  const changesets: Changeset[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'feed',
        KeyConditionExpression: afterCommitId ? 'feedDay = :day AND commitId > :after' : 'feedDay = :day',
        ExpressionAttributeValues: afterCommitId ? { ':day': day, ':after': afterCommitId } : { ':day': day },
        ExclusiveStartKey: startKey,
      }),
    );
    changesets.push(...(page.Items ?? []).map(parseChangeset));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return changesets;
};

/**
 * The whole history in commit order, from the first day of the product to `until`. Days are
 * fetched a few at a time ahead of the reader (most are empty) and yielded strictly in order.
 */
export async function* readFeed(options: { fromDay?: string; until?: Date; prefetchDays?: number } = {}): AsyncGenerator<Changeset> {
  const lastDay = utcDay(options.until ?? new Date());
  const prefetch = options.prefetchDays ?? 8;
  const days: string[] = [];
  for (let day = options.fromDay ?? feedEpochDay; day <= lastDay; day = nextDay(day)) days.push(day);
  const pending: Promise<Changeset[]>[] = [];
  let requested = 0;
  for (let index = 0; index < days.length; index += 1) {
    while (requested < days.length && requested < index + prefetch) pending.push(readFeedDay(days[requested++] as string));
    yield* await (pending.shift() as Promise<Changeset[]>);
  }
}

export { nextDay };

import { ConditionalCheckFailedException, PutItemCommand, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { StoredEvent } from '../../events/catalog';
import { dynamoItems } from './aws/dynamodb';
import { changesetItemOf, committed, parseChangeset, type Changeset, type ChangesetDraft } from './changeset';
import { newCommitUlid, ulidAt } from './ids';
import { eventsTable, tableNameOf } from './tables';
import { feedCalendarItem, utcDay } from './feed-keys';

/**
 * The event store: one DynamoDB item per command (a changeset), keyed by stream and by the version
 * of its first event. The put is conditional on the key being free, so two writers that loaded the
 * same version cannot both win, and a command's events are atomic without transactions. A changeset
 * starts right after a `StreamEnd` (a version at which the store read or wrote a changeset's end), so
 * changesets follow each other without overlap or gap and an append is one round-trip, its only read
 * the caller's own.
 */
export class StreamVersionConflictError extends Error {
  constructor(streamId: string, version: number, options?: { cause?: unknown }) {
    super(`La version ${version} du flux ${streamId} existe déjà`, options);
    this.name = 'StreamVersionConflictError';
  }
}

/** A changeset whose versions do not start at 1 or more and follow each other (a draft made past its types): refused. */
export class ChangesetOutOfSequenceError extends Error {
  constructor(streamId: string, version: number) {
    super(`Le changeset du flux ${streamId} à la version ${version} n'est pas numéroté à la suite : rien n'est écrit`);
    this.name = 'ChangesetOutOfSequenceError';
  }
}

export const eventsTableName = () => tableNameOf(eventsTable);

// The store speaks DynamoDB's attribute values through the plain client (see `dynamoItems`), as the document client would marshal them.
const toAttributes = (values: Record<string, unknown>) => marshall(values, { removeUndefinedValues: true });
type PageKey = Record<string, AttributeValue> | undefined;
const changesetsOf = (items: Record<string, AttributeValue>[] | undefined): Changeset[] => (items ?? []).map((item) => parseChangeset(unmarshall(item)));

export const loadStream = async (streamId: string, fromVersion = 1): Promise<Changeset[]> => {
  const changesets: Changeset[] = [];
  let startKey: PageKey;
  do {
    const page = await dynamoItems().send(
      new QueryCommand({
        TableName: eventsTableName(),
        KeyConditionExpression: 'streamId = :streamId AND version >= :from',
        ExpressionAttributeValues: toAttributes({ ':streamId': streamId, ':from': fromVersion }),
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    changesets.push(...changesetsOf(page.Items));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return changesets;
};

/**
 * A stream's changesets from its end backwards, a small page at a time, for readers that need only
 * its last ones (the next number of an invoice series, the documents issued since an instant): they
 * stop iterating when they have seen enough, and the rest of the stream is never read.
 */
export async function* streamTail(streamId: string, options: { pageSize?: number } = {}): AsyncGenerator<Changeset, void, undefined> {
  let startKey: PageKey;
  do {
    const page = await dynamoItems().send(
      new QueryCommand({
        TableName: eventsTableName(),
        KeyConditionExpression: 'streamId = :streamId',
        ExpressionAttributeValues: toAttributes({ ':streamId': streamId }),
        ScanIndexForward: false,
        Limit: options.pageSize ?? 20,
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    const changesets = changesetsOf(page.Items);
    startKey = page.LastEvaluatedKey;
    yield* changesets;
  } while (startKey);
}

/** The events of a stream in a version range, for projections healing a gap. */
export const readStreamEvents = async (streamId: string, fromVersion: number, toVersion: number): Promise<StoredEvent[]> => {
  // Changesets are keyed by their first version and a range may start inside one: read the stream.
  const changesets = await loadStream(streamId);
  return changesets
    .flatMap((changeset) => changeset.events)
    .filter((event) => event.version >= fromVersion && event.version <= toVersion);
};

/** Days whose calendar item this process has written (or found), by table: one conditional put per process, table and day. */
const markedDays = new Set<string>();
const markFeedDay = async (day: string) => {
  const key = `${eventsTableName()}#${day}`;
  if (markedDays.has(key)) return;
  try {
    await dynamoItems().send(
      new PutItemCommand({ TableName: eventsTableName(), Item: toAttributes(feedCalendarItem(day)), ConditionExpression: 'attribute_not_exists(streamId)' }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  markedDays.add(key);
};

/**
 * Commit ids stamped and not yet written by this process: the local feed tailer does not move its
 * mark past the oldest of them, since their changesets will appear in the feed behind newer ones.
 */
const commitsInFlight = new Set<string>();
export const oldestCommitInFlight = (): string | undefined => {
  let oldest: string | undefined;
  for (const commitId of commitsInFlight) if (oldest === undefined || commitId < oldest) oldest = commitId;
  return oldest;
};

/**
 * Told after each changeset this process has written: the local runtime's feed tailer then reads the feed at once,
 * as the DynamoDB stream would hand it on, instead of waiting for its next timed read.
 */
const commitListeners = new Set<() => void>();
export const onCommitted = (listener: () => void): (() => void) => {
  commitListeners.add(listener);
  return () => commitListeners.delete(listener);
};

/**
 * Appends a changeset. Its commit id is stamped here, as late as possible before the put, from the
 * wall clock (or `commitTime`, for tests that commit out of order): it orders the feed, and readers
 * of the feed still apply each stream's changesets in version order, since clocks differ between
 * writers.
 */
export const appendChangeset = async (draft: ChangesetDraft, options: { commitTime?: Date } = {}): Promise<Changeset> => {
  // Versions start at 1: a changeset at 0 or below would overlap the stream's first one unseen.
  if (
    !Number.isInteger(draft.version) ||
    draft.version < 1 ||
    draft.lastVersion !== draft.version + draft.events.length - 1 ||
    draft.events.some((event, index) => event.version !== draft.version + index)
  ) {
    throw new ChangesetOutOfSequenceError(draft.streamId, draft.version);
  }
  const commitTime = options.commitTime ?? new Date();
  const commitId = options.commitTime ? ulidAt(commitTime) : newCommitUlid(commitTime);
  const changeset = committed(draft, commitId);
  const item = changesetItemOf(changeset);
  // What is written is what every reader parses: an item they could not read is refused here, not met by them later.
  parseChangeset(item);
  // In flight from its stamp on, before any await: the tailer must not move its mark past it meanwhile.
  commitsInFlight.add(commitId);
  try {
    // The day is in the calendar before any of its changesets is in the feed.
    await markFeedDay(utcDay(commitTime));
    await dynamoItems().send(
      new PutItemCommand({
        TableName: eventsTableName(),
        Item: toAttributes(item),
        ConditionExpression: 'attribute_not_exists(streamId)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new StreamVersionConflictError(changeset.streamId, changeset.version, { cause: error });
    }
    throw error;
  } finally {
    commitsInFlight.delete(commitId);
  }
  for (const listener of commitListeners) listener();
  return changeset;
};

import { BatchGetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamoDocuments } from './aws/dynamodb';
import { parseChangeset, type Changeset } from './changeset';
import { eventsTableName } from './event-store';
import { feedCalendarRange, feedCalendarStreamId, feedEpochDay, feedKeysOfDay, utcDay } from './feed-keys';
import { eventsTable } from './tables';

/**
 * Reads of the global feed. The `feed` index holds keys only (a small copy per write): readers take
 * a day's keys from every shard, merge them in commit order, then fetch the changesets by key.
 * Commit order across streams is only approximately global; a reader that needs a stream's
 * changesets in version order puts them through a stream sequencer.
 */
const feedIndexName = 'feed';
const feedIndex = eventsTable.indexes[feedIndexName];

export type FeedPosition = { streamId: string; version: number; commitId: string };
const feedPositionSchema = z.object({ streamId: z.string(), version: z.number().int(), commitId: z.string() });

const readShard = async (feedKey: string, afterCommitId: string | undefined, tableName: string): Promise<FeedPosition[]> => {
  const positions: FeedPosition[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableName,
        IndexName: feedIndexName,
        KeyConditionExpression: afterCommitId ? '#feedKey = :key AND #commitId > :after' : '#feedKey = :key',
        ExpressionAttributeNames: afterCommitId
          ? { '#feedKey': feedIndex.partitionKey.name, '#commitId': feedIndex.sortKey.name }
          : { '#feedKey': feedIndex.partitionKey.name },
        ExpressionAttributeValues: afterCommitId ? { ':key': feedKey, ':after': afterCommitId } : { ':key': feedKey },
        ExclusiveStartKey: startKey,
      }),
    );
    positions.push(...(page.Items ?? []).map((item) => feedPositionSchema.parse(item)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return positions;
};

/** The positions of one day's commits after a commit id, every shard merged, in commit order. */
export const readFeedPositions = async (day: string, afterCommitId?: string, tableName = eventsTableName()): Promise<FeedPosition[]> => {
  const shards = await Promise.all(feedKeysOfDay(day).map((feedKey) => readShard(feedKey, afterCommitId, tableName)));
  return shards.flat().sort((a, b) => (a.commitId < b.commitId ? -1 : a.commitId > b.commitId ? 1 : 0));
};

/** A changeset of the feed that cannot be read (a damaged item, an event type this code no longer knows). */
export type UnreadableChangeset = { position: FeedPosition; error: string };
/**
 * What a reader does with an unreadable changeset: without it, the read fails; with it, the item is
 * reported and the read goes on, so one bad item stops no reader of the feed (it is quarantined).
 */
export type OnUnreadable = (unreadable: UnreadableChangeset) => void;

/** The changesets at these positions, in the same order (100 keys per batch, several batches in flight). */
export const readChangesetsAt = async (
  positions: readonly FeedPosition[],
  tableName = eventsTableName(),
  parallelism = 16,
  onUnreadable?: OnUnreadable,
): Promise<Changeset[]> => {
  const byKey = new Map<string, Changeset>();
  const batches: FeedPosition[][] = [];
  for (let start = 0; start < positions.length; start += 100) batches.push(positions.slice(start, start + 100));
  const positionOf = (item: Record<string, unknown>): FeedPosition =>
    positions.find((position) => position.streamId === item.streamId && position.version === item.version) ?? {
      streamId: String(item.streamId),
      version: Number(item.version),
      commitId: String(item.commitId),
    };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallelism, batches.length) }, async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) {
        let keys: Record<string, unknown>[] | undefined = batch.map((position) => ({ streamId: position.streamId, version: position.version }));
        while (keys && keys.length > 0) {
          const result: BatchGetCommandOutput = await dynamoDocuments().send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
          for (const item of result.Responses?.[tableName] ?? []) {
            let changeset: Changeset;
            try {
              changeset = parseChangeset(item);
            } catch (error) {
              if (!onUnreadable) throw error;
              onUnreadable({ position: positionOf(item), error: error instanceof Error ? error.message : String(error) });
              continue;
            }
            byKey.set(`${changeset.streamId}@${changeset.version}`, changeset);
          }
          keys = result.UnprocessedKeys?.[tableName]?.Keys;
        }
      }
    }),
  );
  return positions.flatMap((position) => byKey.get(`${position.streamId}@${position.version}`) ?? []);
};

/** One day of the feed after a commit id, in commit order. */
export const readFeedDay = async (day: string, afterCommitId?: string, tableName = eventsTableName(), onUnreadable?: OnUnreadable): Promise<Changeset[]> =>
  readChangesetsAt(await readFeedPositions(day, afterCommitId, tableName), tableName, undefined, onUnreadable);

const calendarDaySchema = z.object({ day: z.string() });

/** The days that hold commits, from the feed's calendar, in order. */
export const readFeedCalendar = async (first: string, last: string, tableName = eventsTableName()): Promise<string[]> => {
  const { from, to } = feedCalendarRange(first, last);
  const days: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'streamId = :calendar AND version BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':calendar': feedCalendarStreamId, ':from': from, ':to': to },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    days.push(...(page.Items ?? []).map((item) => calendarDaySchema.parse(item).day));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return days;
};

/**
 * The whole history in commit order, from the first day of the product to `until`: the days of the
 * calendar, fetched a few at a time ahead of the reader and yielded strictly in order.
 */
export async function* readFeed(
  options: { fromDay?: string; until?: Date; prefetchDays?: number; onUnreadable?: OnUnreadable } = {},
): AsyncGenerator<Changeset> {
  const days = await readFeedCalendar(options.fromDay ?? feedEpochDay, utcDay(options.until ?? new Date()));
  const prefetch = options.prefetchDays ?? 4;
  const pending: Promise<Changeset[]>[] = [];
  let requested = 0;
  for (let index = 0; index < days.length; index += 1) {
    while (requested < days.length && requested < index + prefetch) {
      const day = readFeedDay(days[requested++] as string, undefined, undefined, options.onUnreadable);
      // Awaited in turn below; a reader that stops early must not leave a read-ahead failure unhandled.
      day.catch(() => undefined);
      pending.push(day);
    }
    const day = pending.shift();
    if (day) yield* await day;
  }
}

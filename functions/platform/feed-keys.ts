import { encodeTime } from 'ulid';

/**
 * Where a changeset sits in the global feed. The feed index is keyed by UTC day and shard
 * (`2026-11-23#2`), sorted by commit id: a day's commits spread over a fixed number of partitions,
 * chosen from the stream id, so no single partition carries every write of a day. Readers merge a
 * day's shards in commit order. The shard count is part of the stored data: changing it needs a
 * new index.
 */
export const feedShardCount = 4;
export const feedEpochDay = '2026-01-01';

export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

export const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Every day from `first` to `last`, both included. */
export const daysBetween = (first: string, last: string): string[] => {
  const days: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) days.push(day);
  return days;
};

/** FNV-1a: a stable, cheap spread of stream ids over the shards (the same on every runtime). */
export const feedShardOf = (streamId: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < streamId.length; index += 1) {
    hash ^= streamId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % feedShardCount;
};

export const feedKeyOf = (streamId: string, day: string): string => `${day}#${feedShardOf(streamId)}`;

/** The smallest commit id stamped at `time` (ms): commit ids are ULIDs, which sort by their 10-character time prefix. */
export const lowestCommitIdAt = (time: number): string => `${encodeTime(Math.max(0, time), 10)}${'0'.repeat(16)}`;

export const feedKeysOfDay = (day: string): string[] => Array.from({ length: feedShardCount }, (_unused, shard) => `${day}#${shard}`);

/**
 * The feed's calendar: one small item per UTC day that has commits, in the events table under a
 * stream id no aggregate uses, so that a reader of the whole history (the replay) queries only the
 * days that hold something instead of every shard of every day since the epoch. The store writes a
 * day's item before the first changeset it commits that day (once per process and day).
 */
export const feedCalendarStreamId = 'feed-calendar';
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00.000Z`) / 86_400_000);
export const feedCalendarItem = (day: string) => ({ streamId: feedCalendarStreamId, version: dayNumber(day), day });
export const feedCalendarRange = (first: string, last: string) => ({ from: dayNumber(first), to: dayNumber(last) });

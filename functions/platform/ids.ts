import { createHash, randomFillSync, randomUUID } from 'node:crypto';
import { monotonicFactory, ulid } from 'ulid';

/**
 * The random part of a ULID, from the system's secure generator a pool of bytes at a time: by default the
 * ulid package asks it for one byte per character, 16 calls per id (42 µs an id here, and an append stamps
 * two), where a byte from the pool costs nothing. A byte over 256 picks one of the 32 characters evenly.
 */
const randomPool = new Uint8Array(4096);
let nextRandom = randomPool.length;
const pooledRandom = (): number => {
  if (nextRandom === randomPool.length) {
    randomFillSync(randomPool);
    nextRandom = 0;
  }
  const byte = randomPool[nextRandom] ?? 0;
  nextRandom += 1;
  return byte / 256;
};

const nextUlid = monotonicFactory(pooledRandom);
// Commits have a sequence of their own: an event id is stamped at its command's time, which the embedded
// runtime's shifted clock puts ahead of the wall clock, and one sequence for both would carry that time
// into the commit ids that order the feed (a monotonic factory never goes back below its last time).
const nextCommitUlid = monotonicFactory(pooledRandom);

/** Time-ordered ids for events and the product's records, at the product's time. */
export const newUlid = (now: Date = new Date()): string => nextUlid(now.getTime());

/** Time-ordered commit ids, on the wall clock (the feed is sorted by them). */
export const newCommitUlid = (now: Date): string => nextCommitUlid(now.getTime());

/** A ULID of exactly `time`, even before the last one stamped (the monotonic factory would stamp that one's time). */
export const ulidAt = (time: Date): string => ulid(time.getTime(), pooledRandom);

export const newCorrelationId = (): string => randomUUID();

/**
 * An id derived from the command that creates the stream: a retried creation command targets the
 * same stream, finds its own changeset there and answers with the first result.
 */
export const idFromCommand = (scope: string, commandId: string): string =>
  createHash('sha256').update(`${scope}\u0000${commandId}`).digest('base64url').slice(0, 22).replace(/[-_]/g, 'x');

export const fingerprint = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 32);

import { createHash, randomUUID } from 'node:crypto';
import { monotonicFactory } from 'ulid';

const nextUlid = monotonicFactory();

/** Time-ordered ids for events and commits (the feed is sorted by them). */
export const newUlid = (now: Date = new Date()): string => nextUlid(now.getTime());

export const newCorrelationId = (): string => randomUUID();

/**
 * An id derived from the command that creates the stream: a retried creation command targets the
 * same stream, finds its own changeset there and answers with the first result.
 */
export const idFromCommand = (scope: string, commandId: string): string =>
  createHash('sha256').update(`${scope}\u0000${commandId}`).digest('base64url').slice(0, 22).replace(/[-_]/g, 'x');

export const fingerprint = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 32);

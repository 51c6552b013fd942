import * as z from 'zod';
import { decodeTime } from 'ulid';
import { parseEventPayload, type StoredEvent } from '../../events/catalog';
import { actorSchema, streamTypeOf, ulidSchema, type Actor, type StreamType } from '../../events/envelope';
import { feedKeyOf, utcDay } from './feed-keys';

/**
 * A changeset: the events one command appended to one stream, stored as one DynamoDB item keyed by
 * stream and first version. What its events share (stream, actor, correlation, command, time) is
 * stored once and the envelope of each event is rebuilt on read, so an item stays close to the size
 * of its payloads.
 */
export type ChangesetDraft = {
  streamId: string;
  streamType: StreamType;
  /** version of the first event */
  version: number;
  lastVersion: number;
  commandId: string;
  requestFingerprint: string;
  correlationId: string;
  causationId: string | null;
  actor: Actor;
  occurredAt: string;
  events: StoredEvent[];
};

declare const streamEndBrand: unique symbol;
/**
 * A version at which one of a stream's changesets ends, as the store read or wrote it, or 0 before the
 * stream's first: the only versions a changeset may start after. Every changeset then starts right after
 * another's end, so a writer whose end is stale meets the key of the changeset that followed it and is
 * refused, and the store needs no read of its own before its conditional put. A version from anywhere
 * else (an event's, which may lie inside a changeset; a number a person sent) is not a stream end.
 */
export type StreamEnd = number & { readonly [streamEndBrand]: true };
/** The end of a stream that has no changeset yet. */
export const streamStart = 0 as StreamEnd;
/** Where a stream read whole, or from a known end on, ends. */
export const streamEndOf = (changesets: readonly Pick<Changeset, 'lastVersion'>[]): StreamEnd => changesets.at(-1)?.lastVersion ?? streamStart;

/** A changeset once committed: its commit id (a ULID stamped just before the write) orders the feed. */
export type Changeset = ChangesetDraft & { lastVersion: StreamEnd; commitId: string; feedKey: string };

export const commitTimeOf = (changeset: Pick<Changeset, 'commitId'>): Date => new Date(decodeTime(changeset.commitId));
export const commitDayOf = (changeset: Pick<Changeset, 'commitId'>): string => utcDay(commitTimeOf(changeset));

const storedEventSchema = z.object({
  eventId: ulidSchema,
  type: z.string().min(1),
  schemaVersion: z.number().int().min(1),
  data: z.unknown(),
});

const changesetItemSchema = z.object({
  streamId: z.string().min(3),
  version: z.number().int().min(1),
  lastVersion: z.number().int().min(1),
  feedKey: z.string().min(1),
  commitId: ulidSchema,
  commandId: z.string().min(1),
  fingerprint: z.string(),
  correlationId: z.string().min(1),
  causationId: z.string().min(1).optional(),
  actor: actorSchema,
  occurredAt: z.iso.datetime(),
  events: z.array(storedEventSchema).min(1),
});
export type ChangesetItem = z.infer<typeof changesetItemSchema>;

/** The item written to the events table. */
export const changesetItemOf = (changeset: Changeset): ChangesetItem => ({
  streamId: changeset.streamId,
  version: changeset.version,
  lastVersion: changeset.lastVersion,
  feedKey: changeset.feedKey,
  commitId: changeset.commitId,
  commandId: changeset.commandId,
  fingerprint: changeset.requestFingerprint,
  correlationId: changeset.correlationId,
  ...(changeset.causationId === null ? {} : { causationId: changeset.causationId }),
  actor: changeset.actor,
  occurredAt: changeset.occurredAt,
  events: changeset.events.map((event) => ({ eventId: event.eventId, type: event.type, schemaVersion: event.schemaVersion, data: event.data })),
});

/** Reads an item of the events table back into a changeset, each event with its whole envelope. */
export const parseChangeset = (item: unknown): Changeset => {
  const raw = changesetItemSchema.parse(item);
  if (raw.lastVersion !== raw.version + raw.events.length - 1) {
    throw new Error(`changeset ${raw.streamId}@${raw.version} : ${raw.events.length} événement(s) pour les versions ${raw.version}-${raw.lastVersion}`);
  }
  const streamType = streamTypeOf(raw.streamId);
  const causationId = raw.causationId ?? null;
  return {
    streamId: raw.streamId,
    streamType,
    version: raw.version,
    // Read from the store: where one of its changesets ends.
    lastVersion: raw.lastVersion as StreamEnd,
    commandId: raw.commandId,
    requestFingerprint: raw.fingerprint,
    correlationId: raw.correlationId,
    causationId,
    actor: raw.actor,
    occurredAt: raw.occurredAt,
    commitId: raw.commitId,
    feedKey: raw.feedKey,
    events: raw.events.map(
      (event, index): StoredEvent => ({
        eventId: event.eventId,
        streamId: raw.streamId,
        streamType,
        version: raw.version + index,
        occurredAt: raw.occurredAt,
        actor: raw.actor,
        correlationId: raw.correlationId,
        causationId,
        commandId: raw.commandId,
        ...parseEventPayload(event.type, event.schemaVersion, event.data),
      }),
    ),
  };
};

/**
 * Stamps a draft with its commit id; the feed key follows from the commit time and the stream. Its last
 * version is the stream's end once the store has written it (a put that fails throws).
 */
export const committed = (draft: ChangesetDraft, commitId: string): Changeset => ({
  ...draft,
  lastVersion: draft.lastVersion as StreamEnd,
  commitId,
  feedKey: feedKeyOf(draft.streamId, utcDay(new Date(decodeTime(commitId)))),
});

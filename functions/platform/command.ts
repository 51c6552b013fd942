import type { DomainEvent, StoredEvent } from '../../events/catalog';
import { currentSchemaVersion } from '../../events/catalog';
import type { Actor, StreamType } from '../../events/envelope';
import { foldEvents, type Decider } from '../../domain/shared/decider';
import { ConflictError, DomainError } from '../../domain/shared/errors';
import { streamEndOf, type Changeset, type ChangesetDraft, type StreamEnd } from './changeset';
import { appendChangeset, ChangesetOutOfSequenceError, loadStream, StreamVersionConflictError } from './event-store';
import { newUlid } from './ids';

export type CommandContext = {
  commandId: string;
  /** fingerprint of the request that carried the command: a reused idempotency key must carry the same request */
  requestFingerprint: string;
  correlationId: string;
  causationId: string | null;
  actor: Actor;
  now: Date;
};

export type CommandOutcome<State> = {
  state: State;
  /** version of the stream after the command */
  version: number;
  events: StoredEvent[];
  /** true when the command had already been handled and this is the first result again */
  replayed: boolean;
};

export const staleWriteMessage =
  "Ces données viennent d'être modifiées par quelqu'un d'autre. Rechargez la page puis réessayez.";
export const reusedIdempotencyKeyMessage =
  'Cette clé d’idempotence a déjà servi pour une autre demande. Rechargez la page puis réessayez.';

/** How many times a command that lost the race to another writer of its stream is decided again, by default. */
export const defaultCommandAttempts = 5;
/** A short random pause before deciding again, longer after each lost race: it spreads writers that collided. */
const pauseBeforeRetry = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 5)));

/**
 * The one command path: load the stream, answer a retry with its first result, decide, append the
 * changeset conditionally. Two round-trips to DynamoDB for a command that appends: the load, then the
 * put after the end it read (a `StreamEnd`, so the store needs no read of its own).
 * A command whose append lost the race to another writer of the stream (a webhook, a reaction, another
 * person) is decided again on the stream as it now stands: the decider's guards see the other write, so a
 * command that no longer holds is refused with its own reason, and one that still holds lands. Only after
 * `maxAttempts` lost races does the person read that the data changed under them.
 */
export const executeCommand = async <Command, Event extends DomainEvent, State>(options: {
  decider: Decider<Command, Event, State>;
  streamType: StreamType;
  streamId: string;
  command: Command;
  context: CommandContext;
  maxAttempts?: number;
}): Promise<CommandOutcome<State>> => {
  const { decider, streamType, streamId, command, context } = options;
  const maxAttempts = options.maxAttempts ?? defaultCommandAttempts;
  for (let attempt = 1; ; attempt += 1) {
    const changesets = await loadStream(streamId);
    const earlier = replayOf(decider, changesets, context);
    if (earlier) return earlier;

    const history = changesets.flatMap((changeset) => changeset.events);
    const state = fold(decider, history);
    const currentVersion = streamEndOf(changesets);
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { state, version: currentVersion, events: [], replayed: false };

    const draft = buildChangeset({ streamId, streamType, currentVersion, events: decided, context });
    let changeset: Changeset;
    try {
      changeset = await appendChangeset(draft);
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
      // The same command sent twice at once: the copy that lost the race answers with the winner's result.
      const winner = replayOf(decider, await loadStream(streamId), context);
      if (winner) return winner;
      if (attempt >= maxAttempts) throw new ConflictError(staleWriteMessage, { cause: error });
      await pauseBeforeRetry(attempt);
      continue;
    }
    return {
      state: decided.reduce(decider.evolve, state),
      version: changeset.lastVersion,
      events: changeset.events,
      replayed: false,
    };
  }
};

/**
 * True when a command certainly appended nothing: the decider refused it (a domain error, a
 * version conflict told as one) or the store refused the changeset before writing. Any other
 * failure (a timeout, a lost connection) leaves the outcome unknown: the write may have happened,
 * so a handler must not undo what the command would own (a reservation, a file).
 */
export const isDefiniteRefusal = (error: unknown): boolean =>
  error instanceof DomainError || error instanceof StreamVersionConflictError || error instanceof ChangesetOutOfSequenceError;

/** The changeset that records a command's events after `currentVersion`, an end of their stream as the store read or wrote it (committed by the store). */
export const buildChangeset = (options: {
  streamId: string;
  streamType: StreamType;
  currentVersion: StreamEnd;
  events: readonly DomainEvent[];
  context: CommandContext;
}): ChangesetDraft => {
  const { streamId, streamType, currentVersion, events, context } = options;
  return {
    streamId,
    version: currentVersion + 1,
    lastVersion: currentVersion + events.length,
    streamType,
    commandId: context.commandId,
    requestFingerprint: context.requestFingerprint,
    correlationId: context.correlationId,
    causationId: context.causationId,
    actor: context.actor,
    occurredAt: context.now.toISOString(),
    events: events.map(
      (event, index): StoredEvent =>
        ({
          eventId: newUlid(context.now),
          streamId,
          streamType,
          version: currentVersion + index + 1,
          type: event.type,
          schemaVersion: currentSchemaVersion(event.type),
          occurredAt: context.now.toISOString(),
          actor: context.actor,
          correlationId: context.correlationId,
          causationId: context.causationId,
          commandId: context.commandId,
          data: event.data,
        }) as StoredEvent,
    ),
  };
};

/** The first result of a command already in the stream, or undefined. */
const replayOf = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  changesets: readonly Changeset[],
  context: CommandContext,
): CommandOutcome<State> | undefined => {
  const index = changesets.findIndex((changeset) => changeset.commandId === context.commandId);
  if (index < 0) return undefined;
  const first = changesets[index] as Changeset;
  if (first.requestFingerprint !== context.requestFingerprint) throw new ConflictError(reusedIdempotencyKeyMessage);
  const history = changesets.slice(0, index + 1).flatMap((changeset) => changeset.events);
  return { state: fold(decider, history), version: first.lastVersion, events: first.events, replayed: true };
};

/** Stored events carry their envelope around the `{ type, data }` that deciders know. */
const fold = <Event extends DomainEvent, State>(
  decider: Pick<Decider<never, Event, State>, 'initialState' | 'evolve'>,
  events: readonly StoredEvent[],
): State => foldEvents(decider, events as readonly DomainEvent[] as readonly Event[]);

/** A stream's current state and version, read with the decider that owns it (one query). */
export const loadState = async <Event extends DomainEvent, State>(
  decider: Pick<Decider<never, Event, State>, 'initialState' | 'evolve'>,
  streamId: string,
): Promise<{ state: State; version: number }> => {
  const changesets = await loadStream(streamId);
  return { state: fold(decider, changesets.flatMap((changeset) => changeset.events)), version: streamEndOf(changesets) };
};

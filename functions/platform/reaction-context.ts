import type { StoredEvent } from '../../events/catalog';
import type { Actor } from '../../events/envelope';
import type { CommandContext } from './command';

/**
 * The metadata of a command raised by an event (a reaction, a webhook): its id derives from the
 * event that caused it and the reaction's name, so a redelivery of the same event (the bus delivers
 * at least once) finds its own changeset and appends nothing, while two different reactions to one
 * event remain two commands.
 */
export const reactionContextOf = (options: { reaction: string; cause: StoredEvent; now: Date; actor?: Actor }): CommandContext => ({
  commandId: `${options.reaction}:${options.cause.eventId}`,
  requestFingerprint: `${options.reaction}:${options.cause.eventId}`,
  correlationId: options.cause.correlationId,
  causationId: options.cause.eventId,
  actor: options.actor ?? { kind: 'system', id: options.reaction },
  now: options.now,
});

/** The same for an event from outside (a Stripe webhook): the provider's event id makes the command id. */
export const externalEventContextOf = (options: { source: Actor['kind']; eventId: string; correlationId: string; now: Date }): CommandContext => ({
  commandId: `${options.source}:${options.eventId}`,
  requestFingerprint: `${options.source}:${options.eventId}`,
  correlationId: options.correlationId,
  causationId: options.eventId,
  actor: { kind: options.source, id: options.source },
  now: options.now,
});

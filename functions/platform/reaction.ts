import type { EventBridgeEvent } from 'aws-lambda';
import type { DomainEvent, EventType, StoredEvent } from '../../events/catalog';
import { parseStoredEvent } from '../../events/catalog';
import { createLogger } from './logger';

/**
 * A reaction (a process manager): commands raised by events of another stream, such as a shipment
 * moving its parcels or a payment clearing a quote. Its handler must be idempotent, its command ids
 * derived from the causing event (`reactionContextOf`), because the bus delivers at least once and
 * the reconciliation re-drives every event of its types it finds in the feed, delivered or not.
 */
export type Reaction<Type extends EventType = EventType> = {
  /** the name of its handler in the manifest */
  name: string;
  description: string;
  eventTypes: readonly Type[];
  react: (event: StoredEvent<Extract<DomainEvent, { type: Type }>>) => Promise<void>;
};

/** Any reaction, as the catalog, the manifest and the reconciliation hold them side by side. */
export type AnyReaction = { name: string; description: string; eventTypes: readonly EventType[]; react: (event: StoredEvent) => Promise<void> };

/** Forgets a reaction's event types, checking on each call that the event is one it reacts to (others are ignored). */
export const anyReaction = <Type extends EventType>(reaction: Reaction<Type>): AnyReaction => {
  const reactsTo = (event: StoredEvent): event is StoredEvent<Extract<DomainEvent, { type: Type }>> =>
    (reaction.eventTypes as readonly string[]).includes(event.type);
  return {
    name: reaction.name,
    description: reaction.description,
    eventTypes: reaction.eventTypes,
    react: async (event) => (reactsTo(event) ? reaction.react(event) : undefined),
  };
};

/** The Lambda handler of a reaction: one EventBridge event whose detail is a stored event; a failure is thrown for the bus to retry. */
export const reactionHandler = (reaction: AnyReaction) => {
  const logger = createLogger({ handler: reaction.name });
  return async (event: Pick<EventBridgeEvent<string, unknown>, 'detail'>): Promise<void> => {
    const stored = parseStoredEvent(event.detail);
    await reaction.react(stored);
    logger.debug('réaction faite', { eventId: stored.eventId, type: stored.type, correlationId: stored.correlationId });
  };
};

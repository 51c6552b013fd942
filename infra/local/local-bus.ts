import { appendFileSync } from 'node:fs';
import type { StoredEvent } from '../../events/catalog';
import { eventSource, type HandlerEntry } from '../../functions/manifest';
import { outageOf } from '../../functions/platform/http/outages';

/**
 * The local stand-in for EventBridge: it applies the same patterns as the rules the CDK app
 * builds from the manifest (source + detail-type), and delivers at least once, retrying with
 * back-off. Deliveries of one stream to one subscriber are kept in order; streams run in parallel.
 */
export type EventLambda = (event: { source: string; 'detail-type': string; detail: StoredEvent; id: string; time: string }) => Promise<unknown>;

const retryDelaysMs = [20, 100, 500, 2000];
/**
 * A delivery that failed on an outage (the store down or frozen, `outageOf`) is no poison event: EventBridge
 * would retry it for up to 24 h. Here it is tried again every second for a minute, enough for a store that
 * restarts, and then left to the reconciliation as the others are; the minute bounds what a stop may wait.
 */
const outageRetry = { delayMs: 1_000, forMs: 60_000 };

export const createLocalBus = (options: {
  entries: readonly HandlerEntry[];
  loadHandler: (entry: HandlerEntry) => Promise<EventLambda>;
  deadLetterFile: string;
  log: (message: string, fields: Record<string, unknown>) => void;
}) => {
  const subscribers = options.entries.filter((entry) => entry.trigger.kind === 'events');
  const queues = new Map<string, Promise<void>>();

  const deliverOnce = async (entry: HandlerEntry, event: StoredEvent) => {
    const handler = await options.loadHandler(entry);
    await handler({ id: event.eventId, source: eventSource, 'detail-type': event.type, time: event.occurredAt, detail: event });
  };

  const deliver = async (entry: HandlerEntry, event: StoredEvent) => {
    const firstTry = Date.now();
    for (let attempt = 0; ; ) {
      try {
        await deliverOnce(entry, event);
        return;
      } catch (error) {
        if (outageOf(error) && Date.now() - firstTry < outageRetry.forMs) {
          await new Promise((resolve) => setTimeout(resolve, outageRetry.delayMs));
          continue;
        }
        const delay = retryDelaysMs[attempt];
        attempt += 1;
        if (delay === undefined) {
          options.log('livraison abandonnée', { subscriber: entry.name, eventId: event.eventId, error: String(error) });
          appendFileSync(options.deadLetterFile, `${JSON.stringify({ subscriber: entry.name, event, error: String(error) })}\n`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  /** Resolves once every subscriber has handled the event (or given up on it). */
  const publish = (event: StoredEvent): Promise<void> =>
    Promise.all(
      subscribers
        .filter((entry) => entry.trigger.kind === 'events' && entry.trigger.eventTypes.includes(event.type))
        .map((entry) => {
          const key = `${entry.name}|${event.streamId}`;
          const next = (queues.get(key) ?? Promise.resolve()).then(() => deliver(entry, event));
          queues.set(key, next);
          void next.then(() => {
            if (queues.get(key) === next) queues.delete(key);
          });
          return next;
        }),
    ).then(() => undefined);

  return { publish, idle: () => Promise.all(queues.values()).then(() => undefined) };
};
export type LocalBus = ReturnType<typeof createLocalBus>;

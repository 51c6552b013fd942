import type { HandlerEntry, HttpMethod, WebSocketRoute } from '../../functions/manifest';

export type HttpTriggered = { name: string; method: HttpMethod; path: string; answersHead?: true };
export type EventTriggered = { name: string; eventTypes: readonly string[] };
export type ScheduleTriggered = { name: string; expression: string; timeZone: string | undefined; description: string };
export type ManifestTriggers = {
  http: HttpTriggered[];
  events: EventTriggered[];
  schedules: ScheduleTriggered[];
  /** handlers fed by the event store's stream */
  eventStoreStream: string[];
  /** the WebSocket API's routes */
  webSocket: { name: string; route: WebSocketRoute }[];
};

/** The manifest's entries sorted by what triggers them: each kind is wired by its own construct. */
export const manifestTriggers = (entries: readonly HandlerEntry[]): ManifestTriggers => {
  const triggers: ManifestTriggers = { http: [], events: [], schedules: [], eventStoreStream: [], webSocket: [] };
  for (const { name, description, trigger } of entries) {
    switch (trigger.kind) {
      case 'http':
        triggers.http.push({ name, method: trigger.method, path: trigger.path, ...(trigger.answersHead ? { answersHead: true } : {}) });
        break;
      case 'events':
        triggers.events.push({ name, eventTypes: trigger.eventTypes });
        break;
      case 'schedule':
        triggers.schedules.push({ name, expression: trigger.expression, timeZone: trigger.timeZone, description });
        break;
      case 'event-store-stream':
        triggers.eventStoreStream.push(name);
        break;
      case 'websocket':
        triggers.webSocket.push({ name, route: trigger.route });
        break;
      case 'task':
        // Invoked by an operator (aws lambda invoke): nothing triggers it.
        break;
      default: {
        const unexpected: never = trigger;
        throw new Error(`manifestTriggers: unexpected trigger ${JSON.stringify(unexpected)}`);
      }
    }
  }
  return triggers;
};

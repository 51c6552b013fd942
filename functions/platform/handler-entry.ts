import type { EventType } from '../../events/catalog';
import type { Access } from './http/access';
import type { AnyReaction } from './reaction';

/**
 * What a manifest entry is, and the builders every aggregate's part of the manifest uses. They live in the
 * platform so that a part never imports the index that assembles it (`functions/manifest.ts`): a handler
 * that took a constant from the index would bundle every aggregate.
 */

export type { Access } from './http/access';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Trigger =
  /**
   * `withoutSession`: the handler never reads the caller's session (no `authenticate` in its chain).
   * `answersHead`: a GET route that also answers HEAD on AWS (the local gateway answers HEAD on every GET route).
   */
  | { kind: 'http'; method: HttpMethod; path: string; access: Access; withoutSession?: true; answersHead?: true }
  | { kind: 'events'; eventTypes: readonly EventType[] }
  /**
   * EventBridge Scheduler expression, read in `timeZone` (UTC when absent). The local scheduler
   * understands rate(n second|seconds|minute|minutes|hour|hours|day|days) only (seconds only as a `localExpression`): a cron job states `localExpression`,
   * a rate at which running it again changes nothing.
   */
  | { kind: 'schedule'; expression: string; timeZone?: string; localExpression?: string }
  /** the event store table's stream (AWS only: locally the runtime tails the feed) */
  | { kind: 'event-store-stream' }
  /** run by an operator: `npm run <script>` locally, a direct invocation of the function on AWS */
  | { kind: 'task'; script: string }
  /** a route of the WebSocket API (`/api/live` locally): a socket opens, closes, or sends a message */
  | { kind: 'websocket'; route: WebSocketRoute };

export const webSocketRoutes = ['$connect', '$disconnect', '$default'] as const;
export type WebSocketRoute = (typeof webSocketRoutes)[number];

/**
 * The read models, by name. The platform knows no aggregate: `functions/tables.ts`, which lists every
 * table, fills this in (declaration merging), so that a permission naming no table fails the type check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by functions/tables.ts
export interface ReadModelRegistry {}
export type ReadModelName = keyof ReadModelRegistry & string;

/**
 * What a handler may touch; the CDK app grants exactly this and nothing more. The `describe`, `probe`
 * and `status` levels are a health probe's: they show that a dependency answers, never its data.
 */
export type Permissions = {
  /** `describe`: the table's description only (DescribeTable) */
  eventStore?: 'describe' | 'read' | 'append';
  /** `append`: read, and put new items, never update or delete one (a history that expires by itself) */
  readModels?: Partial<Record<ReadModelName, 'describe' | 'read' | 'append' | 'write'>>;
  /**
   * `probe`: the bucket's location only (GetBucketLocation), no object and no listing; `read`: read objects (or sign
   * links that do); `write`: store and delete objects (or sign upload links), never read one; `read-write`: both
   */
  files?: 'probe' | 'read' | 'write' | 'read-write';
  /** `status`: the account's sending state only (GetAccount); `send`: send from the product's domain */
  mail?: 'status' | 'send';
  userPool?: 'sign-in' | 'manage';
  bus?: 'publish';
  /** `use`: Stripe's API with the product's secret key (and the webhook's signing secret) */
  stripe?: 'use';
  /** `push`: PostToConnection on the WebSocket API's connections (and forget those gone) */
  live?: 'push';
};

export type HandlerEntry = {
  name: string;
  /** path from the repository root to the file exporting `handler` */
  entry: string;
  description: string;
  trigger: Trigger;
  permissions: Permissions;
  /** Lambda timeout when the default (10 s for HTTP, 30 s otherwise) is too short: a job that walks many items */
  timeoutSeconds?: number;
  /** native packages the handler imports: left out of its bundle and shipped beside it, built for the Lambda's platform */
  nativeModules?: readonly NativeModule[];
  /**
   * The handler draws PDF documents: pdf-lib and its standard fonts, about 400 kB of its bundle that its budget
   * does not count (`tests/infra/handler-budgets.test.ts`); a handler that does not say so must not carry them.
   */
  drawsPdf?: true;
};

/** The native packages a handler may import (esbuild cannot bundle their binaries). */
export const nativeModules = ['sharp'] as const;
export type NativeModule = (typeof nativeModules)[number];

/** Every HTTP handler reads the caller's session, and renews it when its ID token is about to expire. */
export const withSessionAccess = (entry: HandlerEntry): HandlerEntry =>
  entry.trigger.kind === 'http' && !entry.trigger.withoutSession
    ? { ...entry, permissions: { ...entry.permissions, readModels: { ...entry.permissions.readModels, sessions: 'write' } } }
    : entry;

/** The handler of a reaction, subscribed to exactly the event types the reaction declares, with what its commands need. */
export const reactionEntry = (
  reaction: Pick<AnyReaction, 'name' | 'description' | 'eventTypes'>,
  entry: string,
  permissions: Permissions,
): HandlerEntry => ({
  name: reaction.name,
  entry,
  description: reaction.description,
  trigger: { kind: 'events', eventTypes: reaction.eventTypes },
  permissions,
});

/** Each level of a permission, weakest first: a union keeps the strongest. */
const permissionLevels: { readonly [Key in keyof Permissions]-?: readonly string[] } = {
  eventStore: ['describe', 'read', 'append'],
  readModels: ['describe', 'read', 'append', 'write'],
  // `read` and `write` are apart (a view reads objects, a PDF maker writes them): their union is `read-write`.
  files: ['probe', 'read', 'write', 'read-write'],
  mail: ['status', 'send'],
  userPool: ['sign-in', 'manage'],
  bus: ['publish'],
  stripe: ['use'],
  live: ['push'],
};
const stronger = <Level extends string>(levels: readonly string[], a: Level | undefined, b: Level | undefined): Level | undefined =>
  a === undefined ? b : b === undefined ? a : levels.indexOf(a) >= levels.indexOf(b) ? a : b;

/** What two handlers may do together: each dependency at the stronger of their two levels. */
export const unionOfPermissions = (a: Permissions, b: Permissions): Permissions => {
  const union: Record<string, unknown> = {};
  for (const key of Object.keys(permissionLevels) as (keyof Permissions)[]) {
    if (key === 'readModels') continue;
    const level = stronger(permissionLevels[key], a[key], b[key]);
    if (level !== undefined) union[key] = level;
  }
  if ([a.files, b.files].sort().join() === 'read,write') union.files = 'read-write';
  if (a.readModels || b.readModels) {
    const names = new Set([...Object.keys(a.readModels ?? {}), ...Object.keys(b.readModels ?? {})]) as Set<ReadModelName>;
    union.readModels = Object.fromEntries([...names].map((name) => [name, stronger(permissionLevels.readModels, a.readModels?.[name], b.readModels?.[name])]));
  }
  return union as Permissions;
};

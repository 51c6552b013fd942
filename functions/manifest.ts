import type { EventType } from '../events/catalog';
import { authHandlers } from './auth/auth.manifest';
import { withReactionsAccess, withSessionAccess, type ReadModelName } from './catalog';
import { contactHandlers } from './contact/contact.manifest';
import { customerHandlers } from './customers/customers.manifest';
import { invoiceHandlers } from './invoices/invoices.manifest';
import { newsletterHandlers } from './newsletter/newsletter.manifest';
import { notificationHandlers } from './notifications/notifications.manifest';
import { parcelHandlers } from './parcels/parcels.manifest';
import { paymentHandlers } from './payments/payments.manifest';
import { returnHandlers } from './returns/returns.manifest';
import { purchaseHandlers } from './purchases/purchases.manifest';
import { shipmentHandlers } from './shipments/shipments.manifest';
import { statisticsHandlers } from './statistics/statistics.manifest';
import { subscriptionHandlers } from './subscriptions/subscriptions.manifest';
import { supportHandlers } from './support/support.manifest';
import { systemHandlers } from './system/system.manifest';

export { allProjections, allTables, readModelTables, reconcilerName } from './catalog';
export type { ReadModelName } from './catalog';
export { eventsTable } from './platform/tables';
export type { TableDefinition } from './platform/tables';

import type { Access } from './platform/http/access';

export type { Access } from './platform/http/access';
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
};

/** The native packages a handler may import (esbuild cannot bundle their binaries). */
export const nativeModules = ['sharp'] as const;
export type NativeModule = (typeof nativeModules)[number];

/**
 * Every handler once, with its trigger and its permissions: the CDK app and the local runtime build
 * from this list. Each aggregate states its own part in its folder; adding one is one line here.
 */
export const manifest: readonly HandlerEntry[] = withReactionsAccess([
  ...systemHandlers,
  ...authHandlers,
  ...customerHandlers,
  ...parcelHandlers,
  ...shipmentHandlers,
  ...paymentHandlers,
  ...subscriptionHandlers,
  ...invoiceHandlers,
  ...statisticsHandlers,
  ...returnHandlers,
  ...contactHandlers,
  ...newsletterHandlers,
  ...purchaseHandlers,
  ...supportHandlers,
  ...notificationHandlers,
]).map(withSessionAccess);

export { metricsDimension, metricsNamespace } from './platform/metrics';
export { healthLevelValues, healthMetrics } from './system/health-metrics';
export { feedAlerts } from './system/feed-alerts';

/** The EventBridge source of every domain event published from the event store. */
export const eventSource = 'passerelle.events';
/** Environment variables every handler may receive; the CDK app and the local runtime set them. */
export const environmentVariables = {
  eventBusName: 'EVENT_BUS_NAME',
  filesBucket: 'FILES_BUCKET',
  mailFrom: 'MAIL_FROM',
  supportEmail: 'SUPPORT_EMAIL',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  jwtIssuer: 'JWT_ISSUER',
  jwksUri: 'JWKS_URI',
  cookieSecure: 'COOKIE_SECURE',
  trustedProxyHops: 'TRUSTED_PROXY_HOPS',
  siteUrl: 'SITE_URL',
} as const;

/** The WebSocket API's management endpoint, given only to the handlers granted `live: 'push'`. */
export const liveEnvironmentVariables = { endpoint: 'LIVE_ENDPOINT' } as const;

/**
 * Stripe's settings, given only to the handlers granted `stripe: 'use'`. On AWS the keys stay in
 * Secrets Manager (`secretsArn`: a JSON `{ secretKey, webhookSecret }` read at cold start); locally
 * they are set directly, with the stand-in's address.
 */
export const stripeEnvironmentVariables = {
  secretsArn: 'STRIPE_SECRETS_ARN',
  secretKey: 'STRIPE_SECRET_KEY',
  webhookSecret: 'STRIPE_WEBHOOK_SECRET',
  /** locally only: the Stripe stand-in's address (on AWS the SDK talks to Stripe itself) */
  apiUrl: 'STRIPE_API_URL',
} as const;

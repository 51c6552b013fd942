import { authHandlers } from './auth/auth.manifest';
import { withReactionsAccess } from './catalog';
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
import { withSessionAccess, type HandlerEntry } from './platform/handler-entry';

/*
 * The manifest assembles; it states nothing the parts need. What an entry is and the builders are in
 * `platform/handler-entry.ts`, the tables in `tables.ts`, each constant in its own small module: a part
 * (or a handler) imports those, never this index, which would bundle every aggregate into it.
 * `eslint.config.js` refuses an import of this index or of the catalog anywhere else in functions/.
 */
export { allProjections, allTables, readModelTables } from './catalog';
export { reconcilerName } from './system/reconciler-name';
export type { ReadModelName } from './tables';
export { eventsTable } from './platform/tables';
export type { TableDefinition } from './platform/tables';
export { nativeModules, webSocketRoutes } from './platform/handler-entry';
export type { Access, HandlerEntry, HttpMethod, NativeModule, Permissions, Trigger, WebSocketRoute } from './platform/handler-entry';
export { eventSource } from './platform/event-source';
export { environmentVariables, liveEnvironmentVariables, stripeEnvironmentVariables } from './platform/environment-variables';

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

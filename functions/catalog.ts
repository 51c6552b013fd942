import type { HandlerEntry, Permissions } from './manifest';
import { anyAudit, type AnyAudit } from './platform/audit';
import { anyProjection, type AnyProjection } from './platform/projection';
import { anyReaction, type AnyReaction } from './platform/reaction';
import { countsTable, eventsTable, type TableDefinition } from './platform/tables';
import { checkpointsTable, rateLimitsTable, reservationsTable, sessionsTable } from './platform/state-tables';
import { customersProjection } from './customers/customers-projection';
import { customersTable } from './customers/customers-table';
import { invoicesProjection } from './invoices/invoices-projection';
import { invoicesTable } from './invoices/invoices-table';
import { invoicingAudit } from './invoices/invoicing-audit';
import { invoicingReaction } from './invoices/invoicing-reaction';
import { parcelsProjection } from './parcels/parcels-projection';
import { parcelsTable } from './parcels/parcels-table';
import { shipmentsAudit } from './shipments/shipments-audit';
import { shipmentStepsReaction } from './parcels/shipment-steps-reaction';
import { paymentsAudit } from './payments/payments-audit';
import { paymentsProjection } from './payments/payments-projection';
import { paymentsTable } from './payments/payments-table';
import { quotePaymentReaction } from './payments/quote-payment-reaction';
import { subscriptionPaymentReaction } from './payments/subscription-payment-reaction';
import { shipmentsProjection } from './shipments/shipments-projection';
import { shipmentsTable } from './shipments/shipments-table';
import { statisticsAudit } from './statistics/statistics-audit';
import { statisticsProjection } from './statistics/statistics-projection';
import { statisticsTable } from './statistics/statistics-table';
import { parcelFollowsReturnReaction } from './returns/parcel-follows-return-reaction';
import { returnPaymentsReaction } from './returns/return-payments-reaction';
import { returnsProjection } from './returns/returns-projection';
import { returnsTable } from './returns/returns-table';
import { returnsAudit } from './returns/returns-audit';
import { purchasePaymentReaction } from './purchases/purchase-payment-reaction';
import { purchaseMailsReaction } from './purchases/purchase-mails';
import { contactMailsReaction } from './contact/contact-mails';
import { returnMailsReaction } from './returns/return-mails';
import { shipmentMailsReaction } from './shipments/shipment-mails';
import { quoteRefundReaction } from './shipments/quote-refund-reaction';
import { subscriptionMailsReaction } from './subscriptions/subscription-mails';
import { subscriptionsAudit } from './subscriptions/subscriptions-audit';
import { refundedPeriodReaction } from './subscriptions/refunded-period-reaction';
import { refundedPeriodStorageReaction } from './subscriptions/refunded-period-storage-reaction';
import { supportReplyMailsReaction } from './support/support-reply-mails';
import { purchasesProjection } from './purchases/purchases-projection';
import { purchasesTable } from './purchases/purchases-table';
import { purchasesAudit } from './purchases/purchases-audit';
import { supportConversationsProjection, supportMessagesProjection } from './support/support-projections';
import { supportConversationsTable, supportMessagesTable } from './support/support-tables';
import { liveConnectionsTable } from './platform/live';
import { notificationsProjection } from './notifications/notifications-projection';
import { notificationsTable } from './notifications/notifications-table';
import { healthChecksTable } from './system/health-checks-table';

/**
 * Every table, projection, reaction and audit of the product, one line per aggregate: the manifest,
 * the CDK app, the local runtime, the replay and the reconciliation read them from here.
 */
export const readModelTables = {
  parcels: parcelsTable,
  customers: customersTable,
  shipments: shipmentsTable,
  invoices: invoicesTable,
  payments: paymentsTable,
  statistics: statisticsTable,
  returns: returnsTable,
  purchases: purchasesTable,
  supportConversations: supportConversationsTable,
  supportMessages: supportMessagesTable,
  notifications: notificationsTable,
  counts: countsTable,
  // The accounts' working state (kind 'state'): granted like the read models, never replayed.
  sessions: sessionsTable,
  rateLimits: rateLimitsTable,
  reservations: reservationsTable,
  checkpoints: checkpointsTable,
  liveConnections: liveConnectionsTable,
  healthChecks: healthChecksTable,
} as const;
export type ReadModelName = keyof typeof readModelTables;
export const allTables: readonly TableDefinition[] = [eventsTable, ...Object.values(readModelTables)];

export const allProjections: readonly AnyProjection[] = [anyProjection(parcelsProjection), anyProjection(customersProjection), anyProjection(shipmentsProjection), anyProjection(invoicesProjection), anyProjection(paymentsProjection), anyProjection(statisticsProjection), anyProjection(returnsProjection), anyProjection(purchasesProjection), anyProjection(supportConversationsProjection), anyProjection(supportMessagesProjection), anyProjection(notificationsProjection)];

/**
 * The reactions (process managers) of the product: each has its handler on the bus, and the
 * reconciliation re-drives, from its own checkpoint over the feed, what the bus never delivered.
 */
export const allReactions: readonly AnyReaction[] = [
  anyReaction(shipmentStepsReaction),
  anyReaction(quotePaymentReaction),
  anyReaction(quoteRefundReaction),
  anyReaction(subscriptionPaymentReaction),
  anyReaction(refundedPeriodReaction),
  anyReaction(refundedPeriodStorageReaction),
  anyReaction(invoicingReaction),
  anyReaction(returnPaymentsReaction),
  anyReaction(parcelFollowsReturnReaction),
  anyReaction(purchasePaymentReaction),
  anyReaction(purchaseMailsReaction),
  // The customers' mails: one that the bus dead-lettered is still sent, once (the centre's reservation).
  anyReaction(shipmentMailsReaction),
  anyReaction(returnMailsReaction),
  anyReaction(subscriptionMailsReaction),
  anyReaction(supportReplyMailsReaction),
  // Support's copy of each contact message.
  anyReaction(contactMailsReaction),
];

/** The auditors' checks the replay runs over the whole history, one line per aggregate that has one. */
export const allAudits: readonly AnyAudit[] = [anyAudit(shipmentsAudit), anyAudit(invoicingAudit), anyAudit(paymentsAudit), anyAudit(statisticsAudit), anyAudit(purchasesAudit), anyAudit(subscriptionsAudit), anyAudit(returnsAudit)];

export const projectionNamed = (name: string): AnyProjection => {
  const projection = allProjections.find((candidate) => candidate.name === name);
  if (!projection) throw new Error(`projection inconnue : ${name}`);
  return projection;
};

const readModelNames = Object.keys(readModelTables) as ReadModelName[];

export const readModelNameOf = (table: TableDefinition): ReadModelName => {
  const name = readModelNames.find((candidate) => readModelTables[candidate].name === table.name);
  if (!name) throw new Error(`table absente du catalogue : ${table.name}`);
  return name;
};

type ReadModelAccess = NonNullable<NonNullable<Permissions['readModels']>[ReadModelName]>;
/**
 * The same access to every read model: `describe` for the health probes (the accounts' state tables
 * too), `read` or `write` for the jobs that repair what events build (not the state tables).
 */
export const everyReadModel = (access: ReadModelAccess): NonNullable<Permissions['readModels']> =>
  Object.fromEntries(
    readModelNames.filter((name) => access === 'describe' || readModelTables[name].kind === 'read-model').map((name) => [name, access]),
  );

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

/** The scheduled reconciliation's handler: it brings the read models and the reactions up to the feed. */
export const reconcilerName = 'reconcile-read-models';

/**
 * The reconciliation runs each reaction's own code when it re-drives a missed event (a mail sent, a PDF
 * written, a refund asked of Stripe): it is granted what each reaction's handler is, and nothing is
 * stated twice.
 */
export const withReactionsAccess = (entries: readonly HandlerEntry[]): HandlerEntry[] => {
  const reactionNames = new Set(allReactions.map((reaction) => reaction.name));
  const reactionsMayDo = entries.filter((entry) => reactionNames.has(entry.name)).reduce<Permissions>((union, entry) => unionOfPermissions(union, entry.permissions), {});
  return entries.map((entry) => (entry.name === reconcilerName ? { ...entry, permissions: unionOfPermissions(entry.permissions, reactionsMayDo) } : entry));
};

/** The handler of a projection, subscribed to exactly the event types the projection declares. */
export const projectionEntry = (
  projection: Pick<AnyProjection, 'name' | 'description' | 'eventTypes' | 'table'> & { countersOf?: unknown; amountsOf?: unknown },
  entry: string,
): HandlerEntry => ({
  name: projection.name,
  entry,
  description: projection.description,
  trigger: { kind: 'events', eventTypes: projection.eventTypes },
  permissions: {
    eventStore: 'read',
    readModels: { [readModelNameOf(projection.table)]: 'write', ...(projection.countersOf || projection.amountsOf ? { counts: 'write' } : {}) },
  },
});

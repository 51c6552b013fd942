import type { AnyProjection } from './platform/projection';
import type { HandlerEntry, Permissions, ReadModelName } from './platform/handler-entry';
import { countsTable, eventsTable, type TableDefinition } from './platform/tables';
import { checkpointsTable, liveConnectionsTable, rateLimitsTable, reservationsTable, secondFactorsTable, sessionsTable } from './platform/state-tables';
import { customersTable } from './customers/customers-table';
import { invoicesTable } from './invoices/invoices-table';
import { parcelsTable } from './parcels/parcels-table';
import { paymentsTable } from './payments/payments-table';
import { purchasesTable } from './purchases/purchases-table';
import { returnsTable } from './returns/returns-table';
import { shipmentsTable } from './shipments/shipments-table';
import { statisticsTable } from './statistics/statistics-table';
import { supportConversationsTable, supportMessagesTable } from './support/support-tables';
import { notificationsTable } from './notifications/notifications-table';
import { healthChecksTable } from './system/health-checks-table';

/**
 * Every table of the product, one line per aggregate: names, keys and indexes, data only. The catalog's
 * behaviour (projections, reactions, audits) is in `catalog.ts`; a handler that needs a table's name
 * (the health probe describes them all) imports this module, not the catalog, and bundles no aggregate's code.
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
  secondFactors: secondFactorsTable,
  liveConnections: liveConnectionsTable,
  healthChecks: healthChecksTable,
} as const;

type ReadModelTables = typeof readModelTables;
declare module './platform/handler-entry' {
  // The names a permission may give: this list's (the platform states the type, this module its members).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are the tables'
  interface ReadModelRegistry extends ReadModelTables {}
}

export type { ReadModelName } from './platform/handler-entry';
export const allTables: readonly TableDefinition[] = [eventsTable, ...Object.values(readModelTables)];

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

/** The handler of a projection, subscribed to exactly the event types the projection declares, granted its own table. */
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

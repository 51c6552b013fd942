import type { TableDefinition } from '../platform/tables';

/**
 * The statistics read model: one small row per thing counted (a customer, a parcel, a card payment, a
 * subscription), keyed `<kind>#<id>`, which remembers what it adds to the statistics' totals; the totals
 * themselves live in the counts read model. No index: the statistics are read from the totals only.
 */
export const statisticsTable = {
  name: 'StatisticsReadModel',
  envVar: 'STATISTICS_TABLE',
  partitionKey: { name: 'statisticsKey', type: 'S' },
  indexes: {},
  kind: 'read-model',
} as const satisfies TableDefinition;

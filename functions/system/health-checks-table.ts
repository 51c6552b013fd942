import type { TableDefinition } from '../platform/tables';

/**
 * The scheduled health checks of the last day, one item per check, in one partition ordered by time
 * (one write a minute on AWS, two locally: far below what a partition takes). Working state, not built
 * from events. DynamoDB's TTL removes a check a day after it; readers ask only for the last 24 h, so
 * dynalite, which never expires anything, answers the same.
 */
export const healthChecksTable = {
  name: 'HealthChecks',
  envVar: 'HEALTH_CHECKS_TABLE',
  partitionKey: { name: 'monitor', type: 'S' },
  sortKey: { name: 'checkedAt', type: 'S' },
  indexes: {},
  kind: 'state',
  timeToLive: 'expiresAt',
} as const satisfies TableDefinition;

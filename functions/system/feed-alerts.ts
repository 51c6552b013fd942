/**
 * What the feed's readers log when a changeset is left behind, and the metric each becomes on AWS: the
 * CDK app's metric filters match these messages in the readers' logs and its alarms watch the metrics.
 * Named once, here: a message changed on one side only would silence its alarm.
 */
export const feedAlerts = {
  /** a changeset no reader can parse: left in the store for an operator, the feed goes on */
  quarantined: { message: 'changeset illisible mis en quarantaine', metric: 'QuarantinedChangesets' },
  /** a changeset a reader gave up on after its retries: its read model or reaction misses it */
  abandoned: { message: 'changeset abandonné par la réconciliation', metric: 'AbandonedChangesets' },
} as const;

/**
 * The metrics the scheduled health check publishes (Embedded Metric Format), which the CDK app's
 * alarms watch: named once, here.
 */
export const healthMetrics = {
  /** 0 healthy, 1 warning, 2 critical */
  level: 'HealthLevel',
  latency: 'HealthCheckLatency',
  /** percentage of non-critical checks over the last 24 h */
  uptime: 'HealthUptime24h',
  /** 1 while the uptime is under 95 % (the alert), 0 otherwise */
  uptimeAlert: 'HealthUptimeAlert',
} as const;
/** `HealthLevel`'s value for each level: the alarm fires at the critical one. */
export const healthLevelValues = { healthy: 0, warning: 1, critical: 2 } as const;

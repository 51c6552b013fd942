/**
 * The server's health over time, as ops and the back office read it: each scheduled check classified
 * by how long its slowest dependency took, and the share of checks that were not critical over a day.
 */

/** A check under 1 s is healthy, under 3 s a warning, beyond (or any dependency down) critical. */
export const healthThresholds = { healthyBelowMs: 1000, warningBelowMs: 3000 } as const;
/** The window of the history and of the uptime: one day. */
export const healthWindowMs = 24 * 60 * 60 * 1000;
/** Under this share of non-critical checks over the window, ops are alerted. */
export const uptimeAlertBelow = 0.95;

export type HealthLevel = 'healthy' | 'warning' | 'critical';
export type ClassifiedCheck = { checkedAt: string; level: HealthLevel; latencyMs: number };

export const classifyCheck = (check: { allDependenciesUp: boolean; latencyMs: number }): HealthLevel => {
  if (!check.allDependenciesUp || check.latencyMs >= healthThresholds.warningBelowMs) return 'critical';
  return check.latencyMs < healthThresholds.healthyBelowMs ? 'healthy' : 'warning';
};

const inWindow = (checks: readonly ClassifiedCheck[], now: Date) => {
  const since = now.getTime() - healthWindowMs;
  return checks.filter((check) => {
    const at = Date.parse(check.checkedAt);
    return at > since && at <= now.getTime();
  });
};

/** Share of non-critical checks of the last 24 h, from 0 to 1; `null` when there was none to judge by. */
export const uptimeOf = (checks: readonly ClassifiedCheck[], now: Date): number | null => {
  const recent = inWindow(checks, now);
  if (recent.length === 0) return null;
  return recent.filter((check) => check.level !== 'critical').length / recent.length;
};

export const isUptimeAlert = (uptime: number | null): boolean => uptime !== null && uptime < uptimeAlertBelow;

export type HistoryPoint = {
  /** start of the interval */
  from: string;
  /** the worst level seen in the interval */
  level: HealthLevel;
  checks: number;
  critical: number;
  maxLatencyMs: number;
  averageLatencyMs: number;
};

const severity: Record<HealthLevel, number> = { healthy: 0, warning: 1, critical: 2 };

/**
 * The last 24 h in intervals of `intervalMinutes` (5 min: 289 points at most, the current interval included, whatever the check's
 * rate), each with its worst level: one bad check in five minutes stays visible.
 */
export const historyOf = (checks: readonly ClassifiedCheck[], now: Date, intervalMinutes: number): HistoryPoint[] => {
  const intervalMs = intervalMinutes * 60_000;
  const buckets = new Map<number, ClassifiedCheck[]>();
  for (const check of inWindow(checks, now)) {
    const start = Math.floor(Date.parse(check.checkedAt) / intervalMs) * intervalMs;
    buckets.set(start, [...(buckets.get(start) ?? []), check]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, inBucket]) => ({
      from: new Date(start).toISOString(),
      level: inBucket.reduce<HealthLevel>((worst, check) => (severity[check.level] > severity[worst] ? check.level : worst), 'healthy'),
      checks: inBucket.length,
      critical: inBucket.filter((check) => check.level === 'critical').length,
      maxLatencyMs: Math.max(...inBucket.map((check) => check.latencyMs)),
      averageLatencyMs: Math.round(inBucket.reduce((sum, check) => sum + check.latencyMs, 0) / inBucket.length),
    }));
};

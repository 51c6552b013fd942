import { classifyCheck, isUptimeAlert, uptimeAlertBelow, uptimeOf } from '../../domain/health/health-checks';
import { createLogger } from '../platform/logger';
import { publishMetrics } from '../platform/metrics';
import { checkDependencies } from './health';
import { readHealthChecks, recordHealthCheck } from './health-history';
import { healthLevelValues, healthMetrics } from './health-metrics';

const logger = createLogger({ handler: 'check-health' });

/**
 * Scheduled (every minute on AWS, every 30 s locally): probes every dependency, classifies the check by
 * its duration, records it in the day's history, and publishes its level and the day's uptime as
 * metrics that the alarms watch; under 95 % of uptime it also logs an alert.
 */
export const handler = async (): Promise<{ level: string; uptime: number | null }> => {
  const now = new Date();
  const started = performance.now();
  const report = await checkDependencies(now);
  const latencyMs = Math.round(performance.now() - started);
  const down = Object.entries(report.dependencies).filter(([, check]) => check.status !== 'ok').map(([name]) => name);
  const level = classifyCheck({ allDependenciesUp: down.length === 0, latencyMs });
  let uptime: number | null = null;
  try {
    await recordHealthCheck({ checkedAt: now.toISOString(), level, latencyMs, down });
    uptime = uptimeOf(await readHealthChecks(now), now);
  } catch (error) {
    // The history lives in DynamoDB, which may be what is down: the level is still published below.
    logger.error("historique de santé inaccessible", { error });
  }
  if (level !== 'healthy') logger.warn('état des dépendances', { ...report, level, latencyMs });
  if (isUptimeAlert(uptime)) {
    logger.error('alerte : disponibilité sur 24 h sous le seuil', { uptime, threshold: uptimeAlertBelow });
  }
  publishMetrics(
    {
      [healthMetrics.level]: { value: healthLevelValues[level], unit: 'None' },
      [healthMetrics.latency]: { value: latencyMs, unit: 'Milliseconds' },
      ...(uptime === null
        ? {}
        : {
            [healthMetrics.uptime]: { value: Math.round(uptime * 10_000) / 100, unit: 'Percent' as const },
            [healthMetrics.uptimeAlert]: { value: isUptimeAlert(uptime) ? 1 : 0, unit: 'Count' as const },
          }),
    },
    now,
    { message: 'métriques de santé', level, latencyMs, down },
  );
  return { level, uptime };
};

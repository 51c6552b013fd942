import middy from '@middy/core';
import { historyOf, isUptimeAlert, uptimeAlertBelow, uptimeOf } from '../../domain/health/health-checks';
import type { HealthHistory } from '../../domain/health/health-history-view';
import { authenticate, httpPlatform, json, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { feedAlertWindowMs, readFeedAlerts } from './feed-alert-records';
import { readHealthChecks } from './health-history';

/** The page's intervals: 288 points for the day, whatever the checks' rate. */
const intervalMinutes = 5;

/**
 * GET /admin/api/health/history: the last 24 h of scheduled checks by 5-minute interval (worst level,
 * latencies), the day's uptime and whether it is under the alert threshold, and the feed's changesets
 * left behind over the week. Bounded: one partition's last day, at most 2,880 small items read, and
 * the few changesets left behind.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'get-health-history' }))
  .use(authenticate('admin'))
  .handler(async () => {
    const now = new Date();
    const [checks, feed] = await Promise.all([readHealthChecks(now), readFeedAlerts(now)]);
    const uptime = uptimeOf(checks, now);
    const last = checks.at(-1);
    const history: HealthHistory = {
      generatedAt: now.toISOString(),
      intervalMinutes,
      uptime,
      alert: isUptimeAlert(uptime),
      alertBelow: uptimeAlertBelow,
      checks: checks.length,
      last: last ? { checkedAt: last.checkedAt, level: last.level, latencyMs: last.latencyMs, down: last.down } : null,
      feed: { windowDays: feedAlertWindowMs / (24 * 3_600_000), ...feed },
      points: historyOf(checks, now, intervalMinutes),
    };
    return json(200, history);
  });

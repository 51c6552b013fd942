import { describe, expect, it } from 'vitest';
import { classifyCheck, historyOf, isUptimeAlert, uptimeOf, type ClassifiedCheck } from './health-checks';

const now = new Date('2026-11-27T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const check = (minutes: number, level: ClassifiedCheck['level'], latencyMs = 100): ClassifiedCheck => ({ checkedAt: minutesAgo(minutes), level, latencyMs });

describe('classification of a health check', () => {
  it('is healthy under 1,000 ms, a warning under 3,000 ms, critical beyond', () => {
    expect(classifyCheck({ allDependenciesUp: true, latencyMs: 999 })).toBe('healthy');
    expect(classifyCheck({ allDependenciesUp: true, latencyMs: 1000 })).toBe('warning');
    expect(classifyCheck({ allDependenciesUp: true, latencyMs: 2999 })).toBe('warning');
    expect(classifyCheck({ allDependenciesUp: true, latencyMs: 3000 })).toBe('critical');
  });

  it('is critical when a dependency is down, however fast it answered', () => {
    expect(classifyCheck({ allDependenciesUp: false, latencyMs: 5 })).toBe('critical');
  });
});

describe('uptime over 24 hours', () => {
  it('is the share of non-critical checks of the last 24 h, older ones left out', () => {
    const checks = [check(10, 'healthy'), check(20, 'warning'), check(30, 'critical'), check(40, 'healthy'), check(24 * 60 + 1, 'critical')];
    expect(uptimeOf(checks, now)).toBe(0.75);
  });

  it('is unknown without checks, and then raises no alert', () => {
    expect(uptimeOf([], now)).toBeNull();
    expect(isUptimeAlert(null)).toBe(false);
  });

  it('raises the alert under 95 %, not at 95 %', () => {
    const ninetyFive = [...Array.from({ length: 19 }, (_, i) => check(i + 1, 'healthy')), check(30, 'critical')];
    expect(uptimeOf(ninetyFive, now)).toBe(0.95);
    expect(isUptimeAlert(uptimeOf(ninetyFive, now))).toBe(false);
    expect(isUptimeAlert(uptimeOf([...ninetyFive, check(31, 'critical')], now))).toBe(true);
  });
});

describe('the 24 h history', () => {
  it('groups checks by interval, each with its worst level and its latencies', () => {
    const history = historyOf([check(1, 'healthy', 100), check(2, 'critical', 3500), check(3, 'warning', 1200), check(12, 'healthy', 50)], now, 5);
    expect(history).toEqual([
      { from: '2026-11-27T11:45:00.000Z', level: 'healthy', checks: 1, critical: 0, maxLatencyMs: 50, averageLatencyMs: 50 },
      { from: '2026-11-27T11:55:00.000Z', level: 'critical', checks: 3, critical: 1, maxLatencyMs: 3500, averageLatencyMs: 1600 },
    ]);
  });

  it('stays bounded: a day of checks every 30 s gives at most 289 points of 5 minutes (288 and the current one)', () => {
    const checks = Array.from({ length: 2880 }, (_, i) => check(i / 2, 'healthy'));
    expect(historyOf(checks, now, 5).length).toBeLessThanOrEqual(289);
  });
});

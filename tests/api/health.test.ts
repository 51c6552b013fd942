import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { changesetItemOf, committed } from '../../functions/platform/changeset';
import { buildChangeset } from '../../functions/platform/command';
import { vouchedEnd } from '../../functions/platform/testing/stream-ends';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');

type HealthHistory = {
  uptime: number | null;
  alert: boolean;
  checks: number;
  last: { checkedAt: string; level: string; latencyMs: number } | null;
  intervalMinutes: number;
  points: { from: string; level: 'healthy' | 'warning' | 'critical'; checks: number }[];
  feed: { windowDays: number; quarantined: { count: number; lastAt: string | null }; abandoned: { count: number; lastAt: string | null } };
};

const severity = { healthy: 0, warning: 1, critical: 2 } as const;

/** The points of the history whose interval meets the moments from `start` to `end` (ms). */
const pointsDuring = (history: HealthHistory, start: number, end: number) =>
  history.points.filter((point) => {
    const from = Date.parse(point.from);
    return from <= end && from + history.intervalMinutes * 60_000 > start;
  });

let customer: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  ({ customer, admin } = await signInDemoAccounts(runtime));
});

describe('the health of the server', () => {
  it('answers GET with the state of each dependency and nothing of their data', async () => {
    const answer = await createApiClient(runtime.site).get<Record<string, unknown>>('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'ok',
      dependencies: {
        eventStore: { status: 'ok' },
        readModels: { status: 'ok' },
        files: { status: 'ok' },
        mail: { status: 'ok' },
      },
    });
    const text = JSON.stringify(answer.body);
    for (const secret of ['passerelle-', '127.0.0.1', '@', 'arn:', 'Table']) expect(text).not.toContain(secret);
  });

  it('answers HEAD with the same status and no body', async () => {
    const response = await fetch(`${runtime.site}/api/health`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the scheduled checks of the day, which staff read with the uptime', async () => {
    Object.assign(process.env, runtime.environment);
    const { handler: runCheck } = await import('../../functions/system/check-health');
    const before = await admin.get<HealthHistory>('/admin/api/health/history');
    expect(before.status).toBe(200);
    const ranFrom = Date.now();
    const outcome = await runCheck();
    const ranTo = Date.now();
    expect(outcome.level).not.toBe('critical');
    const after = await admin.get<HealthHistory>('/admin/api/health/history');
    expect(after.status).toBe(200);
    expect(after.body.checks).toBeGreaterThan(before.body.checks);
    // the last check is this one, or one of the runtime's that came after it
    expect(Date.parse(after.body.last?.checkedAt ?? '')).toBeGreaterThanOrEqual(ranFrom);
    // The runtime's own scheduled checks run beside this one, and one may be critical on a loaded machine: the
    // uptime counts this check among the non-critical ones, and the alert says whether it fell under 95 %.
    const nonCritical = (history: HealthHistory) => Math.round((history.uptime ?? 0) * history.checks);
    expect(nonCritical(after.body)).toBeGreaterThanOrEqual(nonCritical(before.body) + 1);
    expect(after.body.alert).toBe((after.body.uptime ?? 1) < 0.95);
    // The check is counted in the point of its interval, whose level is the worst of the interval's checks.
    const checksIn = (history: HealthHistory) => pointsDuring(history, ranFrom, ranTo).reduce((sum, point) => sum + point.checks, 0);
    expect(checksIn(after.body)).toBeGreaterThanOrEqual(checksIn(before.body) + 1);
    const worst = Math.max(...pointsDuring(after.body, ranFrom, ranTo).map((point) => severity[point.level]));
    expect(worst).toBeGreaterThanOrEqual(severity[outcome.level as keyof typeof severity]);
  });

  it('counts for staff a changeset the publisher quarantined, once however often it is met', async () => {
    Object.assign(process.env, runtime.environment);
    process.env.EVENT_BUS_NAME ??= 'bus-test';
    const { handler: publish } = await import('../../functions/system/publish-changesets');
    const parcelId = randomUUID();
    const draft = buildChangeset({
      streamId: `parcel-${parcelId}`,
      streamType: 'parcel',
      currentVersion: vouchedEnd(1),
      events: [{ type: 'ParcelReceived', data: { parcelId, weightGrams: 1250, lengthCm: 20, widthCm: 15, heightCm: 10 } }],
      context: { commandId: randomUUID(), requestFingerprint: 'f', correlationId: 'c', causationId: null, actor: { kind: 'system', id: 'test' }, now: new Date() },
    });
    const item = changesetItemOf(committed(draft, '01KAHZ3Q4T0000000000000000'));
    // An event whose data no reader can parse: the publisher quarantines it rather than hold the shard.
    const broken = marshall({ ...item, events: [{ ...item.events[0], data: {} }] }, { removeUndefinedValues: true }) as Record<string, AttributeValue>;
    const before = await admin.get<HealthHistory>('/admin/api/health/history');
    expect(before.body.feed).toMatchObject({ windowDays: 7, abandoned: { count: expect.any(Number) } });
    const ranFrom = new Date().toISOString();
    for (const sequenceNumber of ['1', '2']) {
      expect(await publish({ Records: [{ eventName: 'INSERT', dynamodb: { NewImage: broken, SequenceNumber: sequenceNumber } }] })).toEqual({ batchItemFailures: [] });
    }
    const after = await admin.get<HealthHistory>('/admin/api/health/history');
    expect(after.body.feed.quarantined.count).toBe(before.body.feed.quarantined.count + 1);
    expect(after.body.feed.quarantined.lastAt! >= ranFrom).toBe(true);
  });

  it('shows the history to staff only: a customer is refused, a stranger asked to sign in', async () => {
    expect((await customer.get('/admin/api/health/history')).status).toBe(403);
    expect((await createApiClient(runtime.site).get('/admin/api/health/history')).status).toBe(401);
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HealthHistory } from '../../../domain/health/health-history-view';
import { i18nProvider } from '../i18n/i18n-provider';
import { createDataProvider } from '../providers/data-provider';
import HealthPage from './HealthPage';

const history = (uptime: number): HealthHistory => ({
  generatedAt: '2026-11-27T10:00:00.000Z',
  intervalMinutes: 5,
  uptime,
  alert: uptime < 0.95,
  alertBelow: 0.95,
  checks: 3,
  last: { checkedAt: '2026-11-27T09:59:30.000Z', level: 'critical', latencyMs: 2100, down: ['mail'] },
  feed: { windowDays: 7, quarantined: { count: 2, lastAt: '2026-11-27T08:15:00.000Z' }, abandoned: { count: 0, lastAt: null } },
  points: [
    { from: '2026-11-27T09:50:00.000Z', level: 'healthy', checks: 2, critical: 0, maxLatencyMs: 120, averageLatencyMs: 100 },
    { from: '2026-11-27T09:55:00.000Z', level: 'critical', checks: 1, critical: 1, maxLatencyMs: 2100, averageLatencyMs: 2100 },
  ],
});

describe('the health page', () => {
  let answer: HealthHistory;
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (new URL(String(input), 'http://localhost').pathname !== '/admin/api/health/history') throw new Error(`requête inattendue ${String(input)}`);
        return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const show = () =>
    render(
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <HealthPage />
      </AdminContext>,
    );

  it('shows the uptime, the last check with what did not answer, and the day by interval, in French', async () => {
    answer = history(0.99);
    show();
    await screen.findByText(/^99\s%$/);
    expect(screen.getByRole('region', { name: 'Disponibilité sur 24 h' }).textContent).toMatch(/99\s%/);
    const last = screen.getByRole('region', { name: 'Dernière vérification' }).textContent;
    expect(last).toContain('Critique');
    expect(last).toContain('Injoignable : e-mail');
    expect(screen.getByRole('img', { name: /État par tranche de 5 minutes — Sain : 1, Lent : 0, Critique : 1/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how many changesets of the feed were quarantined or abandoned over the week, and when the last was', async () => {
    answer = history(0.99);
    show();
    await screen.findByText(/^Changesets en quarantaine/);
    const feed = screen.getByRole('region', { name: 'Flux d’événements (7 derniers jours)' });
    expect(feed.textContent).toContain('Changesets en quarantaine (illisibles) : 2 — dernier le 27/11 à 09:15');
    expect(feed.textContent).toContain('Changesets abandonnés par la réconciliation : 0');
  });

  it('raises the alert when the uptime is under 95 %', async () => {
    answer = history(0.9);
    show();
    expect((await screen.findByRole('alert')).textContent).toMatch(/\(90\s%\) est sous le seuil de 95\s%/);
  });
});

import { describe, expect, it } from 'vitest';
import { initialSiteMonitor, recordSiteCheck, siteMonitorKeptChecks, siteStatusOf, type SiteMonitorState } from './site-monitor';

const run = (outcomes: readonly (boolean | number)[], from: SiteMonitorState = initialSiteMonitor) =>
  outcomes.reduce<SiteMonitorState>(
    (state, outcome, index) =>
      recordSiteCheck(state, typeof outcome === 'number' ? { at: index, ok: true, latencyMs: outcome } : { at: index, ok: outcome, latencyMs: 20 }),
    from,
  );

describe("the browser's monitor of the server", () => {
  it('shows nothing while the checks succeed', () => {
    expect(siteStatusOf(run([true, true, true]))).toBeNull();
  });

  it('says « Problème de connexion détecté » after one failed check', () => {
    expect(siteStatusOf(run([true, false]))).toEqual({ tone: 'warning', message: 'Problème de connexion détecté' });
    expect(siteStatusOf(run([false, false]))?.message).toBe('Problème de connexion détecté');
  });

  it('says the server is unavailable after 3 failed checks in a row, then counts them from 5', () => {
    expect(siteStatusOf(run([false, false, false]))).toEqual({ tone: 'error', message: 'Serveur indisponible depuis 3 vérifications' });
    expect(siteStatusOf(run([false, false, false, false]))?.message).toBe('Serveur indisponible depuis 3 vérifications');
    expect(siteStatusOf(run([false, false, false, false, false]))?.message).toBe('Serveur indisponible depuis 5 vérifications');
    expect(siteStatusOf(run(Array(7).fill(false)))?.message).toBe('Serveur indisponible depuis 7 vérifications');
  });

  it('reports a response slower than 5,000 ms, not one of 5,000 ms', () => {
    expect(siteStatusOf(run([5000]))).toBeNull();
    expect(siteStatusOf(run([5001]))).toEqual({ tone: 'warning', message: 'Réponse lente du serveur (plus de 5 secondes)' });
  });

  it('says « Connexion rétablie » when a check succeeds after a problem, and nothing after the next one', () => {
    const recovered = run([false, false, true]);
    expect(siteStatusOf(recovered)).toEqual({ tone: 'recovered', message: 'Connexion rétablie' });
    expect(siteStatusOf(run([true], recovered))).toBeNull();
    expect(siteStatusOf(run([6000, 100]))?.message).toBe('Connexion rétablie');
  });

  it('keeps at most 1,000 checks, the latest', () => {
    const state = run(Array(1005).fill(true));
    expect(state.checks).toHaveLength(siteMonitorKeptChecks);
    expect(state.checks.at(-1)?.at).toBe(1004);
  });
});

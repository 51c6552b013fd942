/**
 * What the browser makes of its own periodic checks of the server (`HEAD /api/health` every 30 s):
 * nothing to show while all is well, a status dot with the monitor's message when a problem appears,
 * and « Connexion rétablie » for a moment when it recovers. Pure: the page feeds it each outcome.
 */

export const siteMonitorIntervalMs = 30_000;
/** The checks kept, oldest dropped first. */
export const siteMonitorKeptChecks = 1000;
/** A response slower than this is reported even when it succeeded. */
export const slowResponseAboveMs = 5000;

export type SiteCheck = { at: number; ok: boolean; latencyMs: number };

export type SiteMonitorState = {
  checks: readonly SiteCheck[];
  /** consecutive failed checks, up to the last one */
  failures: number;
  /** the last check answered, but slowly */
  slow: boolean;
  /** the last check succeeded after a problem: « Connexion rétablie » is shown until the next check */
  recovered: boolean;
};

export const initialSiteMonitor: SiteMonitorState = { checks: [], failures: 0, slow: false, recovered: false };

export const recordSiteCheck = (state: SiteMonitorState, check: SiteCheck): SiteMonitorState => {
  const checks = [...state.checks, check].slice(-siteMonitorKeptChecks);
  if (!check.ok) return { checks, failures: state.failures + 1, slow: false, recovered: false };
  const slow = check.latencyMs > slowResponseAboveMs;
  const hadProblem = state.failures > 0 || state.slow;
  return { checks, failures: 0, slow, recovered: hadProblem && !slow };
};

export type SiteStatus = { tone: 'warning' | 'error' | 'recovered'; message: string } | null;

/** What the dot says; `null` when there is nothing to show. */
export const siteStatusOf = (state: SiteMonitorState): SiteStatus => {
  if (state.failures >= 5) return { tone: 'error', message: `Serveur indisponible depuis ${state.failures} vérifications` };
  if (state.failures >= 3) return { tone: 'error', message: 'Serveur indisponible depuis 3 vérifications' };
  if (state.failures >= 1) return { tone: 'warning', message: 'Problème de connexion détecté' };
  if (state.slow) return { tone: 'warning', message: `Réponse lente du serveur (plus de ${slowResponseAboveMs / 1000} secondes)` };
  if (state.recovered) return { tone: 'recovered', message: 'Connexion rétablie' };
  return null;
};

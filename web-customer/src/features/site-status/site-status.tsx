import { useEffect, useId, useReducer, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  initialSiteMonitor,
  recordSiteCheck,
  siteMonitorIntervalMs,
  siteStatusOf,
  type SiteCheck,
} from '@domain/health/site-monitor';
import { formatClockTime } from '@/lib/format-date';
import './site-status.css';

/** A check that has not answered in 15 s has failed (the slow alert starts at 5 s). */
const checkTimeoutMs = 15_000;

/** One HEAD of the health route, as spec'd: the status only, no body to download. */
export const checkServer = async (): Promise<SiteCheck> => {
  const started = performance.now();
  let ok = false;
  try {
    const response = await fetch('/api/health', { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(checkTimeoutMs) });
    ok = response.ok;
  } catch {
    // offline, refused or timed out: a failed check
  }
  return { at: Date.now(), ok, latencyMs: Math.round(performance.now() - started) };
};

/**
 * The server's status as this browser sees it: nothing while all is well; a small dot, with a detail
 * panel it opens, while there is a problem; « Connexion rétablie » until the next check once it is over.
 */
export const SiteStatus = ({ check = checkServer }: { check?: () => Promise<SiteCheck> }) => {
  const [state, record] = useReducer(recordSiteCheck, initialSiteMonitor);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    let active = true;
    const run = () => void check().then((outcome) => active && record(outcome));
    run();
    // Mounted at the first check's time: the next ones every 30 s.
    const timer = window.setInterval(run, siteMonitorIntervalMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [check]);

  const status = siteStatusOf(state);
  const last = state.checks.at(-1);
  return (
    // `data-checks`: how many checks this page has made (kept up to 1,000), for whoever looks at the page.
    <div className="site-status" data-checks={state.checks.length}>
      {/* Always present, so that screen readers announce each change of message. */}
      <p role="status" aria-live="polite" className="visually-hidden">
        {status?.message ?? ''}
      </p>
      {status && (
        <>
          <button
            type="button"
            className={`site-status__dot site-status__dot--${status.tone}`}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            <span className="visually-hidden">État du serveur : {status.message}</span>
          </button>
          {open && (
            <div id={panelId} className="site-status__panel">
              <p className="site-status__message">{status.message}</p>
              {last && <p className="site-status__detail">Dernière vérification à {formatClockTime(last.at)}</p>}
              {status.tone !== 'recovered' && <p className="site-status__detail">Vos données sont conservées ; la page se remettra à jour d’elle-même.</p>}
              <button type="button" className="site-status__close" onClick={() => setOpen(false)}>
                Fermer
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
};

/** Mounts the status beside the app, in a root of its own: the pages' tree and their hydration stay as they are. */
export const mountSiteStatus = (): void => {
  const host = document.createElement('div');
  host.id = 'etat-du-serveur';
  document.body.append(host);
  createRoot(host).render(<SiteStatus />);
};

import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { accessDeniedPath, adminBasename } from '../config';
import { getParsed, ApiStatusError } from '../lib/plain-http';
import { adminMenu } from '../menu';
import { signInUrl, staffSession, type Me, type SessionCache } from '../session/staff-session';
import './home.css';
import { formatCount, homeCounters, onceEach, type Count, type GetParsed } from './home-counters';
import { HomeAppBar } from './HomeAppBar';
import { homeTheme } from './home-theme';

/**
 * Once the home has its figures and the browser is idle, it downloads (without running them) the scripts of what a
 * person opens next, named by the build in index.html: the next click finds them in the cache.
 */
export const prefetchNextSections = () => {
  const urls = document.querySelector<HTMLMetaElement>('meta[name="passerelle-prefetch"]')?.content.split(' ').filter(Boolean) ?? [];
  const start = () => {
    for (const url of urls) {
      if (document.querySelector(`link[rel="prefetch"][href="${url}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      // as a module script asks for it (CORS mode), so that the later import finds this copy
      if (url.endsWith('.js')) link.crossOrigin = 'anonymous';
      document.head.append(link);
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
};

type Access = { state: 'checking' } | { state: 'staff'; me: Me } | { state: 'customer' } | { state: 'failed'; retry: () => void };

/** Who is signed in (the load's one /api/me, shared with react-admin): nothing of the back office shows before it says staff. */
const useStaffAccess = (session: SessionCache): Access => {
  const [access, setAccess] = useState<Access>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    session.read().then(
      (me) => current && setAccess(me.isAdmin ? { state: 'staff', me } : { state: 'customer' }),
      (error: unknown) => {
        if (!current) return;
        // Signed out: the site's sign-in page, which brings staff back here (a full page load: another app).
        if (error instanceof ApiStatusError && error.status === 401) window.location.assign(signInUrl());
        else setAccess({ state: 'failed', retry: () => setAttempt((count) => count + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, session]);
  return access;
};

type Figure = { state: 'loading' } | { state: 'read'; count: Count } | { state: 'failed' };

const useCounters = (get: GetParsed): Figure[] => {
  const [figures, setFigures] = useState<Figure[]>(() => homeCounters.map(() => ({ state: 'loading' })));
  useEffect(() => {
    let current = true;
    const read = onceEach(get);
    homeCounters.forEach((counter, index) => {
      const settle = (figure: Figure) => current && setFigures((previous) => previous.map((old, at) => (at === index ? figure : old)));
      counter.read(read).then(
        (count) => settle({ state: 'read', count }),
        () => settle({ state: 'failed' }),
      );
    });
    return () => {
      current = false;
    };
  }, [get]);
  return figures;
};

const figureText = (figure: Figure) => (figure.state === 'read' ? formatCount(figure.count) : figure.state === 'loading' ? '…' : '—');

/** Today's work, each counter a link to the list it counts; then every section, in the menu's order. */
const StaffDashboard = ({ get }: { get: GetParsed }) => {
  const figures = useCounters(get);
  // After the figures (what a person came for), not beside them: on a phone's connection they would share it.
  const settled = figures.every((figure) => figure.state !== 'loading');
  useEffect(() => {
    if (settled) prefetchNextSections();
  }, [settled]);
  return (
    <>
      <h1>Accueil du back-office</h1>
      <h2 id="home-today">Le travail du jour</h2>
      <ul className="home-counters" aria-labelledby="home-today">
        {homeCounters.map((counter, index) => {
          const figure = figures[index] ?? { state: 'loading' };
          return (
            <li key={counter.label}>
              <Link className="home-counter" to={`${adminBasename}${counter.to}`} aria-busy={figure.state === 'loading'}>
                <span className="home-counter-value" title={figure.state === 'failed' ? 'Chiffre indisponible' : undefined}>
                  {figureText(figure)}
                </span>{' '}
                <span className="home-counter-label">{counter.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <h2 id="home-sections">Rubriques</h2>
      <ul className="home-sections" aria-labelledby="home-sections">
        {adminMenu.map((entry) => (
          <li key={entry.to}>
            <Link className="home-section" to={`${adminBasename}${entry.to}`}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
};

/**
 * The back office's home (/admin/), what the warehouse and support need first on a phone, drawn with React,
 * the router and plain elements: react-admin and the sections load when a person follows one of its links.
 * `session` is the page load's (shared with react-admin), `get` the plain client: tests give their own.
 */
export const StaffHome = ({ session = staffSession, get = getParsed }: { session?: SessionCache; get?: GetParsed }) => {
  const access = useStaffAccess(session);
  // read once per visit of the home (not at each figure's arrival): the person's choice may change in a section
  const [theme] = useState(homeTheme);
  // A signed-in customer: the access-denied page, as react-admin shows it on every other path.
  if (access.state === 'customer') return <Navigate to={accessDeniedPath} replace />;
  return (
    <div className="staff-home" data-theme={theme}>
      <HomeAppBar me={access.state === 'staff' ? access.me : undefined} />
      <main className="home-main">
        {access.state === 'staff' ? (
          <StaffDashboard get={get} />
        ) : access.state === 'failed' ? (
          <p className="home-status" role="alert">
            Impossible de vérifier votre accès : le serveur ne répond pas.
            <button type="button" className="home-retry" onClick={access.retry}>
              Réessayer
            </button>
          </p>
        ) : (
          <p className="home-status" role="status">
            Vérification de votre accès…
          </p>
        )}
      </main>
    </div>
  );
};

export default StaffHome;

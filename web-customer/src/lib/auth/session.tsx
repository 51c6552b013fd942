import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { mayHaveSession } from '@/lib/cookies';
import type { Me } from './get-me';

export type Session = {
  /** The signed-in person; null when signed out; undefined while not known yet (and when prerendered). */
  me: Me | null | undefined;
  /** Ends the session and leaves for the login page. */
  logout: () => void;
  isLoggingOut: boolean;
};

const SessionContext = createContext<Session>({ me: undefined, logout: () => undefined, isLoggingOut: false });

/** Who is signed in, for the parts of every page that only show it (the header, the calculator's prices). */
export const useSession = (): Session => useContext(SessionContext);

/** What a page loads when someone may be signed in: at least the session's watcher (`session-bridge.tsx`). */
export type SessionBridgeComponent = ComponentType<{ onChange: (me: Me | null | undefined) => void }>;
type Bridge = SessionBridgeComponent;

/** The session's watcher alone (the app adds its signed-in parts to it: `app/signed-in.tsx`). */
export const loadSessionBridge = async (): Promise<Bridge> => (await import('./session-bridge')).SessionBridge;

/**
 * The session of every page, without TanStack Query, zod or a request for a visitor: only when the
 * sign-in cookie hint is there does it load the part that asks `GET /me` (`loadBridge`: the app's, which
 * holds `session-bridge.tsx` and what only signed-in people get, such as the support chat). The
 * hint is read again at each navigation, so a sign-in shows at once. The first render says "not
 * known yet", as the prerendered HTML does.
 */
export const SessionProvider = ({ children, loadBridge }: { children: ReactNode; loadBridge: () => Promise<Bridge> }) => {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [bridge, setBridge] = useState<{ Component: Bridge } | null>(null);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const { key } = useLocation();

  useEffect(() => {
    if (bridge) return;
    if (!mayHaveSession()) {
      setMe(null);
      return;
    }
    let current = true;
    loadBridge().then(
      (Component) => current && setBridge({ Component }),
      (error: unknown) => {
        console.warn('Impossible de charger la session', error);
        if (current) setMe(null);
      },
    );
    return () => {
      current = false;
    };
  }, [key, bridge, loadBridge]);

  const logout = useCallback(() => {
    setLoggingOut(true);
    void import('./logout').then(
      ({ logoutAndLeave }) => logoutAndLeave(),
      // Offline: the person still leaves, as after a failed logout.
      () => window.location.assign(paths.login.getHref()),
    );
  }, []);

  const session = useMemo(() => ({ me, logout, isLoggingOut }), [me, logout, isLoggingOut]);
  return (
    <SessionContext value={session}>
      {children}
      {bridge && <bridge.Component onChange={setMe} />}
    </SessionContext>
  );
};

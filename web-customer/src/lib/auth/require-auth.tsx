import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { paths } from '@/config/paths';
import { mayHaveSession } from '@/lib/cookies';
import { useHydrated } from '@/lib/use-hydrated';
import { useMe } from './get-me';

/**
 * Sign-in guard: the page's skeleton while the session loads, and while React adopts the prerendered shell
 * (which is that skeleton) even when the session, asked for early, has already come back: the page's
 * first drawing must be the markup it takes over. Then the page, or the login page with
 * the current address as the target (replacing the history entry, so Back does not loop). Without
 * the sign-in cookie a visitor goes to the login page at once: no `GET /me` and its logged 401.
 */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const [hinted] = useState(mayHaveSession);
  const me = useMe({ enabled: hinted });
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = !hinted || (me.isSuccess && me.data === null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (signedOut) {
      void navigate(paths.login.getHref(`${location.pathname}${location.search}`), { replace: true });
    }
  }, [signedOut, navigate, location.pathname, location.search]);

  if (!hydrated || me.isPending || signedOut) return <PageSkeleton />;
  if (me.isError) {
    return (
      <div className="page page--narrow">
        <div className="alert alert--error" role="alert">
          <p>Impossible de vérifier votre session. Vérifiez votre connexion internet.</p>
          <Button variant="secondary" onClick={() => void me.refetch()}>
            Réessayer
          </Button>
        </div>
      </div>
    );
  }
  return children;
};

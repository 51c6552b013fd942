import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { RequireAuth } from '@/lib/auth/require-auth';
import { meQueryOptions } from '@/lib/auth/get-me';
import { mayHaveSession } from '@/lib/cookies';
import { appQueryClient } from '@/lib/query-client';
import { QueryProvider } from '@/lib/query-provider';

// The session is asked for as soon as this module arrives, beside the page's own chunk and before the
// app renders: the guard finds it under way instead of starting it after hydration.
if (mayHaveSession()) void appQueryClient.prefetchQuery(meQueryOptions());

/**
 * The signed-in area, in its own chunk: the session guard and TanStack Query load with it, never with
 * a public page. Its error boundary keeps the layout usable when one of its pages fails.
 */
export const CustomerArea = () => {
  const { pathname } = useLocation();
  return (
    <QueryProvider>
      <RouteErrorBoundary key={pathname}>
        <RequireAuth>
          <Outlet />
        </RequireAuth>
      </RouteErrorBoundary>
    </QueryProvider>
  );
};

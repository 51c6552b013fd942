import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { RequireAuth } from '@/lib/auth/require-auth';
import { QueryProvider } from '@/lib/query-provider';

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

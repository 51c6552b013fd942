import { ErrorBoundary } from '@/components/errors/error-boundary';
import { SessionProvider } from '@/lib/auth/session';
import { AppRoutes } from './router';

/** The app under a router: the browser's (`start.tsx`) or the prerendering's static one (`prerender.tsx`). */
export const App = () => (
  <ErrorBoundary>
    <SessionProvider>
      <AppRoutes />
    </SessionProvider>
  </ErrorBoundary>
);

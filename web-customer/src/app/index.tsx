import { ErrorBoundary } from '@/components/errors/error-boundary';
import { SessionProvider } from '@/lib/auth/session';
import { AppRoutes } from './router';

/** Loaded only when someone may be signed in: the session's watcher and the support chat (`signed-in.tsx`). */
const loadSignedInParts = async () => (await import('./signed-in')).SignedIn;

/** The app under a router: the browser's (`start.tsx`) or the prerendering's static one (`prerender.tsx`). */
export const App = () => (
  <ErrorBoundary>
    <SessionProvider loadBridge={loadSignedInParts}>
      <AppRoutes />
    </SessionProvider>
  </ErrorBoundary>
);

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './index';
import { preloadRoutes } from './router';

/**
 * Starts the app in `container`: takes over a prerendered page's HTML, or draws the page. The router
 * is the declarative one: the data router (loaders, actions) costs 18 kB of gzip the public pages'
 * budget has no room for, and no page uses it.
 */
export const startApp = async (container: HTMLElement): Promise<void> => {
  await preloadRoutes(window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // The server's status dot: its module comes with its first check, 30 s in (`siteMonitorIntervalMs`, not
  // imported here: it would pull the monitor into every page's first load), outside the page's budget.
  setTimeout(() => void import('@/features/site-status/site-status').then((module) => module.mountSiteStatus()), 30_000);
};

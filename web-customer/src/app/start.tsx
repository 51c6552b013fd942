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
};

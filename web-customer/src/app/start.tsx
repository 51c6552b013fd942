import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './index';
import { createAppRouter } from './router';

/** Starts the app in `container`: takes over a prerendered page's HTML, or draws the page. */
export const startApp = async (container: HTMLElement): Promise<void> => {
  const router = await createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
};

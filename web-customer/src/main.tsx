import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

const router = await createAppRouter();
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
// A prerendered page already holds its HTML: React takes it over instead of drawing it again.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);

import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable');

// The app is loaded once zod is configured: its modules build schemas as they load, and zod decides
// at each construction whether it may compile (an eval the Content-Security-Policy would report).
void import('./app').then(({ App }) =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

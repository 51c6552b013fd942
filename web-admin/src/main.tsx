import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adminBasename } from './config';

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

/** The staff home (/admin/) downloads beside the app, which then finds its lazy page loaded. */
if (new RegExp(`^${adminBasename}/?$`).test(window.location.pathname)) void import('./home/StaffHome');

/**
 * The parcels list, opened directly (/admin/parcels), downloads beside the app rather than after it, once
 * react-admin has started and routed there: the same module as that resource's lazy list, which then finds it
 * loaded. The staff home loads neither: it prefetches them once its figures are read.
 */
if (new RegExp(`^${adminBasename}/parcels/?$`).test(window.location.pathname)) void import('./parcels/ParcelList');

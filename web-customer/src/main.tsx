import './lib/zod-jitless';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

// A prerendered page is painted first: loading and starting the app is one long task that would
// otherwise hold back the first paint (seconds on a slow phone).
if (container.hasChildNodes()) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const { startApp } = await import('./app/start');
await startApp(container);
// Read by index.html's startup failure screen: from here on, errors are the pages' own to show.
document.documentElement.setAttribute('data-started', '');

import './lib/zod-jitless';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

/**
 * Resolves once the browser has painted the page's content. An animation frame is not enough: its
 * callback runs before that frame's paint, and the page's code requested then competes with the
 * stylesheet the paint waits for.
 */
const painted = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(() => setTimeout(resolve));
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

// A prerendered page is painted first: loading and starting the app is one long task that would
// otherwise hold back the first paint (seconds on a slow phone).
if (container.hasChildNodes()) await painted();
// The files of the page's first render, named by its head (scripts/build-site.ts) each after the files it
// imports: fetched together now, then evaluated one file per task, so that a slow phone answers between
// them rather than after the signed-in area and the page evaluated together.
const files = document.querySelector<HTMLMetaElement>('meta[name="first-load"]')?.content.split(' ') ?? [];
for (const href of files) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
for (const href of files) {
  await import(/* @vite-ignore */ href);
  await new Promise((resolve) => setTimeout(resolve));
}
const { startApp } = await import('./app/start');
await startApp(container);
// Read by index.html's startup failure screen: from here on, errors are the pages' own to show.
document.documentElement.setAttribute('data-started', '');

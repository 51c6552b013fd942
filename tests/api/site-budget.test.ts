import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/local/local-config';
import { bundledCode, pageScripts, type PageScripts } from '../support/site-scripts';

/**
 * The public site's budget: each page below downloads less than 100 kB of gzip JavaScript before it
 * is idle, counted from the build (`npm run build` first) as `npm run bench:site` counts it in
 * Chromium. Sizes are deterministic: a change that adds to a public page's first load fails here.
 */
const distDir = join(repositoryRoot, 'web-customer', 'dist');
const budgetBytes = 100 * 1024;

/**
 * Each page with the modules the app loads before hydrating it (`preloadRoutes` of app/router.tsx):
 * its route's, and the title band's on every page but the home page (components/layouts/main-layout.tsx).
 */
const titleBand = 'src/components/layouts/page-title-band.tsx';
const pages = [
  { path: '/', html: 'index.html', modules: ['src/app/routes/landing.tsx'] },
  { path: '/calculateur', html: 'calculateur/index.html', modules: ['src/app/routes/public/calculator.tsx', titleBand] },
  // Its prices and terms come from the domain's pure modules, never through a form's schema (zod).
  { path: '/retour-colis-dom-tom', html: 'retour-colis-dom-tom/index.html', modules: ['src/app/routes/public/returns-service.tsx', titleBand] },
];

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const listing = (scripts: PageScripts) =>
  [...scripts.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `${kB(script.gzipBytes).padStart(9)}  ${script.file}`)
    .join('\n');

/**
 * What only the signed-in area and the forms may load, on their own routes or at a submission, each
 * known by a string of its own that survives minification: zod's class names, TanStack Query's
 * error, the API client's kind of failure.
 */
const signedInCode = { zod: /\$Zod[A-Z]\w+/, 'TanStack Query': /No QueryClient set/, 'the API client': /invalid-response/ };

describe('the public pages’ JavaScript budget', () => {
  it.each(pages)('$path downloads less than 100 kB of gzip JavaScript', ({ html, modules }) => {
    const scripts = pageScripts(distDir, html, modules);
    expect(scripts.bytes, `${kB(scripts.bytes)} reçus :\n${listing(scripts)}`).toBeLessThan(budgetBytes);
  });

  it.each(pages)('$path loads neither zod, TanStack Query, the API client nor the session query', ({ html, modules }) => {
    const scripts = pageScripts(distDir, html, modules);
    const found = bundledCode(distDir, scripts.files.map((script) => script.file)).flatMap(({ file, code }) =>
      Object.entries(signedInCode).flatMap(([what, marker]) => (marker.test(code) ? [`${what} in ${file}`] : [])),
    );
    expect(found).toEqual([]);
  });
});

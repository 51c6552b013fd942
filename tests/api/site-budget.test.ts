import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/local/local-config';
import { bundledCode, pageScripts, type PageScripts } from '../support/site-scripts';

/**
 * Every page's budget: each prerendered page downloads less than 100 kB of gzip JavaScript before it
 * is idle, each route of the signed-in area less than 150 kB, counted from the build (`npm run build`
 * first) as `npm run bench:site` counts it in Chromium. Sizes are deterministic: a change that adds to
 * a page's first load past its budget fails here. The pages come from the build's own lists
 * (`.vite/first-loads.json`: the prerendered pages, and the signed-in area's routes of the router),
 * each with the modules the app loads before its first render there: a new page is checked as it is.
 *
 * What a signed-in route's first load holds: React and the router, the site's frame, the signed-in area
 * (TanStack Query, zod, the API client, the session guard) and the page's own module, which draws its
 * skeleton. What the page cannot draw before its data comes beside that data, not in the first load:
 * the forms (react-hook-form, the zod resolver, the shared schemas) of `/compte`, `/declarer-colis` and
 * `/expedier` are requested as the page's module arrives, at the same time as the session (and, for
 * `/expedier`, the parcels), and the skeleton stays until both are there; the dashboard's dialogs load
 * when first opened.
 */
const distDir = join(repositoryRoot, 'web-customer', 'dist');
const budgets = { public: 100 * 1024, customer: 150 * 1024 } as const;

type FirstLoad = { path: string; area: keyof typeof budgets; html: string; modules: string[] };
const firstLoadsFile = join(distDir, '.vite', 'first-loads.json');
if (!existsSync(firstLoadsFile)) throw new Error(`${firstLoadsFile} absent : lancez \`npm run build\` d'abord`);
const firstLoads = JSON.parse(readFileSync(firstLoadsFile, 'utf8')) as FirstLoad[];

/** The public pages: they start without the signed-in area's libraries. */
const pages = firstLoads.filter((page) => page.area === 'public');

const budgetOf = (page: FirstLoad) => ({ ...page, limitBytes: budgets[page.area], budget: `${budgets[page.area] / 1024} kB` });

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

describe('every page’s JavaScript budget', () => {
  it('lists every prerendered page and every route of the signed-in area', () => {
    const paths = firstLoads.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/faq', '/cgv', '/blog', '/contact', '/connexion', '/dashboard', '/packages', '/expedier', '/devis']));
    expect(firstLoads.filter((page) => page.area === 'customer').length).toBeGreaterThanOrEqual(10);
  });

  it.each(firstLoads.map(budgetOf))('$path downloads less than $budget of gzip JavaScript', ({ html, modules, limitBytes }) => {
    const scripts = pageScripts(distDir, html, modules);
    expect(scripts.bytes, `${kB(scripts.bytes)} reçus :\n${listing(scripts)}`).toBeLessThan(limitBytes);
  });

  /**
   * The head names the files of the page's first render, which the app preloads once the page is painted
   * (web-customer/src/main.tsx): all of them, and nothing outside what this budget counts, each after the files
   * it imports.
   */
  it.each(firstLoads)('$path preloads the files of its first load, and only those', ({ html, modules }) => {
    const named = readFileSync(join(distDir, html), 'utf8').match(/<meta name="first-load" content="([^"]*)"/)?.[1]?.split(' ') ?? [];
    const counted = pageScripts(distDir, html, modules).files.map((script) => `/${script.file}`);
    expect(named.length).toBeGreaterThan(2);
    expect(counted).toEqual(expect.arrayContaining(named));
    const linked = [...readFileSync(join(distDir, html), 'utf8').matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect([...named, ...linked].sort()).toEqual([...counted].sort());
    // Each after the files it imports: the app evaluates them in this order, one file per task.
    const importsOf = (file: string) =>
      [...readFileSync(join(distDir, file), 'utf8').matchAll(/\b(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
    const misplaced = named.flatMap((file, index) => importsOf(file).filter((imported) => named.indexOf(imported) > index).map((imported) => `${imported} after ${file}`));
    expect(misplaced).toEqual([]);
  });

  /** The build leaves zod's JSON Schema generator out (web-customer/vite.config.ts): the site only parses. */
  it.each(firstLoads.filter((page) => page.area === 'customer'))('$path loads zod without its JSON Schema generator', ({ html, modules }) => {
    const scripts = pageScripts(distDir, html, modules);
    const found = bundledCode(distDir, scripts.files.map((script) => script.file)).filter(({ code }) => code.includes('draft-2020-12'));
    expect(found.map(({ file }) => file)).toEqual([]);
  });

  /**
   * The site takes the events' terms (statuses, carriers, plans) from their `*-terms.ts` modules: an event
   * module builds every event's schema when it is evaluated, tens of milliseconds of a phone's main thread
   * for nothing a page shows. Each definition states its `schemaVersion`, which nothing else in the site names.
   */
  it('builds no event definition into the customer site', () => {
    const files = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    const found = bundledCode(distDir, files.map((file) => `assets/${file}`)).filter(({ code }) => code.includes('schemaVersion'));
    expect(files.length).toBeGreaterThan(20);
    expect(found.map(({ file }) => file)).toEqual([]);
  });

  it.each(pages)('$path loads neither zod, TanStack Query, the API client nor the session query', ({ html, modules }) => {
    const scripts = pageScripts(distDir, html, modules);
    const found = bundledCode(distDir, scripts.files.map((script) => script.file)).flatMap(({ file, code }) =>
      Object.entries(signedInCode).flatMap(([what, marker]) => (marker.test(code) ? [`${what} in ${file}`] : [])),
    );
    expect(found).toEqual([]);
  });
});

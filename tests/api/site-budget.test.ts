import { existsSync, readFileSync } from 'node:fs';
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
 */
const distDir = join(repositoryRoot, 'web-customer', 'dist');
const budgets = { public: 100 * 1024, customer: 150 * 1024 } as const;

type FirstLoad = { path: string; area: keyof typeof budgets; html: string; modules: string[] };
const firstLoadsFile = join(distDir, '.vite', 'first-loads.json');
if (!existsSync(firstLoadsFile)) throw new Error(`${firstLoadsFile} absent : lancez \`npm run build\` d'abord`);
const firstLoads = JSON.parse(readFileSync(firstLoadsFile, 'utf8')) as FirstLoad[];

/**
 * The pages still over their budget, each with the size it must not exceed meanwhile (kB, the build
 * of November 2026 rounded up): a page that grows fails, and so does one that comes under its budget
 * without leaving this list. All are routes of the signed-in area, drawn by the app once the session
 * is known: the forms of three bring react-hook-form (about 13 kB) beside the area's zod and TanStack
 * Query, the dashboard its cards. (The public forms, prerendered, load their code at the first interaction.)
 */
const overBudget: Readonly<Record<string, number>> = {
  '/dashboard': 158,
  '/declarer-colis': 157.5,
  '/expedier': 162.5,
  '/compte': 161,
};

/** The public pages without a form: they start without the signed-in area's libraries. */
const pages = firstLoads.filter((page) => page.area === 'public' && !(page.path in overBudget));

const budgetOf = (page: FirstLoad) => {
  const ceiling = overBudget[page.path];
  return ceiling === undefined
    ? { ...page, limitBytes: budgets[page.area], budget: `${budgets[page.area] / 1024} kB` }
    : { ...page, limitBytes: ceiling * 1024, budget: `${ceiling} kB (over its ${budgets[page.area] / 1024} kB budget, not to grow)` };
};

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

  it('lists as over budget only the pages that are', () => {
    const underBudget = firstLoads
      .filter((page) => page.path in overBudget)
      .filter((page) => pageScripts(distDir, page.html, page.modules).bytes < budgets[page.area])
      .map((page) => page.path);
    expect(underBudget, 'sous leur budget : à retirer de overBudget').toEqual([]);
    expect(Object.keys(overBudget).filter((path) => !firstLoads.some((page) => page.path === path))).toEqual([]);
  });

  it.each(pages)('$path loads neither zod, TanStack Query, the API client nor the session query', ({ html, modules }) => {
    const scripts = pageScripts(distDir, html, modules);
    const found = bundledCode(distDir, scripts.files.map((script) => script.file)).flatMap(({ file, code }) =>
      Object.entries(signedInCode).flatMap(([what, marker]) => (marker.test(code) ? [`${what} in ${file}`] : [])),
    );
    expect(found).toEqual([]);
  });
});

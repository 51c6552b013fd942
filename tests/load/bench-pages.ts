import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApiClient } from '../../infra/local/api-client';
import { portBlockSize, repositoryRoot } from '../../infra/local/local-config';
import { startRuntime } from '../../infra/local/runtime';
import { adminPageScripts } from '../support/admin-scripts';
import { freePortBlock } from '../support/free-ports';
import { pageScripts } from '../support/site-scripts';

/**
 * `npm run bench:pages`: Lighthouse (mobile: a mid-range phone on slow 4G, simulated) on the built
 * apps served by an embedded runtime it starts: the public pages, the login, the customer area signed
 * in as the demo customer, the back office signed in as staff. One table: performance, LCP, CLS, TBT,
 * accessibility, each with its goal beside it, and two counts of JavaScript: the page's first load (the
 * budget: what the build makes it load before it answers, counted as the budget tests count it) and all
 * that Lighthouse saw arrive during its trace (the first load, what the page asks for beside its data,
 * a form's code, the support chat, with the responses' headers).
 *
 * Lighthouse's simulated phone multiplies this machine's timings, which vary from one load to the next:
 * each page is measured `BENCH_PAGES_RUNS` times (3 unless said) and the run of median performance is
 * shown, with the lowest and highest scores beside it.
 *
 * Lighthouse is not a dependency of the project (it would weigh on every `npm ci`): it is installed
 * once, at its pinned version, in a folder of the system's temporary directory, and loaded from there.
 * `BENCH_PAGES` (comma-separated paths) runs a few pages only; `BENCH_PAGES_REPORTS` (a folder) keeps each page's
 * full Lighthouse report there, as JSON, to read its audits (long tasks, main-thread work by script).
 */
const lighthouseVersion = '12.8.2';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = (line = '') => process.stdout.write(`${line}\n`);
process.env.LOG_LEVEL ??= 'warn';

const toolDir = join(tmpdir(), `passerelle-lighthouse-${lighthouseVersion}`);
if (!existsSync(join(toolDir, 'node_modules', 'lighthouse', 'package.json'))) {
  out(`Installation de Lighthouse ${lighthouseVersion} dans ${toolDir}…`);
  mkdirSync(toolDir, { recursive: true });
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', toolDir, `lighthouse@${lighthouseVersion}`], { stdio: 'inherit' });
}
type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
    runtimeError?: { message: string };
    finalDisplayedUrl: string;
  };
};
type Lighthouse = (url: string, flags: Record<string, unknown>, config: unknown, page: unknown) => Promise<LighthouseResult | undefined>;
type CookieParam = { name: string; value: string; url: string };
type Puppeteer = {
  launch: (options: Record<string, unknown>) => Promise<{
    newPage: () => Promise<{
      setCookie: (...cookies: CookieParam[]) => Promise<void>;
      createCDPSession: () => Promise<{ send: (method: string) => Promise<unknown> }>;
      close: () => Promise<void>;
    }>;
    close: () => Promise<void>;
  }>;
};
const fromToolDir = async <T>(specifier: string): Promise<T> => {
  const packageJson = JSON.parse(readFileSync(join(toolDir, 'node_modules', specifier, 'package.json'), 'utf8')) as { main?: string; exports?: unknown };
  const entry = specifier === 'lighthouse' ? 'core/index.js' : (packageJson.main ?? 'index.js');
  return ((await import(pathToFileURL(join(toolDir, 'node_modules', specifier, entry)).href)) as { default: T }).default;
};
const lighthouse = await fromToolDir<Lighthouse>('lighthouse');
const puppeteer = await fromToolDir<Puppeteer>('puppeteer-core');

type Kind = 'public' | 'customer' | 'back office';
type Goal = { performance: number; lcpMs?: number; cls?: number; accessibility?: number; scriptKB: number };
/** The goals (issue "speed where people feel it"): a public page's is its JavaScript budget, with the scores it has. */
const goals: Record<Kind, Goal> = {
  public: { performance: 90, scriptKB: 100 },
  customer: { performance: 98, lcpMs: 1500, cls: 0.02, scriptKB: 150 },
  'back office': { performance: 90, accessibility: 100, scriptKB: 250 },
};

const firstLoadsFile = join(repositoryRoot, 'web-customer', 'dist', '.vite', 'first-loads.json');
if (!existsSync(firstLoadsFile)) throw new Error(`${firstLoadsFile} absent : lancez \`npm run build\` d'abord`);
const firstLoads = JSON.parse(readFileSync(firstLoadsFile, 'utf8')) as { path: string; area: 'public' | 'customer'; html: string; modules: string[] }[];
// The articles are one page with other words: one of them stands for all.
const firstArticle = firstLoads.find((page) => page.path.startsWith('/blog/'))?.path;
const allPages: { path: string; kind: Kind }[] = [
  ...firstLoads.filter((page) => page.area === 'public' && (!page.path.startsWith('/blog/') || page.path === firstArticle)).map((page) => ({ path: page.path, kind: 'public' as const })),
  ...firstLoads.filter((page) => page.area === 'customer').map((page) => ({ path: page.path, kind: 'customer' as const })),
  { path: '/admin/', kind: 'back office' },
];
const only = process.env.BENCH_PAGES?.split(',').map((path) => path.trim());
const pages = only ? allPages.filter((page) => only.includes(page.path)) : allPages;
const reportsDir = process.env.BENCH_PAGES_REPORTS;
const runs = Math.max(1, Number(process.env.BENCH_PAGES_RUNS ?? 3));
/** A page's first load in kB, as the budget tests count it from the build. */
const firstLoadKB = (path: string) => {
  if (path === '/admin/') return adminPageScripts(join(repositoryRoot, 'web-admin', 'dist')).bytes / 1024;
  const page = firstLoads.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} : absente de first-loads.json`);
  return pageScripts(join(repositoryRoot, 'web-customer', 'dist'), page.html, page.modules).bytes / 1024;
};
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-bench-pages-'));
const runtime = await startRuntime({ dataDir, basePort: await freePortBlock(portBlockSize), seed: true });
const site = `http://127.0.0.1:${runtime.ports.gateway}`;

/** The cookies of an API sign-in, for the browser's jar: the app reads its sign-in hint from them. */
const sessionCookies = async (admin: boolean): Promise<CookieParam[]> => {
  const account = runtime.accounts.find((candidate) => candidate.admin === admin);
  if (!account) throw new Error('compte de démonstration absent');
  const client = createApiClient(site);
  await client.signIn(account.email, account.password);
  return [...client.cookies].map(([name, value]) => ({ name, value, url: site }));
};

type Row = {
  path: string;
  kind: Kind;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  firstLoadKB: number;
  receivedKB: number;
  /** The lowest and highest performance of the page's runs. */
  spread: [number, number];
};
const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const rows: Row[] = [];
try {
  const cookies = { customer: await sessionCookies(false), 'back office': await sessionCookies(true) };
  for (const { path, kind } of pages) {
    const measured: Omit<Row, 'spread'>[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      const signedIn = kind !== 'public';
      if (kind !== 'public') {
        await page.setCookie(...cookies[kind]);
        // Lighthouse keeps the storage, cookies included, and so the cache too: emptied here, as for the others.
        await (await page.createCDPSession()).send('Network.clearBrowserCache');
      }
      // Signed in: the storage (cookies included) is kept, as for a person coming back from an earlier visit.
      const result = await lighthouse(`${site}${path}`, { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], disableStorageReset: signedIn }, undefined, page);
      await page.close();
      if (reportsDir && result) writeFileSync(join(reportsDir, `${path.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`), JSON.stringify(result.lhr));
      if (!result || result.lhr.runtimeError) {
        out(`  ${path} : échec de Lighthouse (${result?.lhr.runtimeError?.message ?? 'aucun résultat'})`);
        continue;
      }
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      // A signed-in page that sent the browser elsewhere (the login: the session was refused) measured another page.
      if (new URL(finalDisplayedUrl).pathname !== path) out(`  ${path} : la mesure a fini sur ${finalDisplayedUrl}`);
      const scripts = audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? [];
      measured.push({
        path,
        kind,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        firstLoadKB: firstLoadKB(path),
        receivedKB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      });
    }
    const byScore = [...measured].sort((a, b) => a.performance - b.performance);
    const median = byScore[Math.floor((byScore.length - 1) / 2)];
    if (!median) continue;
    rows.push({ ...median, spread: [byScore[0]?.performance ?? 0, byScore.at(-1)?.performance ?? 0] });
    out(`  ${path} mesurée (${measured.length} fois)`);
  }
} finally {
  await browser.close();
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** A figure and its goal: "98 (>= 98 ok)", "1.9 s (< 1.5 s NON)". */
const against = (text: string, goal: string | undefined, met: boolean) => (goal === undefined ? text : `${text} (${goal} ${met ? 'ok' : 'NON'})`);
const cell = (row: Row) => {
  const goal = goals[row.kind];
  return [
    row.path,
    row.kind,
    against(`${row.performance} [${row.spread[0]}-${row.spread[1]}]`, `>= ${goal.performance}`, row.performance >= goal.performance),
    against(`${(row.lcpMs / 1000).toFixed(2)} s`, goal.lcpMs === undefined ? undefined : `< ${goal.lcpMs / 1000} s`, row.lcpMs < (goal.lcpMs ?? Infinity)),
    against(row.cls.toFixed(3), goal.cls === undefined ? undefined : `< ${goal.cls}`, row.cls < (goal.cls ?? Infinity)),
    `${Math.round(row.tbtMs)} ms`,
    against(String(row.accessibility), goal.accessibility === undefined ? undefined : `= ${goal.accessibility}`, row.accessibility >= (goal.accessibility ?? 0)),
    against(`${row.firstLoadKB.toFixed(1)} kB`, `< ${goal.scriptKB} kB`, row.firstLoadKB < goal.scriptKB),
    `${row.receivedKB.toFixed(1)} kB`,
  ];
};
const header = ['page', 'espace', 'performance [min-max]', 'LCP', 'CLS', 'TBT', 'accessibilité', 'JS, premier chargement', 'JS reçu (Lighthouse)'];
const table = [header, ...rows.map(cell)];
const widths = header.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length)));
out(`== Lighthouse ${lighthouseVersion}, mobile (téléphone moyen simulé, 4G lente), cache vide ; médiane de ${runs} mesures par page`);
for (const line of table) out(`  ${line.map((text, column) => text.padEnd(widths[column] ?? 0)).join('  ')}`);

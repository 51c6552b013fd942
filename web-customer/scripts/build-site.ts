/**
 * Builds the customer app (`npm run build:customer`): the browser bundle, then the public pages
 * prerendered to HTML with their own head, the app's shell for the other routes, the not-found page,
 * `sitemap.xml`, `robots.txt` and `site-routes.json` (the route table the servers in front follow).
 * The public address comes from SITE_URL (default https://passerelle.example).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { SiteRoutes } from '../../infra/site/site-routing';

type PrerenderModule = typeof import('../src/app/prerender');

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(appRoot, 'vite.config.ts');
const distDir = join(appRoot, 'dist');
const serverOutDir = join(appRoot, '..', 'node_modules', '.cache', 'passerelle-prerender');

const shellFile = '/app.html';
const notFoundFile = '/404.html';

/** `/` → `/index.html`, `/tarifs` → `/tarifs/index.html`: servers answer a path with its own folder's page. */
const pageFileOf = (path: string) => (path === '/' ? '/index.html' : `${path}/index.html`);

const writeDistFile = (file: string, content: string) => {
  const target = join(distDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html with a page in it: its head entries replace the default title. */
const fillTemplate = (template: string, page: { head: string; body: string }, preloads: readonly string[] = []) =>
  template
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
    // Named, not linked: a link would be fetched beside the stylesheet the first paint waits for; the app
    // preloads them once the page is painted (`src/main.tsx`).
    .replace('</head>', () =>
      preloads.length === 0 ? '</head>' : `  <meta name="first-load" content="${preloads.map((file) => `/${file}`).join(' ')}" />\n  </head>`,
    );

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/**
 * The files a page's first render needs beyond what index.html names: the app's start (the entry's
 * dynamic imports) and the page's `modules`, with everything they import. Preloaded together once the
 * page is painted, they arrive at once instead of one import after the other (entry, then start, then
 * the page), and the app evaluates them one file per task (`src/main.tsx`), in the order given here:
 * each file after the files it imports, so that no evaluation pulls in another file's.
 */
const firstLoadFiles = (manifest: Record<string, ManifestChunk>, template: string, modules: readonly string[]): string[] => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('.vite/manifest.json : aucun point d’entrée');
  const keys = new Set<string>();
  // Each file after the files it imports: evaluated in this order, a file's evaluation is its own.
  const ordered: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} : absent de .vite/manifest.json`);
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    ordered.push(key);
  };
  for (const key of [...(entry.dynamicImports ?? []), ...modules]) visit(key);
  return ordered.map((key) => (manifest[key] as ManifestChunk).file).filter((file) => !template.includes(`/${file}"`));
};

if (process.env.SITE_URL) process.env.VITE_APP_SITE_URL ??= process.env.SITE_URL;

await build({ configFile, logLevel: 'warn' });
await build({
  configFile,
  logLevel: 'warn',
  build: { ssr: join(appRoot, 'src/app/prerender.tsx'), outDir: serverOutDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});

const prerender = (await import(pathToFileURL(join(serverOutDir, 'prerender.js')).href)) as PrerenderModule;
const template = readFileSync(join(distDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>') || !/<title>[^<]*<\/title>/.test(template)) {
  throw new Error('index.html doit contenir <title> et <div id="root"></div> pour recevoir les pages prérendues');
}

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const preloadsOf = (path: string) => firstLoadFiles(manifest, template, prerender.firstLoadModules(path));
// The shell's pages name themselves once the app runs: a default title would stay beside theirs.
writeDistFile(shellFile, fillTemplate(template, { head: '', body: '' }, firstLoadFiles(manifest, template, [])));
const pages: Record<string, string> = {};
for (const path of prerender.prerenderedPaths) {
  const page = await prerender.renderPage(path);
  // Every public page is meant to be found: its description and canonical address are required.
  if (!page.head.includes('<meta name="description"') || !page.head.includes('<link rel="canonical"')) {
    throw new Error(`${path} : la page prérendue n'a pas de description ou d'adresse canonique (PageHead description)`);
  }
  pages[path] = pageFileOf(path);
  writeDistFile(pages[path], fillTemplate(template, page, preloadsOf(path)));
}
for (const path of prerender.shellPaths) {
  pages[path] = pageFileOf(path);
  writeDistFile(pages[path], fillTemplate(template, await prerender.renderPage(path), preloadsOf(path)));
}
writeDistFile(notFoundFile, fillTemplate(template, await prerender.renderPage(prerender.notFoundSamplePath)));

const siteUrl = prerender.siteUrl;
const sitemapEntries = prerender.prerenderedPaths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
writeDistFile('sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemapEntries.join('\n')}\n</urlset>\n`);

// The customer area, the back office and the API are of no use to search engines.
const privatePaths = [
  '/admin/',
  '/api/',
  '/dashboard',
  '/packages',
  '/declarer-colis',
  '/expedier',
  '/devis',
  '/gestion-retour',
  '/suivi',
  '/compte',
  '/newsletter/',
  '/confirmer-email',
  '/confirmer-nouvel-email',
  '/reset-password',
];
writeDistFile('robots.txt', `User-agent: *\n${privatePaths.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

// What each page loads first, for the budget test (tests/api/site-budget.test.ts): every prerendered
// page (public budget) and every route of the signed-in area (customer budget), each with its HTML file
// and the modules the app loads before its first render. Beside vite's manifest, which the site does not link.
const firstLoads = [
  ...[...prerender.prerenderedPaths, ...prerender.shellPaths.filter((path) => !prerender.customerAreaPaths.includes(path))].map((path) => ({
    path,
    area: 'public',
    html: (pages[path] as string).slice(1),
    modules: prerender.firstLoadModules(path),
  })),
  ...prerender.customerAreaPaths.map((path) => ({ path, area: 'customer', html: (pages[path] ?? shellFile).slice(1), modules: prerender.firstLoadModules(path) })),
];
writeDistFile('.vite/first-loads.json', `${JSON.stringify(firstLoads, null, 2)}\n`);

const siteRoutes: SiteRoutes = { ...prerender.siteRoutes, pages, shell: shellFile, notFound: notFoundFile };
writeDistFile('site-routes.json', `${JSON.stringify(siteRoutes, null, 2)}\n`);
rmSync(serverOutDir, { recursive: true, force: true });

console.log(`web-customer : ${Object.keys(pages).length} pages prérendues (dont ${prerender.shellPaths.length} cadres de l'espace client), sitemap.xml et robots.txt pour ${siteUrl}`);

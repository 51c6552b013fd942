import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repositoryRoot } from '../../infra/local/local-config';
import { firstLoadScripts, type PageScripts } from './site-scripts';

/** What the entry starts at once on every page (`main.tsx`, after configuring zod); the pages come with `pageModules`. */
const startedApp = 'src/app.tsx';

/** Where the back office is served: its HTML names its scripts under this path, its manifest without it. */
const adminBase = '/admin/';

/**
 * The page `/admin/` opens: the staff home, without react-admin (`main.tsx` starts it beside the app).
 */
export const adminLandingModules = ['src/home/StaffHome.tsx'] as const;

/** A section of the back office (any path but `/admin/`): react-admin's app, then the section's own modules. */
export const adminSectionModules = (...pageModules: string[]): string[] => ['src/admin-app.tsx', ...pageModules];

/**
 * The JavaScript the back office downloads when a person opens one of its pages, found from the build
 * without a browser: the scripts and module preloads of `index.html`, the app the entry starts (`main.tsx`
 * loads it after configuring zod), the modules of the page opened (`pageModules`, source paths of vite's
 * manifest: its lazily loaded page, and what that page loads as it renders: `adminSectionModules` for a section), and everything these import
 * statically, each file counted once. What the app loads later (another page, a dialog) is not counted.
 */
export const adminPageScripts = (distDir: string, pageModules: readonly string[] = adminLandingModules): PageScripts =>
  firstLoadScripts(distDir, 'index.html', { base: adminBase, started: () => [startedApp], pageModules });

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Each script of a first load, largest first, with its gzip size: what a budget's failure shows. */
export const scriptListing = (scripts: PageScripts): string =>
  [...scripts.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `${kB(script.gzipBytes).padStart(9)}  ${script.file}`)
    .join('\n');

// `node --import tsx tests/support/admin-scripts.ts [src/<page module>...]`, after `npm run build:admin`: the figure and its scripts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pageModules = process.argv.slice(2);
  const scripts = adminPageScripts(join(repositoryRoot, 'web-admin', 'dist'), pageModules.length > 0 ? pageModules : adminLandingModules);
  console.log(`${scriptListing(scripts)}\n${kB(scripts.gzipBytes).padStart(9)}  gzip en tout (${scripts.files.length} scripts), ${kB(scripts.bytes)} reçus`);
}

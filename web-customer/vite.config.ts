import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { parseEnv } from './src/config/env-schema.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Aliases shared with vitest.config.ts and mirrored in tsconfig.json `paths`. */
export const aliases = {
  '@': fromRoot('./src'),
  // The pure, shared modules of the repository: the browser validates with the same zod schemas as the API.
  '@domain': fromRoot('../domain'),
  '@events': fromRoot('../events'),
};

/**
 * The app's configuration (`src/config/env.ts`), parsed once here: the browser gets the parsed values,
 * not zod. Shared with vitest.config.ts.
 */
export const define = {
  __APP_ENV__: JSON.stringify(parseEnv(loadEnv(process.env.NODE_ENV === 'production' ? 'production' : 'development', root, 'VITE_APP_'))),
};

/**
 * React Router ships one module whose components are created by unannotated `forwardRef`/`createContext`
 * calls followed by `displayName` assignments: the bundler must then keep all of it (data router,
 * forms, prefetching), about 4 kB of gzip the public pages' 100 kB budget cannot spare. Marking those
 * calls pure and dropping the names (only React's developer tools show them) lets it drop what the app
 * does not use. The budget test (tests/api/site-budget.test.ts) notices if a new version defeats this.
 */
const treeShakeReactRouter = (): Plugin => ({
  name: 'passerelle:tree-shake-react-router',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]chunk-[^\\/]+\.mjs$/ },
    handler: (code) => ({
      code: code
        .replace(/\b(React\d*\.(?:forwardRef|createContext|memo))\(/g, '/* @__PURE__ */ $1(')
        .replace(/^\s*[\w$]+\.displayName = "[^"]*";\s*$/gm, ''),
      map: null,
    }),
  },
});

/** The names a module exports (`export function`, `export const`, `export { a as b }`). */
const exportedNames = (code: string) => [
  ...[...code.matchAll(/^export (?:function|const) ([\w$]+)/gm)].map((match) => match[1] ?? ''),
  ...[...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) => (match[1] ?? '').split(',').map((entry) => entry.trim().split(/\s+as\s+/).pop() ?? '')),
].filter((name) => name !== '');

/**
 * zod's classic schemas import its JSON Schema generator (`.toJSONSchema()`, the Standard Schema's
 * `jsonSchema`) for every schema: about 6 kB of gzip in every signed-in page, which only parses. The
 * build keeps the exports' names and makes each a function that throws if the site ever asks for a JSON
 * Schema; of the processors, it keeps `aggregateChecks` (a schema's `minLength`, `format`… read it).
 * The build fails if a new version of zod no longer looks as expected; the budget test
 * (tests/api/site-budget.test.ts) notices if the weight comes back.
 */
const dropZodJsonSchema = (): Plugin => ({
  name: 'passerelle:drop-zod-json-schema',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/ },
    handler: (code, id) => {
      // Of the processors, the site keeps what comes before the first one: `aggregateChecks` and its imports.
      const end = id.endsWith('json-schema-processors.js') ? code.indexOf('\nconst formatMap') : 0;
      const kept = code.slice(0, Math.max(end, 0));
      if (end < 0 || (end > 0 && !kept.includes('export function aggregateChecks')) || exportedNames(code).length === 0) {
        throw new Error(`${id} : zod a changé, passerelle:drop-zod-json-schema est à revoir`);
      }
      const stubs = exportedNames(code.slice(kept.length)).map((name) => `export const ${name} = stub;`);
      return {
        code: `${kept}\nconst unavailable = () => { throw new Error("JSON Schema non disponible dans le site"); };\nconst stub = () => unavailable;\n${stubs.join('\n')}\n`,
        map: null,
      };
    },
  },
});

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  // Keeps vite's cache in the repository's node_modules instead of creating web-customer/node_modules.
  cacheDir: fromRoot('../node_modules/.vite/web-customer'),
  plugins: [react(), treeShakeReactRouter(), dropZodJsonSchema()],
  resolve: { alias: aliases },
  define,
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    // dist/ is what the public site serves: source maps would publish the whole source. None are built
    // (no error-reporting service would read them); `vite` in development has its own.
    sourcemap: false,
    // One stylesheet (about 15 kB gzip) in every page's head: a prerendered page is styled at its first
    // paint, without waiting for its route's chunk.
    cssCodeSplit: false,
    // `.vite/manifest.json`: which chunks each module needs, for the test of the public pages' budget
    // (tests/api/site-budget.test.ts). The source maps beside the chunks already name the same files.
    manifest: true,
    // Every browser the site supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Building a zod schema has no effect but the schema: the views' modules also define the back office's
      // and the API's, which the site never parses (each construction costs a slow phone's main thread).
      treeshake: { manualPureFunctions: ['z', 'listPageSchema'] },
      output: {
        // Fewer, larger chunks for the public pages: each request costs its headers (about 330 bytes)
        // against the 100 kB budget, and small files compress worse.
        codeSplitting: {
          groups: [
            // Alone, so that the entry (main.tsx) imports nothing big: the prerendered page paints before
            // the browser evaluates React (were the helper in the site chunk, the entry would wait for it).
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 3 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 2 },
            {
              name: 'site',
              test: /web-customer[\\/]src[\\/](components[\\/](layouts[\\/](main-layout|site-header|site-footer)|errors|seo|ui[\\/](button|link|line-icon|loading))|config[\\/](paths|support-contact|env|site-routes)\.|lib[\\/](format\.|typography|cookies|auth[\\/]session\.)|features[\\/]cookie-consent[\\/]utils)|domain[\\/](pricing[\\/](rate-card|plans|shipping-price|service-fees|exact-ratio)|shared[\\/](errors|company)|newsletter[\\/]newsletter-messages)|events[\\/]territories/,
              priority: 1,
            },
            // What every page of the signed-in area loads (TanStack Query, zod, the API client, the session
            // guard, the parcels' list query and badges), in one file rather than twenty: each
            // request costs its headers against the customer area's 150 kB budget. No public page loads it
            // at first (tests/api/site-budget.test.ts checks that zod, TanStack Query and the API client
            // stay out of them).
            {
              name: 'signed-in',
              test: /node_modules[\\/](@tanstack|zod)[\\/]|web-customer[\\/]src[\\/](lib[\\/](api-client|deferred-module|api-error|query-client|query-provider|auth[\\/](get-me|require-auth)|idempotency-key|pending-tab|current-plan)|app[\\/]routes[\\/]app[\\/]customer-area|features[\\/]parcels[\\/](api[\\/]get-parcels|components[\\/](status-badge|query-failure|ship-action)))/,
              priority: 0,
            },
            // The form pieces of the calculator, the contact page and the sign-in, in one file rather than three.
            {
              name: 'forms',
              test: /web-customer[\\/]src[\\/](components[\\/]ui[\\/](form-field|alert))|domain[\\/]pricing[\\/]calculator-form/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/admin': { target: apiTarget, changeOrigin: false },
    },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * The charting library and its d3 modules stay out of every group: only the statistics' lazily loaded
 * charts import them, so they land in that lazy chunk and never in the back office's first load (a group
 * would pull the MUI modules they share with the app into a chunk the first page then needs).
 */
const chartModules = /[\\/]node_modules[\\/](@mui[\\/]x-[^\\/]+|@base-ui[\\/]utils|d3-[^\\/]+|internmap|flatqueue|bezier-easing)[\\/]/;
const unlessChart = (pattern: RegExp) => (id: string) => pattern.test(id) && !chartModules.test(id);

/** One entry for the whole of a library family, so the browser caches them apart from our code. */
const vendorGroups = [
  { name: 'react', test: unlessChart(/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/), priority: 40 },
  { name: 'mui', test: unlessChart(/[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/), priority: 30 },
  // The router apart from react-admin: the staff home (React and the router, without react-admin) needs it alone.
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 25 },
  {
    name: 'react-admin',
    test: /[\\/]node_modules[\\/](react-admin|ra-[^\\/]+|react-hook-form|@tanstack|node-polyglot|query-string|lodash)[\\/]/,
    priority: 20,
  },
  { name: 'vendor', test: unlessChart(/[\\/]node_modules[\\/]/), priority: 10 },
];

/** What every page of the back office starts at once, beside the entry (`main.tsx`): the app and its router. */
const startedModules = ['src/app.tsx'];

/** The staff home's own modules (`main.tsx` starts them beside the app on /admin/). */
const homeModules = ['src/home/StaffHome.tsx'];

/** The modules a person opens next from the staff home: react-admin's app, and the parcels list (« Colis »). */
const nextModules = ['src/admin-app.tsx', 'src/parcels/ParcelList.tsx'];

type OutputChunk = { fileName: string; facadeModuleId: string | null; imports: string[]; viteMetadata?: { importedCss: Set<string> } };

/** The files of `modules` and everything they import statically, their CSS included. */
const filesOf = (chunks: readonly OutputChunk[], modules: readonly string[]): Set<string> => {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = chunks.find((candidate) => candidate.fileName === file);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/web-admin/${module}`));
    if (!chunk) throw new Error(`${module} : aucun fichier de la construction ne le contient`);
    visit(chunk.fileName);
  }
  return files;
};

/**
 * Two hints in `index.html`. The files of `startedModules`, which every page loads as soon as the entry has
 * run, are preloaded from the HTML: they download beside the entry rather than after it (the same bytes,
 * one round trip less before the staff home or a section is drawn). The files of `nextModules` are named in
 * `<meta name="passerelle-prefetch">`, which the staff home asks the browser to download (not run) once it
 * has its figures: the next click finds them in the cache. A meta, not a `<link rel="prefetch">`, so that nothing
 * competes with the home's own load.
 */
const loadingHints = (): Plugin => ({
  name: 'passerelle-loading-hints',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const inHtml = (file: string) => html.includes(`/admin/${file}"`);
      const started = [...filesOf(chunks, startedModules)].filter((file) => !inHtml(file));
      const preloads = started.map((file) =>
        file.endsWith('.css') ? `<link rel="preload" as="style" href="/admin/${file}" />` : `<link rel="modulepreload" crossorigin href="/admin/${file}" />`,
      );
      const home = filesOf(chunks, homeModules);
      const next = [...filesOf(chunks, nextModules)].filter((file) => !inHtml(file) && !started.includes(file) && !home.has(file));
      const prefetch = `<meta name="passerelle-prefetch" content="${next.map((file) => `/admin/${file}`).join(' ')}" />`;
      return html.replace('</head>', `  ${[...preloads, prefetch].join('\n    ')}\n  </head>`);
    },
  },
});

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react(), loadingHints()],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./shims/object-entries.cjs', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/admin/api': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/ is served to anyone who asks, back office included: no source maps in it.
    sourcemap: false,
    // Which chunks a page loads: the back office's budget test reads the first load from it (tests/support/admin-scripts.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});

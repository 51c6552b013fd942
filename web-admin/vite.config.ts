import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  {
    name: 'react-admin',
    test: /[\\/]node_modules[\\/](react-admin|ra-[^\\/]+|react-hook-form|@tanstack|react-router|react-router-dom|node-polyglot|query-string|lodash)[\\/]/,
    priority: 20,
  },
  { name: 'vendor', test: unlessChart(/[\\/]node_modules[\\/]/), priority: 10 },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
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

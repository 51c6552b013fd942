import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

/** One entry for the whole of a library family, so the browser caches them apart from our code. */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/, priority: 30 },
  {
    name: 'react-admin',
    test: /[\\/]node_modules[\\/](react-admin|ra-[^\\/]+|react-hook-form|@tanstack|react-router|react-router-dom|node-polyglot|query-string|lodash)[\\/]/,
    priority: 20,
  },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});

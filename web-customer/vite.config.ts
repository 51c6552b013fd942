import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Aliases shared with vitest.config.ts and mirrored in tsconfig.json `paths`. */
export const aliases = {
  '@': fromRoot('./src'),
  // The pure, shared modules of the repository: the browser validates with the same zod schemas as the API.
  '@domain': fromRoot('../domain'),
  '@events': fromRoot('../events'),
};

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  // Keeps vite's cache in the repository's node_modules instead of creating web-customer/node_modules.
  cacheDir: fromRoot('../node_modules/.vite/web-customer'),
  plugins: [react()],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    // dist/ is what the public site serves: source maps would publish the whole source. None are built
    // (no error-reporting service would read them); `vite` in development has its own.
    sourcemap: false,
    // One stylesheet (about 15 kB gzip) in every page's head: a prerendered page is styled at its first
    // paint, without waiting for its route's chunk.
    cssCodeSplit: false,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/admin': { target: apiTarget, changeOrigin: false },
    },
  },
});

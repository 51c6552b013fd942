import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { siteRoutes } from './src/config/site-routes';

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

/** Writes the app's routes and redirects beside the build, for the servers in front of it. */
const siteRoutesManifest = (): Plugin => ({
  name: 'passerelle-site-routes',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'site-routes.json', source: `${JSON.stringify(siteRoutes, null, 2)}\n` });
  },
});

export default defineConfig({
  root,
  // Keeps vite's cache in the repository's node_modules instead of creating web-customer/node_modules.
  cacheDir: fromRoot('../node_modules/.vite/web-customer'),
  plugins: [react(), siteRoutesManifest()],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/admin': { target: apiTarget, changeOrigin: false },
    },
  },
});

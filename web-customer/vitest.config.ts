import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import viteConfig, { aliases, define } from './vite.config.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir: viteConfig.cacheDir,
  plugins: [react()],
  resolve: { alias: aliases },
  define,
  test: {
    name: 'web-customer',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
    // A test that types a whole form (user-event, key by key, in jsdom) passed 5 s on a busy 2-core machine in CI.
    testTimeout: 20_000,
    // One module graph and one window for every file: React and the app are imported once, not once per
    // file; `src/testing/setup-tests.ts` clears what a test leaves in the browser and the app's cache.
    isolate: false,
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web-admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // jsdom with react-admin and MUI is slow to import on a busy 2-core machine: a page's first render, not the behaviour, takes the time
    testTimeout: 20_000,
    // One module graph and one window for every file: react-admin and MUI are imported once, not once per
    // file (the suite's CPU time halves); `src/testing/setup-tests.ts` clears what a page keeps in the browser.
    isolate: false,
  },
});

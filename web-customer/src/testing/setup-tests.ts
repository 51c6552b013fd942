import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { appQueryClient } from '@/lib/query-client';

// Pages load their forms and dialogs as modules of their own (beside their data, when first opened): in a test
// run each is a transform on first import, which takes more than testing-library's 1 s on a busy machine. A
// `findBy…` waits up to 10 s for what a page shows; a test still fails when it never shows.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // The app's one cache (session, forms) outlives a test: nothing cached may leak into the next.
  appQueryClient.clear();
  vi.unstubAllGlobals();
  document.cookie = 'pa_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  // The files share one window (no per-file isolation): what a page keeps in the browser goes too.
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { appQueryClient } from '@/lib/query-client';

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

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for what a person would see after a command: react-admin and MUI take
// seconds to render on a 2-core machine running the other suites beside these; testing-library's 1 s
// default then fails a page that is right, only late. What is asserted does not change.
configure({ asyncUtilTimeout: 5_000 });

// The files share one module graph and one window (no per-file isolation: a fresh react-admin and MUI
// per file cost more than the tests); nothing a page keeps in the browser survives into the next test.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

import { __unsafe_useEmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for what a person would see after a command: react-admin and MUI take
// seconds to render on a 2-core machine running the other suites beside these; testing-library's 1 s
// default then fails a page that is right, only late. What is asserted does not change.
configure({ asyncUtilTimeout: 5_000 });

/**
 * The styles MUI inserts (emotion's cache, one `<style>` per rule outside production). The files share one window,
 * so without a flush the document ends the suite with 1,554 style sheets, and jsdom's `getComputedStyle` (every role
 * query asks it whether an element is hidden) walks all of them: the suite took 60 core-seconds, 40 with each test
 * starting from the styles it draws itself, as a page loaded afresh does.
 */
type EmotionCache = { sheet: { flush: () => void }; inserted: Record<string, unknown> };
let emotionCache: EmotionCache | undefined;
const ReadEmotionCache = () => {
  emotionCache = (__unsafe_useEmotionCache() as EmotionCache | null) ?? undefined;
  return null;
};
render(createElement(ReadEmotionCache)).unmount();

// The files share one module graph and one window (no per-file isolation: a fresh react-admin and MUI
// per file cost more than the tests); nothing a page keeps in the browser survives into the next test.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // The next render inserts again what it uses.
  if (emotionCache) {
    emotionCache.sheet.flush();
    for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
  }
});

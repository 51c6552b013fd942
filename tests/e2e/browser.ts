import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, it, type TestContext } from 'vitest';
import { screenshotDir } from './screenshot-dir';

export { screenshotDir };

/**
 * Debian's Chromium, driven by playwright-core: no browser download. Its headless shell when installed
 * (`.ci/run` installs it): the same engine without the desktop browser around it, a quarter less CPU per
 * journey on this machine than the full browser in headless mode.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });

/** One Chromium for the calling test file, launched before its tests and closed after them. */
export const useBrowser = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium n’est pas lancé : useBrowser() s’appelle dans un describe.');
    return browser;
  };
};

/**
 * A person of their own: cookies, storage and session apart from any other context. `pageErrors`
 * gathers uncaught exceptions, `consoleErrors` what the console shows as errors (a failed request,
 * a 401 answer included), `apiRequests` the API calls the pages made.
 */
export type Visitor = { context: BrowserContext; page: Page; pageErrors: string[]; consoleErrors: string[]; apiRequests: string[] };

/** A desktop window unless told otherwise (the mobile menu is tested at a phone's width). */
export const newVisitor = async (browser: Browser, baseURL: string, viewport: ViewportSize = { width: 1280, height: 900 }): Promise<Visitor> => {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport,
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${page.url()} : ${error.message}`));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()} : ${message.text()}`);
  });
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${url.pathname}`);
  });
  return { context, page, pageErrors, consoleErrors, apiRequests };
};

/** Answers the cookie banner of a first visit as a cautious person does; the choice then holds for the whole context. */
export const keepEssentialCookiesOnly = async (page: Page) => {
  await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
  await page.getByRole('region', { name: 'Vos choix en matière de cookies' }).waitFor({ state: 'detached' });
};

/** The whole page by default; `fullPage: false` for what the window shows (an open menu over a locked page). */
export const screenshot = async (page: Page, name: string, { fullPage = true } = {}) => {
  mkdirSync(screenshotDir, { recursive: true });
  // From the top: a full-page capture of a scrolled page draws a sticky header in its middle.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
};

/** Text as a person reads it: every run of spaces (including the no-break ones of French numbers) as one space. */
export const readableText = async (locator: Locator): Promise<string> => (await locator.innerText()).replace(/\s+/g, ' ').trim();

/**
 * Waits until the element's text matches, and returns the last text read either way, for the
 * caller's `expect` to report precisely what was on the screen.
 */
export const waitForText = async (locator: Locator, expected: string | RegExp, timeoutMs = 10_000): Promise<string> => {
  const matches = (text: string) => (typeof expected === 'string' ? text === expected : expected.test(text));
  const deadline = Date.now() + timeoutMs;
  let text = '';
  for (;;) {
    text = (await locator.count()) === 1 ? await readableText(locator) : `(${await locator.count()} élément(s) trouvé(s))`;
    if (matches(text) || Date.now() > deadline) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A description list (`<dt>` term, `<dd>` value) inside the element, as `{ term: value }`, read from the DOM, not the styling. */
export const descriptionList = (locator: Locator): Promise<Record<string, string>> =>
  locator.evaluate((element) => {
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    return Object.fromEntries(
      [...element.querySelectorAll('dt')].map((term) => [clean(term.textContent), clean(term.nextElementSibling?.textContent)]),
    );
  });

/**
 * Waits until a JavaScript expression is truthy in the page. Playwright's `waitForFunction` compiles
 * its predicate inside the page, which the site's Content-Security-Policy (no 'unsafe-eval') forbids;
 * `page.evaluate` goes through the DevTools protocol and is not subject to it.
 */
export const waitForExpression = async (page: Page, expression: string, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`toujours faux après ${timeoutMs} ms : ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * The steps of one journey, each its own test, in order: once a step fails, the later ones are
 * skipped (they would only fail for the same reason). Call it inside the journey's `describe`.
 */
export const journeySteps = () => {
  let broken = false;
  return (name: string, body: () => Promise<void>) =>
    it(name, async (context: TestContext) => {
      if (broken) context.skip('une étape précédente du parcours a échoué');
      try {
        await body();
      } catch (error) {
        broken = true;
        throw error;
      }
    });
};

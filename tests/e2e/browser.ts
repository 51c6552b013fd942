import { existsSync, mkdirSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request, type ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, it, type TestContext } from 'vitest';
import { screenshotDir } from './screenshot-dir';

export { screenshotDir };

/**
 * Debian's Chromium, driven by playwright-core: no browser download. Its headless shell when installed
 * (`.ci/run` installs it): the same engine without the desktop browser around it, a quarter less CPU per
 * journey on this machine than the full browser in headless mode.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

/**
 * Playwright tells Chromium to keep its shared memory (the pages' drawn frames among it) in files under /tmp, for
 * containers whose /dev/shm holds 64 MB. Here /tmp is a disk and /dev/shm a memory file system of gigabytes: with it,
 * five journeys' files took 6 core-seconds of kernel time less (27 against 33) and 6 s less (85 against 91).
 */
const roomyDevShm = (() => {
  try {
    const shm = statfsSync('/dev/shm');
    return shm.bavail * shm.bsize >= 1024 ** 3;
  } catch {
    return false;
  }
})();

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    ignoreDefaultArgs: roomyDevShm ? ['--disable-dev-shm-usage'] : [],
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

/**
 * The Chromium of the test process: the journeys' files run one after the other in one process (the e2e project
 * does not isolate them), and each file's visitors have browser contexts of their own, so one browser serves them
 * all (a launch costs half a second of CPU; there are thirty files). Launched again if it went away. Playwright
 * closes it when the process ends.
 */
let processBrowser: Promise<Browser> | undefined;
const sharedBrowser = async (): Promise<Browser> => {
  const running = processBrowser && (await processBrowser.catch(() => undefined));
  if (running?.isConnected()) return running;
  processBrowser = launchBrowser();
  return processBrowser;
};

/** The Chromium for the calling test file; the contexts the file leaves open are closed after its tests. */
export const useBrowser = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
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
  const trail = followForFailureReport(page);
  // What the page showed when the test closed it (most close it in a `finally`, before a failure is reported).
  const close = context.close.bind(context);
  context.close = async (options) => {
    trail.lastText = await page.innerText('body', { timeout: 1_000 }).catch(() => '');
    return close(options);
  };
  return { context, page, pageErrors, consoleErrors, apiRequests };
};

/** What a visitor's page did lately (navigations, document and API requests with their answers, console, exceptions). */
type PageTrail = { page: Page; events: string[]; waiting: Set<Request>; lastText?: string };
const trails = new Set<PageTrail>();
const trailLength = 40;

const followForFailureReport = (page: Page) => {
  const trail: PageTrail = { page, events: [], waiting: new Set() };
  trails.add(trail);
  const started = Date.now();
  const note = (line: string) => {
    trail.events.push(`${((Date.now() - started) / 1000).toFixed(2)} s  ${line}`);
    if (trail.events.length > trailLength) trail.events.shift();
  };
  const pathOf = (address: string) => {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  };
  const followed = (type: string) => type === 'document' || type === 'fetch' || type === 'xhr';
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`page ${frame.url()}`));
  page.on('request', (request) => {
    trail.waiting.add(request);
    if (followed(request.resourceType())) note(`→ ${request.method()} ${pathOf(request.url())}`);
  });
  page.on('response', (response) => {
    trail.waiting.delete(response.request());
    if (followed(response.request().resourceType()) || response.status() >= 400) note(`← ${response.status()} ${pathOf(response.url())}`);
  });
  page.on('requestfailed', (request) => {
    trail.waiting.delete(request);
    note(`✗ ${request.method()} ${pathOf(request.url())} : ${request.failure()?.errorText ?? ''}`);
  });
  page.on('console', (message) => note(`console.${message.type()} ${message.text().slice(0, 300)}`));
  page.on('pageerror', (error) => note(`exception ${error.message.slice(0, 300)}`));
  return trail;
};

/**
 * After a failed test (`report-failures.ts`): each visitor's page, where it is and what it did lately, and a
 * screenshot of what it shows when still open; a failure under load is then explained by the run that saw it.
 * The trails of closed pages are forgotten once reported.
 */
export const reportVisitorsAfterFailure = async (testName: string) => {
  let index = 0;
  for (const trail of trails) {
    index += 1;
    const closed = trail.page.isClosed();
    const lines = [`── visiteur ${index} (${closed ? 'page fermée' : trail.page.url()}), ses ${trail.events.length} derniers événements :`, ...trail.events];
    const waiting = [...trail.waiting].map((request) => `${request.resourceType()} ${request.method()} ${request.url()}`);
    if (waiting.length > 0) lines.push(`requêtes sans réponse : ${waiting.join(' ; ')}`);
    const text = closed ? trail.lastText : await trail.page.innerText('body', { timeout: 1_000 }).catch(() => '');
    if (text) lines.push(`texte de la page : ${text.replace(/\s+/g, ' ').slice(0, 1_500)}`);
    if (!closed) {
      mkdirSync(screenshotDir, { recursive: true });
      const file = join(screenshotDir, `echec-${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${index}.png`);
      await trail.page.screenshot({ path: file, timeout: 5_000 }).then(
        () => lines.push(`capture : ${file}`),
        (error: unknown) => lines.push(`capture impossible : ${String(error)}`),
      );
    }
    process.stderr.write(`${lines.join('\n')}\n`);
  }
  forgetClosedPages();
};

export const forgetClosedPages = () => {
  for (const trail of trails) if (trail.page.isClosed()) trails.delete(trail);
};

/**
 * Goes to a page of a single-page app as its links do: through the app's router (the history's new entry and the
 * event the router listens to), not a new load of the document and its scripts. Done once no request of the page has
 * been under way for half a second, as Playwright's `networkidle` for a load (which a document already idle does not
 * wait for again): the page's code and data have come and been drawn.
 */
export const navigateInApp = async (page: Page, path: string, timeoutMs = 15_000) => {
  const underWay = new Set<Request>();
  const started = (request: Request) => underWay.add(request);
  const ended = (request: Request) => underWay.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(`(() => { history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate')); })()`);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < 500) {
      if (Date.now() > deadline) throw new Error(`${path} : des requêtes encore en cours après ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (underWay.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
};

/** Answers the cookie banner of a first visit as a cautious person does; the choice then holds for the whole context. */
export const keepEssentialCookiesOnly = async (page: Page) => {
  await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
  await page.getByRole('region', { name: 'Vos choix en matière de cookies' }).waitFor({ state: 'detached' });
};

/**
 * Screenshots of the journeys' steps are for a person to look at, not checked by any test: written when
 * `E2E_SCREENSHOTS=1` (`npm run test:screens`), skipped by `npm test`, where their hundred full-page PNGs cost
 * 44 s of CPU and 45 s of the journeys' chain on this 2-core machine.
 */
const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** The whole page by default; `fullPage: false` for what the window shows (an open menu over a locked page). */
export const screenshot = async (page: Page, name: string, { fullPage = true } = {}) => {
  if (!screenshotsWanted) return;
  mkdirSync(screenshotDir, { recursive: true });
  // From the top: a full-page capture of a scrolled page draws a sticky header in its middle.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
};

/**
 * The page's width (`scrollWidth`) once its layout has settled: after a resize or a render, media queries and
 * effects redraw the page a frame or a moment later, and the width read at once can be the previous layout's.
 * Read after two animation frames, until three readings 100 ms apart agree (5 s at most).
 */
export const settledPageWidth = async (page: Page): Promise<number> => {
  const read = async () =>
    Number(await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))))'));
  const deadline = Date.now() + 5_000;
  let width = await read();
  for (let agreeing = 1; agreeing < 3 && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await read();
    agreeing = next === width ? agreeing + 1 : 1;
    width = next;
  }
  return width;
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

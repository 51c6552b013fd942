import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { keepEssentialCookiesOnly, newVisitor, screenshot, useBrowser } from './browser';

const runtime = inject('runtime');
const phone = { width: 390, height: 844 };

const statusDot = (page: Page) => page.getByRole('button', { name: /^État du serveur/ });
const liveStatus = (page: Page) => page.locator('#etat-du-serveur [role="status"]');

/** The server as the browser sees it: failing while `failing` is true (503 to the status check). */
const routeHealth = async (page: Page) => {
  const server = { failing: false, heads: 0 };
  await page.route('**/api/health', async (route) => {
    if (route.request().method() === 'HEAD') server.heads += 1;
    if (server.failing) await route.fulfill({ status: 503, body: '' });
    else await route.continue();
  });
  return server;
};

describe("the server's status in the customer's browser", () => {
  const browser = useBrowser();

  it('shows nothing while the server answers, a dot with the monitor’s message when it fails, « Connexion rétablie » when it recovers, then nothing', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, phone);
    try {
      await page.clock.install();
      const server = await routeHealth(page);
      await page.goto('/calculateur');
      await keepEssentialCookiesOnly(page);
      // From here the page's time moves only when the test says so: one check every 30 s.
      await page.clock.pauseAt(Date.now() + 1000);
      const nextCheck = () => page.clock.runFor(30_000);

      // The first check, 30 s in: all is well, nothing shown.
      await nextCheck();
      await expect.poll(() => server.heads).toBe(1);
      await page.locator('#etat-du-serveur').waitFor({ state: 'attached' });
      expect(await statusDot(page).count()).toBe(0);

      server.failing = true;
      await nextCheck();
      await expect.poll(() => liveStatus(page).textContent()).toBe('Problème de connexion détecté');
      await statusDot(page).focus();
      await page.keyboard.press('Enter');
      expect(await statusDot(page).getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.site-status__panel').innerText()).toContain('Problème de connexion détecté');
      const panel = await page.locator('.site-status__panel').boundingBox();
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
      await screenshot(page, 'health-status-problem-390', { fullPage: false });

      await nextCheck();
      await nextCheck();
      await expect.poll(() => liveStatus(page).textContent()).toBe('Serveur indisponible depuis 3 vérifications');
      await nextCheck();
      await nextCheck();
      await expect.poll(() => liveStatus(page).textContent()).toBe('Serveur indisponible depuis 5 vérifications');

      server.failing = false;
      await nextCheck();
      await expect.poll(() => liveStatus(page).textContent()).toBe('Connexion rétablie');
      expect(await statusDot(page).isVisible()).toBe(true);
      await nextCheck();
      await expect.poll(() => statusDot(page).count()).toBe(0);
      expect(await liveStatus(page).textContent()).toBe('');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows « Erreur de chargement » with a reload button when the app cannot start, and starts on reload', async () => {
    const { page, context } = await newVisitor(browser(), runtime.site, phone);
    try {
      const blockStart = (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort();
      await page.route(/\/assets\/start-[^/]+\.js$/, blockStart);
      await page.goto('/tarifs');
      const failure = page.getByRole('alert').filter({ hasText: 'Erreur de chargement' });
      await failure.waitFor();
      const reload = failure.getByRole('button', { name: 'Recharger la page' });
      expect(await reload.evaluate((element) => element === document.activeElement)).toBe(true);
      await screenshot(page, 'startup-failure-390', { fullPage: false });

      await page.unroute(/\/assets\/start-[^/]+\.js$/, blockStart);
      await reload.click();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
      expect(await page.getByText('Erreur de chargement').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInThroughApi } from './account-support';
import { keepEssentialCookiesOnly, newVisitor, screenshot, useBrowser, settledPageWidth } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;
const phone = { width: 390, height: 844 };

const statusDot = (page: Page) => page.getByRole('button', { name: /^État du serveur/ });
const liveStatus = (page: Page) => page.locator('#etat-du-serveur [role="status"]');
/** Waits until the page has recorded its `count`th check (its answer, not only its request). */
const recorded = (page: Page, count: number) => page.locator(`#etat-du-serveur [data-checks="${count}"]`).waitFor({ state: 'attached' });

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
      await recorded(page, 1);
      expect(server.heads).toBe(1);
      expect(await statusDot(page).count()).toBe(0);

      server.failing = true;
      await nextCheck();
      await recorded(page, 2);
      await expect.poll(() => liveStatus(page).textContent()).toBe('Problème de connexion détecté');
      await statusDot(page).focus();
      await page.keyboard.press('Enter');
      expect(await statusDot(page).getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.site-status__panel').innerText()).toContain('Problème de connexion détecté');
      const panel = await page.locator('.site-status__panel').boundingBox();
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
      await screenshot(page, 'health-status-problem-390', { fullPage: false });

      for (const [heads, message] of [
        [3, 'Problème de connexion détecté'],
        [4, 'Serveur indisponible depuis 3 vérifications'],
        [5, 'Serveur indisponible depuis 3 vérifications'],
        [6, 'Serveur indisponible depuis 5 vérifications'],
      ] as const) {
        await nextCheck();
        await recorded(page, heads);
        await expect.poll(() => liveStatus(page).textContent()).toBe(message);
      }

      server.failing = false;
      await nextCheck();
      await recorded(page, 7);
      await expect.poll(() => liveStatus(page).textContent()).toBe('Connexion rétablie');
      expect(await statusDot(page).isVisible()).toBe(true);
      await nextCheck();
      await recorded(page, 8);
      expect(server.heads).toBe(8);
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
      expect(await reload.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
      await screenshot(page, 'startup-failure-390', { fullPage: false });

      await page.unroute(/\/assets\/start-[^/]+\.js$/, blockStart);
      // An image that cannot load while the page starts is no startup failure.
      await page.addInitScript(
        "document.addEventListener('DOMContentLoaded', () => { const image = document.createElement('img'); image.id = 'image-absente'; image.src = '/image-absente.png'; document.body.append(image); })",
      );
      await reload.click();
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      await expect.poll(() => page.evaluate("document.getElementById('image-absente')?.complete && document.getElementById('image-absente').naturalWidth === 0")).toBe(true);
      expect(await page.getByText('Erreur de chargement').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows « Erreur de chargement » when the app throws while it starts', async () => {
    const { page, context } = await newVisitor(browser(), runtime.site, phone);
    try {
      await page.route(/\/assets\/start-[^/]+\.js$/, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: "throw new Error('démarrage impossible');" }),
      );
      await page.goto('/');
      await page.getByRole('alert').filter({ hasText: 'Erreur de chargement' }).waitFor();
      expect(await page.getByRole('button', { name: 'Recharger la page' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe("the back office's health page", () => {
  const browser = useBrowser();

  for (const viewport of [{ width: 1280, height: 900 }, phone]) {
    it(`at ${viewport.width} px: « Administration » in the breadcrumb, the day's checks and uptime, the way to the customer space, nothing wider than the window`, async () => {
      const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, viewport);
      try {
        await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
        if (viewport.width >= 900) {
          await page.goto('/admin/parcels');
          await page.getByRole('menuitem', { name: 'Santé du serveur' }).click();
          await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/sante');
        } else await page.goto('/admin/sante');

        await page.getByRole('heading', { name: 'Santé du serveur', level: 1 }).waitFor();
        const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
        expect(await breadcrumb.innerText()).toContain('Santé du serveur');
        if (viewport.width >= 900) expect(await breadcrumb.innerText()).toMatch(/^Administration\s*›/);
        // The runtime checks every 30 s from its start: once the day has a check, the product is healthy.
        const checks = async () => Number((await page.getByRole('region', { name: 'Vérifications' }).innerText()).replace(/\D/g, '') || 0);
        await expect
          .poll(
            async () => {
              if ((await checks()) === 0) await page.getByRole('button', { name: 'Actualiser la santé du serveur' }).click();
              return checks();
            },
            { timeout: 45_000, interval: 2000 },
          )
          .toBeGreaterThan(0);
        await page.getByRole('img', { name: /^État par tranche de 5 minutes/ }).waitFor();
        expect(await page.getByRole('region', { name: 'Disponibilité sur 24 h' }).innerText()).toMatch(/100\s%/);
        expect(await page.getByRole('alert').count()).toBe(0);
        const customerSpace = page.getByRole('link', { name: 'Espace client du site Passerelle' });
        expect(await customerSpace.getAttribute('href')).toBe('/dashboard');
        expect(await customerSpace.isVisible()).toBe(true);
        const width = await settledPageWidth(page);
        expect(width).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `admin-health-${viewport.width}`);

        await customerSpace.click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

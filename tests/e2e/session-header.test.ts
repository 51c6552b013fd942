import { describe, expect, inject, it } from 'vitest';
import { keepEssentialCookiesOnly, newVisitor, useBrowser } from './browser';

const runtime = inject('runtime');

/**
 * The public pages learn who is signed in only from the cookie the API sets at sign-in: a customer
 * still finds their area in the header of every page, prerendered ones included, and a visitor's
 * pages never ask.
 */
describe('the header of a signed-in customer', () => {
  const browser = useBrowser();

  it('shows the customer area on the public pages once signed in, and "Connexion" again after logging out', async () => {
    const account = runtime.accounts.find((candidate) => !candidate.admin);
    expect(account, 'compte client de démonstration').toBeDefined();
    if (!account) return;
    const { page, context, pageErrors, consoleErrors, apiRequests } = await newVisitor(browser(), runtime.site);
    const header = page.getByRole('banner');
    try {
      await page.goto('/connexion');
      await keepEssentialCookiesOnly(page);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
      await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await header.getByRole('link', { name: 'Mon espace' }).waitFor();

      // Prerendered pages, loaded from the server: the header asks who is signed in, then says so.
      for (const path of ['/', '/calculateur']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await header.getByRole('link', { name: 'Mon espace' }).waitFor();
        expect(await header.getByRole('link', { name: 'Connexion' }).count(), path).toBe(0);
      }
      expect(apiRequests.filter((request) => request === 'GET /api/me').length).toBeGreaterThanOrEqual(2);

      await header.getByRole('button', { name: 'Se déconnecter' }).click();
      await page.waitForURL((url) => url.pathname === '/connexion');
      apiRequests.length = 0;
      await page.goto('/', { waitUntil: 'networkidle' });
      await header.getByRole('link', { name: 'Connexion' }).waitFor();
      expect(apiRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

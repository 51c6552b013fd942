import { describe, expect, inject, it } from 'vitest';
import { registeredCustomer } from '../support/accounts';
import { screenshot, useBrowser } from './browser';
import { answerCookieBanner, cookiesAfterBrowserRestart, credentialsOf, newVisitorAtOwnAddress, signInThroughForm } from './account-support';

const runtime = inject('runtime');

/**
 * DECISIONS: « Se souvenir de moi » really works. Unticked, the session ends with the browser
 * session; ticked, it lasts 30 days. A browser restart is a new context holding the cookies the
 * browser would have kept: those with an expiry.
 */
describe('« Se souvenir de moi » across a browser restart', () => {
  const browser = useBrowser();

  it.each([
    { remember: false, after: '/connexion' },
    { remember: true, after: '/dashboard' },
  ])('remember: $remember, the restarted browser opens /dashboard and lands on $after', async ({ remember, after }) => {
    const { form } = await registeredCustomer(runtime, { firstName: remember ? 'Rémi' : 'Noémie' });
    const { email, password } = credentialsOf(form);
    const first = await newVisitorAtOwnAddress(browser(), runtime.site);
    try {
      await first.page.goto('/connexion');
      await answerCookieBanner(first.page);
      await signInThroughForm(first.page, email, password, { remember });
      await first.page.waitForURL((url) => url.pathname === '/dashboard');
      await first.page.getByRole('heading', { level: 1, name: new RegExp(`^Bonjour ${form.firstName}`) }).waitFor();

      const session = (await first.context.cookies()).find((cookie) => cookie.name === 'pa_session');
      expect(session, 'cookie de session').toBeDefined();
      if (remember) {
        const days = ((session?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(29);
        expect(days).toBeLessThanOrEqual(30.1);
      } else {
        expect(session?.expires).toBe(-1);
      }

      const kept = await cookiesAfterBrowserRestart(first.context);
      await first.context.close();

      const restarted = await browser().newContext({ baseURL: runtime.site, locale: 'fr-FR', timezoneId: 'Europe/Paris', storageState: kept });
      try {
        restarted.setDefaultTimeout(10_000);
        const page = await restarted.newPage();
        await page.goto('/dashboard');
        if (remember) {
          await page.getByRole('heading', { level: 1, name: new RegExp(`^Bonjour ${form.firstName}`) }).waitFor();
          expect(new URL(page.url()).pathname).toBe('/dashboard');
        } else {
          await page.waitForURL((url) => url.pathname === after);
          expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
          await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
        }
        await screenshot(page, `se-souvenir-de-moi-${remember ? 'coche' : 'decoche'}`);
      } finally {
        await restarted.close();
      }
    } finally {
      await first.context.close().catch(() => undefined);
    }
  });
});

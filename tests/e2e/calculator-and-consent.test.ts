import { describe, expect, inject, it } from 'vitest';
import { newVisitor, screenshot, useBrowser, waitForExpression } from './browser';

const runtime = inject('runtime');

describe('a visitor of the public site', () => {
  const browser = useBrowser();

  it('answers the cookie banner once: the choice persists and page views start only after consent', async () => {
    const { page, context } = await newVisitor(browser(), runtime.site);
    try {
      await page.goto('/tarifs');
      await page.getByRole('button', { name: 'Accepter tout' }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Accepter tout' }).isEnabled()).toBe(true);
      expect(await page.evaluate('window.dataLayer === undefined')).toBe(true);
      await page.getByRole('button', { name: 'Accepter tout' }).click();
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Accepter tout' }).count()).toBe(0);
      expect(JSON.parse((await page.evaluate("localStorage.getItem('cookie-consent')")) as string)).toMatchObject({ essential: true, analytics: true });
      // The app fills dataLayer once its modules have run, after the prerendered page shows: wait for it.
      await waitForExpression(page, "(window.dataLayer ?? []).some((entry) => entry.event === 'page_view' && entry.page_path === '/tarifs')");
    } finally {
      await context.close();
    }
  });

  it('shows the banner in the page itself to a new visitor, and never to a returning one, before the app runs', async () => {
    const { page, context } = await newVisitor(browser(), runtime.site);
    try {
      // The app's scripts never arrive: what shows is the prerendered HTML and index.html's first script.
      await context.route('**/assets/*.js', (route) => route.abort());
      const banner = page.getByRole('region', { name: 'Vos choix en matière de cookies' });
      await page.goto('/tarifs');
      expect(await banner.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Accepter tout' }).isDisabled()).toBe(true);
      await page.evaluate(
        `localStorage.setItem('cookie-consent', JSON.stringify({ essential: true, analytics: false, preferences: false, marketing: false, decidedAt: '2026-11-22T08:00:00.000Z' }))`,
      );
      await page.goto('/faq');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Vos questions, nos réponses');
      expect(await banner.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('prices a parcel with the calculator, after the French error for 31 kg', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      await page.goto('/calculateur');
      await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
      await page.getByLabel('Destination').selectOption({ label: 'La Réunion' });
      await page.getByLabel('Poids (kg)').fill('31');
      await page.getByLabel('Longueur (cm)').fill('30');
      await page.getByText('Le poids maximum autorisé est de 30 kg').waitFor();
      const calculate = page.getByRole('button', { name: 'Calculer les tarifs' });
      expect(await calculate.isDisabled()).toBe(true);
      await page.getByLabel('Poids (kg)').fill('2.4');
      await page.getByLabel('Largeur (cm)').fill('20');
      await page.getByLabel('Hauteur (cm)').fill('10');
      expect(await page.getByText('Le poids maximum autorisé est de 30 kg').count()).toBe(0);
      await calculate.click();
      const results = page.locator('.calculator__results');
      await results.getByText('13,80\u00a0€').waitFor();
      expect(await results.innerText()).toContain('Avec Premium : 11,04\u00a0€');
      await screenshot(page, '06-calculateur-resultats');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

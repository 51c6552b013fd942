import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInDemoAccounts } from '../support/signed-in';
import { signInThroughApi, signInThroughForm } from './account-support';
import { navigateInApp, newVisitor, screenshot, useBrowser, type Visitor, settledPageWidth } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;
const customerAccount = runtime.accounts.find((account) => !account.admin)!;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Every WCAG 2.1 A and AA rule axe knows, whatever its impact: the back office aims at Lighthouse's 100. */
const accessibilityViolations = async (page: Page): Promise<string[]> => {
  await page.evaluate(axeSource);
  // A string, evaluated in the page: the test process has no DOM types.
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((result) => result.violations)`,
  )) as AxeViolation[];
  return violations.map((violation) => `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

/**
 * A staff member signed in, in a window of the given width, whose page is still blank: each test opens the page it
 * tests. Signed in through the sign-in API: the sign-in page leading to the staff home has journeys of its own
 * (the reception journey, the content security policy's).
 */
const signedInStaff = async (width: number): Promise<Visitor> => {
  const visitor = await newVisitor(browser(), runtime.site, { width, height: width < 600 ? 844 : 900 });
  await signInThroughApi(visitor.context, adminAccount.email, adminAccount.password, adminAccount);
  return visitor;
};

let browser: ReturnType<typeof useBrowser>;

/**
 * The pages staff open most, each with what shows it has drawn its data, found nowhere on the page before it. The
 * first two are loaded (the staff home without react-admin, then react-admin itself); the others are reached as a
 * person reaches them, inside the app, without loading react-admin again.
 */
const mainPages = [
  { name: 'accueil', path: '/admin/', load: true, ready: (page: Page) => page.getByRole('link', { name: /^\d[\d\s]*\+? Colis en attente$/ }).waitFor() },
  { name: 'liste des colis', path: '/admin/parcels', load: true, ready: (page: Page) => page.getByText('Total des colis').waitFor() },
  { name: 'un colis', path: 'first-parcel', load: false, ready: (page: Page) => page.getByRole('tab').first().waitFor() },
  { name: 'expéditions', path: '/admin/expeditions', load: false, ready: (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Statut' }).waitFor() },
  { name: 'utilisateurs', path: '/admin/utilisateurs', load: false, ready: (page: Page) => page.getByText('Marie Durand').first().waitFor() },
  { name: 'support', path: '/admin/support', load: false, ready: (page: Page) => page.getByRole('navigation', { name: 'Conversations' }).waitFor() },
] as const;

describe('the back office’s main pages', () => {
  browser = useBrowser();
  let firstParcelPath = '';

  beforeAll(async () => {
    // The parcel first in the back office's list, asked of the list's API: its page is what staff open from the list.
    const { admin } = await signInDemoAccounts(runtime);
    const first = (await admin.get<{ items: { id: string }[] }>('/admin/api/parcels?perPage=1')).body.items[0];
    if (!first) throw new Error('aucun colis de démonstration');
    firstParcelPath = `/admin/parcels/${first.id}/show`;
  });

  it('asks the API who is signed in once per load, and not again from page to page', async () => {
    const { page, context, apiRequests, pageErrors } = await signedInStaff(1280);
    try {
      apiRequests.length = 0;
      await page.goto('/admin/', { waitUntil: 'networkidle' });
      await page.getByRole('list', { name: 'Le travail du jour' }).waitFor();
      expect(apiRequests.filter((request) => request === 'GET /api/me')).toEqual(['GET /api/me']);

      // react-admin, loaded from the home's link, reads the same answer
      await page.getByRole('link', { name: 'Colis', exact: true }).click();
      await page.getByText('Total des colis').waitFor();
      expect(apiRequests.filter((request) => request === 'GET /api/me')).toHaveLength(1);

      await page.getByRole('menuitem', { name: 'Utilisateurs' }).click();
      await page.getByText('Marie Durand').first().waitFor();
      expect(apiRequests.filter((request) => request === 'GET /api/me')).toHaveLength(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens on a phone at the staff home, without react-admin, whose « Colis » leads to the parcels list', async () => {
    const { page, context, pageErrors } = await signedInStaff(390);
    try {
      await page.goto('/admin/', { waitUntil: 'networkidle' });
      const today = page.getByRole('list', { name: 'Le travail du jour' });
      for (const counter of ['Colis en attente', 'Colis en retour', 'Expéditions à traiter', 'Expéditions en attente de paiement', 'Messages de clients non lus', 'Achats pour moi à chiffrer']) {
        await today.getByRole('link', { name: new RegExp(`^\\d[\\d\\s]*\\+? ${counter}$`) }).waitFor();
      }
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'back-office-accueil-telephone');
      // Nothing of react-admin has run: no MUI style, no react-admin layout; its files were only fetched ahead (prefetch).
      const beforeClick = () => page.evaluate(`({
        muiStyles: document.querySelectorAll('style[data-emotion]').length,
        layout: document.querySelectorAll('.RaLayout-appFrame').length,
        reactAdmin: performance.getEntriesByType('resource').filter((entry) => /\\/react-admin-[^/]+\\.js$/.test(entry.name)).map((entry) => entry.initiatorType),
      })`);
      await expect.poll(beforeClick).toEqual({ muiStyles: 0, layout: 0, reactAdmin: ['link'] });

      await page.getByRole('link', { name: 'Colis', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/parcels');
      await page.getByText('Total des colis').waitFor();
      await page.getByRole('listitem').first().waitFor();
      expect(await page.locator('.RaLayout-appFrame').count()).toBe(1);
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, 'back-office-accueil-vers-colis');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a signed-in customer who opens /admin/ the access-denied page, and no figure of the back office', async () => {
    const { page, context } = await newVisitor(browser(), runtime.site, { width: 390, height: 844 });
    try {
      await page.goto('/connexion');
      await signInThroughForm(page, customerAccount.email, customerAccount.password);
      await page.waitForURL((url) => url.pathname !== '/connexion');
      const adminApiRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/admin/api/')) adminApiRequests.push(request.url());
      });
      await page.goto('/admin/');
      await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/acces-refuse');
      expect(adminApiRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signs out from the home’s user menu, ending the session on the server', async () => {
    const { page, context, apiRequests } = await signedInStaff(390);
    try {
      await page.goto('/admin/');
      await page.getByRole('button', { name: /^Profil de / }).click();
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await page.waitForURL((url) => url.pathname === '/connexion' && url.searchParams.get('redirect') === '/admin');
      expect(apiRequests).toContain('POST /api/auth/logout');
      // the session's cookies no longer open the back office
      await page.goto('/admin/');
      await page.waitForURL((url) => url.pathname === '/connexion');
    } finally {
      await context.close();
    }
  });

  it('draws the app bar and says it is loading before its scripts have run', async () => {
    const context = await browser().newContext({ baseURL: runtime.site, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/admin/');
      expect(await page.locator('#root').getByRole('status').innerText()).toBe('Chargement du back-office…');
      expect(await page.locator('#root').innerText()).toMatch(/^P\s*Passerelle\s+Chargement du back-office…$/);
      await screenshot(page, 'back-office-avant-scripts');
    } finally {
      await context.close();
    }
  });

  it.each([
    { width: 1280, label: 'un ordinateur' },
    { width: 390, label: 'un téléphone' },
  ])('has no accessibility violation on $label', async ({ width }) => {
    const { page, context, pageErrors } = await signedInStaff(width);
    try {
      const found: string[] = [];
      for (const { name, path, load, ready } of mainPages) {
        const target = path === 'first-parcel' ? firstParcelPath : path;
        if (load) await page.goto(target, { waitUntil: 'networkidle' });
        else await navigateInApp(page, target);
        await ready(page);
        const violations = await accessibilityViolations(page);
        if (violations.length > 0) await screenshot(page, `back-office-a11y-${width}-${name.replace(/\W+/g, '-')}`);
        found.push(...violations.map((violation) => `${name} : ${violation}`));
      }
      expect(found).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { signInThroughForm } from './account-support';
import { describe, expect, inject, it } from 'vitest';
import { newVisitor, screenshot, useBrowser } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;

/**
 * The apps under their Content-Security-Policy (no inline script but those named by hash): each
 * page still renders, and the browser reports no violation, whether as a console message or as a
 * `securitypolicyviolation` event.
 */
const watchViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()} : ${message.text()}`);
  });
  // An init script comes from the browser's driver, not from the page: the policy does not apply to it.
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    console.error('Content Security Policy violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile + ':' + event.lineNumber);
  });`);
  return violations;
};

describe('the apps under their Content-Security-Policy', () => {
  const browser = useBrowser();

  it.each([
    { path: '/', heading: /\S/ },
    { path: '/calculateur', heading: /Calculez le prix/ },
    { path: '/connexion', heading: /Connexion/ },
    { path: '/inscription', heading: /Créer mon adresse gratuite/ },
    { path: '/faq', heading: /Vos questions/ },
  ])('$path renders and the browser reports no violation', async ({ path, heading }) => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().innerText()).toMatch(heading);
      // The inline script ran: it marks a stored cookie choice before the first paint.
      await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
      await page.reload();
      expect(await page.evaluate(`document.documentElement.hasAttribute('data-cookie-consent')`)).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('parses a form with zod (the calculator, loaded at its first input) with no violation', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      const violations = await watchViolations(page);
      await page.goto('/calculateur');
      await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
      await page.getByLabel('Destination').selectOption({ label: 'La Réunion' });
      await page.getByLabel('Poids (kg)').fill('31');
      await page.getByLabel('Longueur (cm)').fill('30');
      // zod has parsed (its French message is shown): its probe for `new Function` must not have run.
      await page.getByText('Le poids maximum autorisé est de 30 kg').waitFor();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/admin/ sends to the site\'s sign-in page and, signed in, shows the staff home then the parcels list, with no violation', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      const violations = await watchViolations(page);
      await page.goto('/admin/');
      await page.waitForURL((url) => url.pathname === '/connexion');
      await signInThroughForm(page, adminAccount.email, adminAccount.password, adminAccount);
      await page.waitForURL((url) => url.pathname === '/admin/');
      // the home's figures are read (zod has parsed them) and its prefetch of the sections has run
      await page.getByRole('link', { name: /^\d[\d\s]*\+? Colis en attente$/ }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Colis', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/parcels');
      await page.getByRole('row').nth(1).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'csp-admin-colis');
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('blocks a script injected into a page', async () => {
    const { page, context } = await newVisitor(browser(), runtime.site);
    try {
      const violations = await watchViolations(page);
      await page.goto('/');
      await page.evaluate(`(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.head.append(script);
      })()`);
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(await page.evaluate('window.injected === true')).toBe(false);
    } finally {
      await context.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { lastMailTo, registeredCustomer } from '../support/accounts';
import { readableText, screenshot, useBrowser } from './browser';
import { answerCookieBanner, credentialsOf, newVisitorAtOwnAddress, pathOfLink, signInThroughForm } from './account-support';

const runtime = inject('runtime');

/** /compte: a new sign-in address waits for the link sent to it, then replaces the old one. */
describe('a change of e-mail address from the account page', () => {
  const browser = useBrowser();

  it('shows the new address as pending, confirms it from its mail and signs in with it', async () => {
    const { form } = await registeredCustomer(runtime, { firstName: 'Maëlle' });
    const { email, password } = credentialsOf(form);
    const newEmail = `e2e-nouvelle-${randomUUID()}@example.com`;
    const { page, context, pageErrors } = await newVisitorAtOwnAddress(browser(), runtime.site);
    try {
      await page.goto('/compte');
      await page.waitForURL((url) => url.pathname === '/connexion');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/compte');
      await answerCookieBanner(page);
      await signInThroughForm(page, email, password);
      await page.waitForURL((url) => url.pathname === '/compte');

      const section = page.getByRole('region', { name: 'Adresse email' });
      await section.getByLabel(/^Nouvelle adresse email/).fill(newEmail);
      await section.getByRole('button', { name: "Changer d'adresse email" }).click();
      await section.getByText('Nouvelle adresse en attente de confirmation').waitFor();
      expect(await readableText(section)).toContain(newEmail);
      await screenshot(page, 'compte-01-nouvelle-adresse-en-attente');

      const mail = await lastMailTo(runtime, newEmail, 'Confirmez votre nouvelle adresse email');
      await page.goto(pathOfLink(mail, '/confirmer-nouvel-email'));
      await page.getByRole('heading', { level: 1, name: 'Nouvelle adresse confirmée' }).waitFor();
      expect(await readableText(page.locator('.auth-success'))).toContain(newEmail);
      await screenshot(page, 'compte-02-nouvelle-adresse-confirmee');

      await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
      await page.waitForURL((url) => url.pathname === '/connexion');
      await signInThroughForm(page, newEmail, password);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goto('/compte');
      expect(await readableText(page.getByRole('region', { name: 'Mon profil' }))).toContain(newEmail);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

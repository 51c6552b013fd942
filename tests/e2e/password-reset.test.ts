import { describe, expect, inject, it } from 'vitest';
import { lastMailTo, registeredCustomer } from '../support/accounts';
import { screenshot, useBrowser, waitForText } from './browser';
import { answerCookieBanner, credentialsOf, newVisitorAtOwnAddress, pathOfLink, signInThroughForm } from './account-support';

const runtime = inject('runtime');

/** Spec 1, section 2.9: a forgotten password, reset from the mail's link, then a sign-in with the new one. */
describe('a forgotten password', () => {
  const browser = useBrowser();

  it('is reset from the link of the mail; the new password signs in, the old one no longer does', async () => {
    const { form } = await registeredCustomer(runtime, { firstName: 'Oubliée' });
    const { email, password } = credentialsOf(form);
    const newPassword = 'Nouveau#2026-e2e';
    const { page, context, pageErrors } = await newVisitorAtOwnAddress(browser(), runtime.site);
    try {
      await page.goto('/connexion');
      await answerCookieBanner(page);
      await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
      await page.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
      await page.getByRole('heading', { name: 'Vérifiez votre boîte mail' }).waitFor();
      await screenshot(page, 'reinitialisation-01-lien-envoye');

      const mail = await lastMailTo(runtime, email.toLowerCase(), 'Réinitialisation de votre mot de passe');
      const link = pathOfLink(mail, '/reset-password');
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' }).waitFor();
      await page.getByLabel(/^Nouveau mot de passe/).fill(newPassword);
      await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill(newPassword);
      await screenshot(page, 'reinitialisation-02-nouveau-mot-de-passe');
      await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();

      // The new password signs the person in.
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(await waitForText(page.getByRole('heading', { level: 1 }), /^Bonjour Oubliée/)).toMatch(/^Bonjour Oubliée/);

      await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
      await page.waitForURL((url) => url.pathname === '/connexion');
      await signInThroughForm(page, email, password);
      expect(await waitForText(page.getByRole('alert'), 'Email ou mot de passe incorrect')).toBe('Email ou mot de passe incorrect');
      await signInThroughForm(page, email, newPassword);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { level: 1, name: /^Bonjour Oubliée/ }).waitFor();

      // The link served once: a second use is refused, with the way to a new one.
      await page.goto(link);
      await page.getByLabel(/^Nouveau mot de passe/).fill('Encore#2026-e2e');
      await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('Encore#2026-e2e');
      await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
      await page.getByRole('heading', { level: 1, name: "Ce lien n'est plus valable" }).waitFor();
      expect(await page.getByRole('link', { name: 'Recevoir un nouveau lien' }).getAttribute('href')).toBe('/connexion?vue=mot-de-passe-oublie');
      await screenshot(page, 'reinitialisation-03-lien-deja-utilise');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { lastMailTo } from '../support/accounts';
import { readableText, screenshot, useBrowser, waitForText } from './browser';
import { answerCookieBanner, newVisitorAtOwnAddress, pathOfLink, signInThroughForm } from './account-support';

const runtime = inject('runtime');

/**
 * Spec 1, section 2.10: a visitor registers from the home page, opens the confirmation mail, follows
 * its link, sees their personal French address, signs in and finds it on the dashboard.
 */
describe('registration, from the home page to the French address on the dashboard', () => {
  const browser = useBrowser();

  it('registers, confirms the e-mail from its link, signs in and sees the French address', async () => {
    const email = `e2e-inscription-${randomUUID()}@example.com`;
    const password = 'Soleil#2026-e2e';
    const { page, context, pageErrors } = await newVisitorAtOwnAddress(browser(), runtime.site);
    try {
      await page.goto('/');
      await answerCookieBanner(page);
      await page.getByRole('link', { name: 'Créer mon adresse gratuite' }).first().click();
      await page.waitForURL((url) => url.pathname === '/inscription');
      await page.getByRole('heading', { level: 1, name: 'Créer mon adresse gratuite' }).waitFor();

      // The spec's first rule broken is the first message.
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      const messages = page.getByTestId('registration-errors').getByRole('listitem');
      await messages.first().waitFor();
      expect(await messages.first().innerText()).toBe('Vous devez accepter les conditions générales');

      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/^Mot de passe/).fill(password);
      await page.getByLabel(/^Confirmer le mot de passe/).fill(password);
      await page.getByLabel(/^Prénom/).fill('Léa');
      await page.getByLabel(/^Nom/).fill('Hoarau');
      await page.getByLabel(/^Téléphone/).fill('0639 12 34 56');
      await page.getByLabel(/^Territoire/).selectOption('mayotte');
      await page.getByLabel(/^Adresse complète/).fill('3 rue du Lagon');
      await page.getByLabel(/^Code postal/).fill('97600');
      await page.getByLabel(/^Ville/).fill('Mamoudzou');
      await page.getByRole('checkbox', { name: /conditions générales/ }).check();
      await screenshot(page, 'inscription-01-formulaire');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();

      await page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' }).waitFor();
      expect(await readableText(page.locator('.auth-success'))).toContain(email);
      await screenshot(page, 'inscription-02-verifiez-vos-mails');

      const mail = await lastMailTo(runtime, email, 'Confirmez votre adresse email');
      await page.goto(pathOfLink(mail, '/confirmer-email'));
      await page.getByRole('heading', { level: 1, name: 'Votre adresse email est confirmée' }).waitFor();
      const confirmedAddress = page.getByRole('region', { name: 'Votre adresse en France' });
      const boxNumber = await confirmedAddress.locator('.address-card__box strong').innerText();
      expect(boxNumber).toMatch(/\S{4,}/);
      expect(await readableText(confirmedAddress.getByTestId('french-address'))).toContain(boxNumber);
      await screenshot(page, 'inscription-03-email-confirme');

      await page.getByRole('link', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname === '/connexion');
      await signInThroughForm(page, email, password);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(await waitForText(page.getByRole('heading', { level: 1 }), /^Bonjour Léa/)).toMatch(/^Bonjour Léa/);
      const card = page.getByRole('region', { name: 'Votre adresse en France' });
      expect(await card.locator('.address-card__box strong').innerText()).toBe(boxNumber);
      const address = await readableText(card.getByTestId('french-address'));
      expect(address).toContain(`Léa Hoarau — ${boxNumber}`);
      expect(address).toContain('60290');
      await screenshot(page, 'inscription-04-tableau-de-bord');

      // The link served once: opened again, it says so and offers a new one.
      await page.goto(pathOfLink(mail, '/confirmer-email'));
      await page.getByRole('heading', { level: 1, name: "Ce lien n'est plus valable" }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

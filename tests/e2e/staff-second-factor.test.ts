import { describe, expect, inject, it } from 'vitest';
import { totpNow } from '../../infra/local/cognito-mfa/totp';
import { runTask } from '../../infra/local/seed';
import { registeredCustomer } from '../support/accounts';
import { answerCookieBanner, answerSecondFactor, newVisitorAtOwnAddress, signInThroughForm } from './account-support';
import { screenshot, useBrowser } from './browser';

const runtime = inject('runtime');

describe('staff second factor', () => {
  const browser = useBrowser();

  it('a new staff member enrols an authenticator app from the QR code’s key at the first sign-in, keeps the recovery codes, signs in with the app’s code, and with a recovery code once the phone is lost', async () => {
    Object.assign(process.env, runtime.environment);
    const { form } = await registeredCustomer(runtime);
    await runTask('manage-admin-rights', { action: 'grant', email: form.email, by: 'test-operateur' });

    let secret = '';
    let recoveryCodes: string[] = [];
    const first = await newVisitorAtOwnAddress(browser(), runtime.site);
    try {
      const { page } = first;
      await page.goto('/connexion');
      await answerCookieBanner(page);
      await signInThroughForm(page, form.email, form.password);
      await page.getByRole('heading', { name: 'Double authentification' }).waitFor();
      await page.getByText('Scannez ce QR code avec votre application d’authentification', { exact: false }).waitFor();
      await page.getByRole('img', { name: 'QR code de la double authentification' }).waitFor();
      // The key as the person would type it in the app (grouped by four).
      secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await screenshot(page, 'double-authentification-01-enrolement');
      expect(page.url()).toMatch(/\/connexion$/);

      const field = page.getByRole('textbox', { name: 'Code à 6 chiffres' });
      await field.fill(String((Number(totpNow(secret)) + 500_000) % 1_000_000).padStart(6, '0'));
      await page.getByRole('button', { name: 'Activer la double authentification' }).click();
      await page.getByRole('alert').filter({ hasText: 'Code invalide. Veuillez réessayer.' }).waitFor();
      await field.fill(totpNow(secret));
      await page.getByRole('button', { name: 'Activer la double authentification' }).click();

      await page.getByRole('heading', { name: 'Codes de secours' }).waitFor();
      recoveryCodes = await page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem').allInnerTexts();
      expect(recoveryCodes).toHaveLength(10);
      await screenshot(page, 'double-authentification-02-codes-de-secours');
      await page.getByRole('button', { name: 'J’ai conservé mes codes, continuer' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      expect(first.pageErrors).toEqual([]);
    } finally {
      await first.context.close();
    }

    const later = await newVisitorAtOwnAddress(browser(), runtime.site);
    try {
      const { page } = later;
      await page.goto('/connexion');
      await answerCookieBanner(page);
      await signInThroughForm(page, form.email, form.password);
      await page.getByRole('heading', { name: 'Double authentification' }).waitFor();
      await page.getByText('Saisissez le code à 6 chiffres affiché par votre application d’authentification.').waitFor();
      await screenshot(page, 'double-authentification-03-code');
      await answerSecondFactor(page, secret);
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      expect(later.pageErrors).toEqual([]);
    } finally {
      await later.context.close();
    }

    // The phone is lost: a recovery code, then the page enrols a new app at once (the password is sent again).
    const lost = await newVisitorAtOwnAddress(browser(), runtime.site);
    try {
      const { page } = lost;
      await page.goto('/connexion');
      await answerCookieBanner(page);
      await signInThroughForm(page, form.email, form.password);
      await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
      await page.getByRole('textbox', { name: 'Code de secours' }).fill(recoveryCodes[0] ?? '');
      await page.getByRole('button', { name: 'Vérifier' }).click();
      await page.getByText('Code de secours accepté. Enregistrez maintenant votre nouvelle application d’authentification.').waitFor();
      const newSecret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
      expect(newSecret).not.toBe(secret);
      await screenshot(page, 'double-authentification-04-apres-code-de-secours');
      await page.getByRole('textbox', { name: 'Code à 6 chiffres' }).fill(totpNow(newSecret));
      await page.getByRole('button', { name: 'Activer la double authentification' }).click();
      await page.getByRole('button', { name: 'J’ai conservé mes codes, continuer' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      expect(lost.pageErrors).toEqual([]);
    } finally {
      await lost.context.close();
    }
  }, 150_000);
});

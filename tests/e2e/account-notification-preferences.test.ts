import { randomInt } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { registeredCustomer } from '../support/accounts';
import { newVisitor, screenshot, useBrowser, settledPageWidth } from './browser';
import { answerCookieBanner, credentialsOf, signInThroughForm } from './account-support';

const runtime = inject('runtime');

/** /compte on a phone: the customer turns the storage reminders off, and the choice is still there after a reload. */
describe('the mails a customer receives, chosen from the account page', () => {
  const browser = useBrowser();

  it('turns storage reminders off at 390 px, confirms it, and keeps it after a reload', async () => {
    const { form } = await registeredCustomer(runtime, { firstName: 'Inès' });
    const { email, password } = credentialsOf(form);
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, { width: 390, height: 844 });
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` });
    try {
      await page.goto('/compte');
      await page.waitForURL((url) => url.pathname === '/connexion');
      await answerCookieBanner(page);
      await signInThroughForm(page, email, password);
      await page.waitForURL((url) => url.pathname === '/compte');

      const section = page.getByRole('region', { name: 'E-mails reçus' });
      const reminders = section.getByRole('checkbox', { name: /Rappels de stockage/ });
      await reminders.waitFor();
      expect(await reminders.isChecked()).toBe(true);
      const save = section.getByRole('button', { name: 'Enregistrer mes préférences' });
      expect(await save.isDisabled()).toBe(true);
      await reminders.uncheck();
      await save.click();
      await section.getByText('Vos préférences d’e-mails ont été enregistrées.').waitFor();
      // Nothing wider than the phone's screen.
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, 'compte-emails-recus-390');

      await page.reload();
      await section.getByRole('checkbox', { name: /Rappels de stockage/ }).waitFor();
      expect(await section.getByRole('checkbox', { name: /Rappels de stockage/ }).isChecked()).toBe(false);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

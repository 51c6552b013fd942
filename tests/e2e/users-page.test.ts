import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../infra/local/api-client';
import { registrationForm } from '../support/accounts';
import { signInThroughApi } from './account-support';
import { newVisitor, screenshot, useBrowser, settledPageWidth } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;

describe('the back office users page (/admin/utilisateurs)', () => {
  const browser = useBrowser();

  it('shows the counters, finds a customer by a part of their name, and filters on the e-mail status', async () => {
    // A customer who registered a moment ago and has not confirmed their e-mail yet.
    const lastName = `Zébulon${randomUUID().slice(0, 6)}`;
    const registered = await createApiClient(runtime.site).post('/api/auth/register', registrationForm({ firstName: 'Ulysse', lastName }));
    expect(registered.status).toBe(201);

    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
      await page.goto('/admin/utilisateurs');
      await page.getByText('Gestion des utilisateurs').first().waitFor();
      await page.getByText('Marie Durand').waitFor();
      for (const counter of ['Utilisateurs', 'E-mails confirmés', 'Abonnés Premium']) await page.getByText(counter, { exact: true }).first().waitFor();
      await screenshot(page, 'utilisateurs-01-liste');

      // Search: a prefix of the last name, in lower case and without its accent.
      await page.getByPlaceholder(/Nom, prénom, e-mail/).fill(lastName.slice(0, 6).toLowerCase().replace('é', 'e'));
      await page.getByText(`Ulysse ${lastName}`).waitFor();
      await page.getByText('Marie Durand').waitFor({ state: 'detached' });
      await screenshot(page, 'utilisateurs-02-recherche');

      // Filter: only the unconfirmed addresses (the demo customer confirmed hers).
      await page.getByPlaceholder(/Nom, prénom, e-mail/).fill('');
      await page.getByText('Marie Durand').waitFor();
      await page.getByRole('combobox', { name: /Statut de l/ }).click();
      await page.getByRole('option', { name: /Non confirmé/ }).click();
      await page.getByText(`Ulysse ${lastName}`).waitFor();
      await page.getByText('Marie Durand').waitFor({ state: 'detached' });
      await screenshot(page, 'utilisateurs-03-non-confirmes');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fits a phone: the app bar shows Passerelle, the lists are one line per row, nothing wider than 390 px', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, { width: 390, height: 844 });
    try {
      await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
      for (const path of ['/admin/utilisateurs', '/admin/parcels']) {
        await page.goto(path);
        await page.getByLabel('Passerelle').first().waitFor();
        await page.getByRole('listitem').first().waitFor();
        const width = await settledPageWidth(page);
        expect(width, path).toBeLessThanOrEqual(390);
        await screenshot(page, `mobile${path.replaceAll('/', '-')}`);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

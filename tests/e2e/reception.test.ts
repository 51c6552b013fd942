import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { registeredCustomer, ses } from '../support/accounts';
import { waitForMails } from '../support/mailbox';
import { signInThroughApi } from './account-support';
import { newVisitor, screenshot, useBrowser } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;

/** Two real photos on disk, as a warehouse phone would pick them. */
const photoFiles = async (): Promise<string[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'reception-'));
  const colours = [{ r: 200, g: 120, b: 40 }, { r: 40, g: 120, b: 200 }];
  return Promise.all(
    colours.map(async (background, index) => {
      const path = join(dir, `carton-${index + 1}.jpg`);
      writeFileSync(path, await sharp({ create: { width: 900, height: 700, channels: 3, background } }).jpeg().toBuffer());
      return path;
    }),
  );
};

describe('recording a reception in the back office (/admin/ajouter-colis)', () => {
  const browser = useBrowser();

  it('finds the client, records the parcel with two photos, mails the client once, and lists the parcel with its thumbnail', async () => {
    const lastName = `Réception${randomUUID().slice(0, 6)}`;
    const { form } = await registeredCustomer(runtime, { firstName: 'Léa', lastName });
    const trackingNumber = `E2E${Date.now()}`;
    const files = await photoFiles();

    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
      await page.goto('/admin/ajouter-colis');
      await page.getByRole('heading', { level: 1, name: 'Enregistrer une réception' }).waitFor();
      // No client yet: the button waits for one.
      await expect.poll(() => page.getByRole('button', { name: 'Enregistrer la réception' }).isDisabled()).toBe(true);

      // Case-insensitive search on the last name, served by the server.
      await page.getByLabel(/Rechercher un client/).fill(lastName.toLowerCase());
      await page.getByRole('option', { name: new RegExp(form.email, 'i') }).click();
      await page.getByTestId('storage-terms').getByText(/3 jours gratuits/).waitFor();

      await page.getByLabel('Numéro de suivi').fill(trackingNumber);
      await page.getByRole('combobox', { name: 'Transporteur' }).click();
      await page.getByRole('option', { name: 'Chronopost' }).click();
      await page.getByLabel('Poids (kg)').fill('2');
      await page.getByRole('combobox', { name: 'Destination' }).click();
      for (const destination of ['Guadeloupe', 'Martinique', 'Guyane', 'La Réunion', 'Mayotte', 'Maroc']) await page.getByRole('option', { name: destination }).waitFor();
      await page.getByRole('option', { name: 'La Réunion' }).click();
      await page.getByTestId('shipping-estimate').getByText('Standard').waitFor();
      await page.getByLabel('Description du contenu').fill('Pièces de vélo');
      await page.getByText('14/500 caractères').waitFor();
      await page.getByLabel('Photos du colis').setInputFiles(files);
      await page.getByText('Ajouter des photos (2/5)').waitFor();
      await screenshot(page, 'reception-01-formulaire');

      await page.getByRole('button', { name: 'Enregistrer la réception' }).click();
      await page.waitForURL(/\/admin\/parcels\/[^/]+\/show/);

      const mails = await waitForMails(ses(runtime), form.email.toLowerCase(), 1, (mail) => mail.subject.includes(trackingNumber));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body.text).toContain('2 photos');

      await page.goto('/admin/parcels');
      const row = page.getByRole('row').filter({ hasText: trackingNumber });
      await row.getByRole('img', { name: `Photo du colis ${trackingNumber}` }).waitFor();
      await expect.poll(() => row.getByLabel('2 photo(s)').count()).toBe(1);
      await row.getByText('Reçu').waitFor();
      for (const counter of ['Total des colis', 'En attente', 'Avec photos']) await page.getByText(counter, { exact: true }).waitFor();
      await screenshot(page, 'reception-02-liste');

      // The status filter: the parcel is among the received ones, not among the declared ones.
      await page.getByRole('combobox', { name: 'Statut' }).click();
      await page.getByRole('option', { name: 'Déclaré' }).click();
      await page.getByRole('row').filter({ hasText: trackingNumber }).waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: 'Statut' }).click();
      await page.getByRole('option', { name: 'Reçu' }).click();
      await page.getByRole('row').filter({ hasText: trackingNumber }).waitFor();

      // The search: the beginning of the number, in lower case, finds it (and only the parcels starting so).
      await page.getByPlaceholder('Rechercher un numéro de suivi').fill(trackingNumber.slice(0, -2).toLowerCase());
      await page.getByRole('row').filter({ hasText: 'TBA301234567890' }).waitFor({ state: 'detached' });
      await page.getByRole('row').filter({ hasText: trackingNumber }).waitFor();
      await screenshot(page, 'reception-03-recherche');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { ParcelCommandResult } from '../../domain/parcel/parcel-views';
import { registeredCustomer, ses } from '../support/accounts';
import { declaration } from '../support/fixtures';
import { waitForMails } from '../support/mailbox';
import { signInDemoAccounts } from '../support/signed-in';
import { signInThroughApi } from './account-support';
import { newVisitor, readableText, screenshot, useBrowser, settledPageWidth } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;

const photoFile = async (): Promise<string> => {
  const path = join(mkdtempSync(join(tmpdir(), 'parcel-page-')), 'etiquette.png');
  writeFileSync(path, await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 30, b: 160 } } }).png().toBuffer());
  return path;
};

describe('the parcel page of the back office (spec 3, section 2.4)', () => {
  const browser = useBrowser();
  let customer: ApiClient;
  let admin: ApiClient;
  let email: string;

  /** A parcel the customer declared and the warehouse received, through the API. */
  const receivedParcel = async (): Promise<{ id: string; trackingNumber: string }> => {
    const trackingNumber = `PG${Date.now()}${Math.floor(Math.random() * 100)}`;
    const declared = await customer.post<{ parcelId: string }>('/api/parcels', declaration({ trackingNumber }));
    const received = await admin.post<ParcelCommandResult>(`/admin/api/parcels/${declared.body.parcelId}/receive`, { weightKg: 1.3, lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect(received.status).toBe(200);
    return { id: declared.body.parcelId, trackingNumber };
  };

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime, { firstName: 'Inès' });
    customer = registered.client;
    email = registered.form.email.toLowerCase();
  }, 60_000);

  it('corrects with a reason, shows the history, puts away, notifies the client, adds a photo and opens it', async () => {
    const parcel = await receivedParcel();
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
      await page.goto(`/admin/colis/${parcel.id}/edit`);
      await page.waitForURL(new RegExp(`/admin/parcels/${parcel.id}/show\\?mode=edition`));
      await page.getByRole('heading', { name: 'Corriger le colis' }).waitFor();

      // Without a reason the correction is refused, with the French message.
      await page.getByLabel('Poids mesuré (kg)').fill('1.45');
      await page.getByRole('button', { name: 'Enregistrer la correction' }).click();
      await page.getByText('Veuillez indiquer le motif de la correction').waitFor();
      await page.getByLabel('Motif de la correction').fill('Pesée refaite au quai');
      await screenshot(page, 'parcel-page-01-correction');
      await page.getByRole('button', { name: 'Enregistrer la correction' }).click();
      await page.getByText('Correction enregistrée').waitFor();
      // Back to the details, which show the corrected weight.
      await page.getByRole('heading', { name: 'Corriger le colis' }).waitFor({ state: 'detached' });
      await page.getByText('1,45 kg').first().waitFor();

      // The history tab: what, who, when, why.
      await page.getByRole('tab', { name: 'Historique' }).click();
      await page.waitForURL(/onglet=historique/);
      const history = page.getByRole('list', { name: 'Historique du colis' });
      const correction = history.getByRole('listitem').filter({ hasText: 'Informations corrigées' });
      await correction.waitFor();
      const line = await readableText(correction);
      expect(line).toContain('Poids mesuré : 1,3 kg → 1,45 kg');
      expect(line).toContain('Motif : Pesée refaite au quai');
      expect(line).toContain(adminAccount.email);
      await screenshot(page, 'parcel-page-02-historique');

      // Putting away: a typed location, loosely written, becomes A-01-03; the parcel is stored.
      await page.getByRole('tab', { name: 'Détails' }).click();
      await page.getByRole('button', { name: 'Ranger' }).click();
      await page.getByLabel('Emplacement').fill('étagère du fond');
      await page.getByRole('dialog').getByRole('button', { name: 'Ranger' }).click();
      await page.getByText('Emplacement invalide : utilisez le format A-01-03 (allée, étagère, niveau)').waitFor();
      await page.getByLabel('Emplacement').fill('a 1 3');
      await page.getByRole('dialog').getByRole('button', { name: 'Ranger' }).click();
      await page.getByText('Colis rangé en A-01-03').waitFor();
      await page.getByText('Emplacement A-01-03').waitFor();
      await expect.poll(() => page.locator('[data-status="stored"]').count()).toBeGreaterThan(0);

      // Notify the client: a storage reminder, a real mail.
      await page.getByRole('button', { name: 'Notifier le client' }).click();
      await page.getByRole('menuitem', { name: /Rappel de stockage/ }).click();
      await page.getByText(`Notification envoyée à ${email}`).waitFor();
      const mails = await waitForMails(ses(runtime), email, 1, (mail) => mail.subject.includes(`colis ${parcel.trackingNumber}`));
      expect(mails[0]?.subject).toContain('Votre stockage gratuit se termine bientôt');

      // A photo from the page, then the gallery with the full image.
      await page.getByLabel('Ajouter des photos au colis').setInputFiles(await photoFile());
      await page.getByText('1 photo(s) ajoutée(s)').waitFor();
      await page.getByRole('button', { name: 'Agrandir la photo 1' }).click();
      const full = page.getByRole('dialog').getByRole('img', { name: 'Photo 1 du colis' });
      await full.waitFor();
      await expect.poll(() => full.evaluate((image: { naturalWidth: number }) => image.naturalWidth)).toBe(640);
      await screenshot(page, 'parcel-page-03-galerie');
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Historique' }).click();
      for (const label of ['Rangé en stock', 'E-mail envoyé au client : Rappel de stockage', 'Photo ajoutée']) await history.getByText(label).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('puts the list’s selection away, names the parcel that could not be, and fits a phone', async () => {
    const first = await receivedParcel();
    const second = await receivedParcel();
    const { page, context } = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
      await page.goto('/admin/parcels');
      for (const parcel of [first, second]) {
        await page.getByRole('row').filter({ hasText: parcel.trackingNumber }).getByRole('checkbox').check();
      }
      await page.getByRole('button', { name: 'Ranger la sélection' }).click();
      await page.getByLabel('Emplacement').fill('B-02-01');
      await page.getByRole('dialog').getByRole('button', { name: 'Ranger' }).click();
      await page.getByText('2 colis rangé(s) en B-02-01').waitFor();
      for (const parcel of [first, second]) await page.getByRole('row').filter({ hasText: parcel.trackingNumber }).getByText('Stocké').waitFor();
      await screenshot(page, 'parcel-page-04-liste-rangee');

      // On a phone, the parcel page fits the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/admin/parcels/${first.id}/show`);
      await page.getByText('Emplacement B-02-01').waitFor();
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, 'parcel-page-05-telephone');
    } finally {
      await context.close();
    }
  });

  it('says "Colis introuvable" for an unknown parcel, with a way back', async () => {
    const { page, context } = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
      await page.goto('/admin/colis/inconnu');
      await page.getByText('Colis introuvable').waitFor();
      await page.getByRole('link', { name: 'Retour à la liste des colis' }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});

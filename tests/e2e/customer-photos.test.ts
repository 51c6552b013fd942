import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { registeredCustomer, type RegistrationForm } from '../support/accounts';
import { signInThroughApi, answerCookieBanner, newVisitorAtOwnAddress, signInThroughForm } from './account-support';
import { readableText, screenshot, useBrowser, waitForText, journeySteps, type Visitor } from './browser';

/**
 * A parcel's photos, as people see them: staff record a reception with two photos in the back
 * office; the customer sees the thumbnail on the dashboard, opens the gallery, adds a photo of their
 * own with the modal, finds it in the gallery, and follows the parcel on /suivi. Each `it` is one step
 * of the same journey: after a failed step the following ones are skipped.
 */
const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;
const trackingNumber = `PHOTO${Date.now()}`;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Two warehouse photos on disk, as a phone would pick them. */
const receptionPhotos = async (): Promise<string[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'photos-colis-'));
  const colours = [{ r: 190, g: 130, b: 60 }, { r: 60, g: 110, b: 190 }];
  return Promise.all(
    colours.map(async (background, index) => {
      const path = join(dir, `arrivee-${index + 1}.jpg`);
      writeFileSync(path, await sharp({ create: { width: 1200, height: 900, channels: 3, background } }).jpeg().toBuffer());
      return path;
    }),
  );
};

/** Whether an image of the page has really loaded (the presigned link answered with a decodable image). */
type ImageElement = { complete: boolean; naturalWidth: number };
const loaded = (image: Locator) => image.evaluate((element: ImageElement) => element.complete && element.naturalWidth > 0);
const naturalWidth = (image: Locator) => image.evaluate((element: ImageElement) => element.naturalWidth);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeViolationsSchema = z.array(
  z.object({ id: z.string(), impact: z.string().nullish(), help: z.string(), nodes: z.array(z.object({ target: z.array(z.unknown()) })) }),
);

/** The serious and critical WCAG 2.1 AA violations axe finds in the open dialog. */
const dialogAccessibilityProblems = async (page: Page): Promise<string[]> => {
  await page.evaluate(axeSource);
  // A string, evaluated in the page: the test process has no DOM types.
  const violations = axeViolationsSchema.parse(
    await page.evaluate(
      `axe.run('[role="dialog"]', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((result) => result.violations)`,
    ),
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
};

describe('parcel photos: the warehouse’s, then the customer’s own, in the dashboard’s gallery', () => {
  const browser = useBrowser();
  let customer: Visitor;
  let form: RegistrationForm;

  /** One step of the journey: skipped once an earlier one has failed. */
  const step = journeySteps();

  const photosCard = (page: Page) => page.getByRole('region', { name: 'Photos de mes colis' });
  const tileName = (count: number) => `Voir les photos du colis ${trackingNumber} (${count} photo${count > 1 ? 's' : ''})`;

  beforeAll(async () => {
    ({ form } = await registeredCustomer(runtime, { firstName: 'Noémie', lastName: `Photo${Date.now() % 100000}` }));
    customer = await newVisitorAtOwnAddress(browser(), runtime.site);
  });

  afterAll(async () => {
    await customer?.context.close();
  });

  step('staff record the parcel’s reception with two photos on /admin/ajouter-colis', async () => {
    const files = await receptionPhotos();
    const { page, context, pageErrors } = await newVisitorAtOwnAddress(browser(), runtime.site);
    try {
      await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
      await page.goto('/admin/ajouter-colis');
      await page.getByRole('heading', { level: 1, name: 'Enregistrer une réception' }).waitFor();
      await page.getByLabel(/Rechercher un client/).fill(form.lastName.toLowerCase());
      await page.getByRole('option', { name: new RegExp(form.email, 'i') }).click();
      await page.getByLabel('Numéro de suivi').fill(trackingNumber);
      await page.getByRole('combobox', { name: 'Transporteur' }).click();
      await page.getByRole('option', { name: 'Chronopost' }).click();
      await page.getByLabel('Poids (kg)').fill('1.8');
      await page.getByRole('combobox', { name: 'Destination' }).click();
      await page.getByRole('option', { name: 'La Réunion' }).click();
      await page.getByLabel('Description du contenu').fill('Robot de cuisine');
      await page.getByLabel('Photos du colis').setInputFiles(files);
      await page.getByText('Ajouter des photos (2/5)').waitFor();
      await page.getByRole('button', { name: 'Enregistrer la réception' }).click();
      await page.waitForURL(/\/admin\/parcels\/[^/]+\/show/);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  step('the customer sees the thumbnail on /dashboard and opens the gallery: full images, arrows, thumbnails, Escape', async () => {
    const { page } = customer;
    await page.goto('/connexion?redirect=/dashboard');
    await answerCookieBanner(page);
    await signInThroughForm(page, form.email, form.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // The customer's read model follows the reception and its photos within moments: reload until the tile shows both.
    const tile = photosCard(page).getByRole('button', { name: tileName(2) });
    const deadline = Date.now() + 10_000;
    while (!(await tile.isVisible()) && Date.now() < deadline) {
      await page.reload();
      await photosCard(page).waitFor();
    }
    await expect.poll(() => loaded(tile.locator('img'))).toBe(true);

    await tile.click();
    const gallery = page.getByRole('dialog', { name: `Photos du colis ${trackingNumber}` });
    const image = gallery.locator('.gallery__image');
    await image.waitFor();
    await expect.poll(() => loaded(image)).toBe(true);
    expect(await naturalWidth(image)).toBe(1200);
    expect(await readableText(gallery.locator('.gallery__meta'))).toMatch(/^Photo 1 sur 2 · ajoutée le \d+ \S+ \d{4} à \d\d:\d\d par l’entrepôt$/);
    const strip = gallery.getByRole('list', { name: 'Miniatures' });
    expect(await strip.getByRole('button').count()).toBe(2);
    const firstUrl = await image.getAttribute('src');

    await page.keyboard.press('ArrowRight');
    expect(await waitForText(gallery.locator('.gallery__meta'), /^Photo 2 sur 2/)).toMatch(/^Photo 2 sur 2/);
    await expect.poll(() => loaded(image)).toBe(true);
    expect(await image.getAttribute('src')).not.toBe(firstUrl);
    expect(await gallery.getByRole('button', { name: 'Afficher la photo 2 sur 2' }).getAttribute('aria-current')).toBe('true');
    expect(await dialogAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'photos-01-galerie-bureau', { fullPage: false });
    await page.setViewportSize(phone);
    await screenshot(page, 'photos-01-galerie-telephone', { fullPage: false });
    await page.setViewportSize(desktop);

    await gallery.getByRole('button', { name: /Photo précédente/ }).click();
    expect(await waitForText(gallery.locator('.gallery__meta'), /^Photo 1 sur 2/)).toMatch(/^Photo 1 sur 2/);
    expect(await gallery.getByRole('link', { name: 'Suivre ce colis' }).getAttribute('href')).toBe(`/suivi?tracking=${trackingNumber}`);
    await page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'detached' });
    expect(await tile.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
  });

  step('the customer adds a photo of their own with the modal: refused when not an image, then sent and confirmed', async () => {
    const { page } = customer;
    await photosCard(page).getByRole('button', { name: 'Ajouter une photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une photo' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Envoyer la photo' }).click();
    await dialog.getByText('Numéro de suivi requis').waitFor();
    await dialog.getByText('Veuillez sélectionner une image').waitFor();

    await dialog.getByLabel('Ou numéro de suivi').fill(trackingNumber.toLowerCase());
    await dialog.getByLabel(/^Photo\b/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
    await dialog.getByText('Veuillez sélectionner une image').waitFor();

    const mine = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 160, b: 90 } } }).png().toBuffer();
    await dialog.getByLabel(/^Photo\b/).setInputFiles({ name: 'mon-colis.png', mimeType: 'image/png', buffer: mine });
    const preview = dialog.getByRole('img', { name: 'Aperçu de la photo choisie' });
    await preview.waitFor();
    await expect.poll(() => loaded(preview)).toBe(true);
    // A number that is not one of the customer's parcels: the server's own words, nothing sent.
    await dialog.getByLabel('Ou numéro de suivi').fill('INCONNU-0000');
    await dialog.getByRole('button', { name: 'Envoyer la photo' }).click();
    expect(await readableText(dialog.getByRole('alert'))).toBe("La photo n'a pas été ajoutée Colis introuvable");
    await dialog.getByLabel('Ou numéro de suivi').fill(trackingNumber.toLowerCase());
    await dialog.getByLabel(/Description/).fill('Le carton ouvert à la livraison');
    await dialog.getByText('31 / 200 caractères').waitFor();
    expect(await dialogAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'photos-02-ajout-bureau', { fullPage: false });
    await page.setViewportSize(phone);
    await screenshot(page, 'photos-02-ajout-telephone', { fullPage: false });
    await page.setViewportSize(desktop);

    await dialog.getByRole('button', { name: 'Envoyer la photo' }).click();
    await dialog.waitFor({ state: 'detached' });
    const confirmation = photosCard(page).getByRole('status');
    expect(await waitForText(confirmation, `Photo ajoutée au colis ${trackingNumber}.`)).toBe(`Photo ajoutée au colis ${trackingNumber}.`);
    await photosCard(page).getByRole('button', { name: tileName(3) }).waitFor();
    await screenshot(page, 'photos-03-photo-ajoutee');
  });

  step('the customer finds the new photo in the gallery, described, then follows the parcel on /suivi', async () => {
    const { page } = customer;
    await photosCard(page).getByRole('button', { name: tileName(3) }).click();
    const gallery = page.getByRole('dialog', { name: `Photos du colis ${trackingNumber}` });
    await gallery.getByRole('button', { name: 'Afficher la photo 3 sur 3' }).click();
    const image = gallery.getByRole('img', { name: 'Le carton ouvert à la livraison' });
    await image.waitFor();
    await expect.poll(() => loaded(image)).toBe(true);
    expect(await naturalWidth(image)).toBe(640);
    expect(await readableText(gallery.locator('.gallery__meta'))).toMatch(/^Photo 3 sur 3 · .* par vous$/);

    await gallery.getByRole('link', { name: 'Suivre ce colis' }).click();
    await page.waitForURL((url) => url.pathname === '/suivi');
    const timeline = page.getByRole('list', { name: 'Historique du colis' });
    await timeline.waitFor();
    const lines = await timeline.locator('.timeline__status').allTextContents();
    expect(lines.filter((line) => line.startsWith('Photo ajoutée'))).toHaveLength(3);
    expect(lines.at(-1)).toBe('Photo ajoutée (dernière étape)');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'photos-04-suivi');
    expect(customer.pageErrors).toEqual([]);
    // The preview (a data: URL), the file sent to the storage and the presigned images all pass the site's
    // Content-Security-Policy: the console's one error is the 404 of the unknown number asked on purpose.
    expect(customer.consoleErrors).toHaveLength(1);
    expect(customer.consoleErrors[0]).toContain('the server responded with a status of 404');
  });
});

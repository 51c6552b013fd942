import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import { registeredCustomer, type RegistrationForm } from '../support/accounts';
import { signInDemoAccounts } from '../support/signed-in';
import { storedParcel } from '../support/shipments';
import { stripeOf } from '../support/stripe';
import { signInThroughApi, answerCookieBanner, newVisitorAtOwnAddress, signInThroughForm } from './account-support';
import { journeySteps, newVisitor, readableText, screenshot, useBrowser, waitForText, type Visitor, settledPageWidth } from './browser';

/**
 * A return to mainland France as a customer asks for it on a phone: the parcel chosen on /gestion-retour,
 * the form filled with two photos and its cost shown live, Stripe's page (the stand-in's) paid in the same
 * tab, back on the page with the request listed once Stripe's webhook said so. Then staff find it in the
 * returns queue and open it, its two photos there.
 */
const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin);

type ImageElement = { complete: boolean; naturalWidth: number };
const photo = (colour: { r: number; g: number; b: number }) => sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();

describe('a paid return with two photos, asked on a phone and seen by staff', () => {
  const browser = useBrowser();
  const step = journeySteps();
  let admin: ApiClient;
  let form: RegistrationForm;
  let customer: Visitor;
  let trackingNumber: string;
  let reference = '';

  beforeAll(async () => {
    await stripeOf(runtime).deliveries({ duplicates: 0, reorder: false });
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime, { firstName: 'Maëva' });
    form = registered.form;
    ({ trackingNumber } = await storedParcel(registered.client, admin, { weightKg: 2.3, lengthCm: 30, widthCm: 20, heightCm: 10 }));
    customer = await newVisitorAtOwnAddress(browser(), runtime.site);
    await customer.page.setViewportSize({ width: 390, height: 844 });
  }, 120_000);

  afterAll(async () => {
    await customer?.context.close();
  });

  step('the public page of the service shows its prices to a visitor, at a phone’s width and a desktop’s', async () => {
    const visitor = await newVisitor(browser(), runtime.site, { width: 390, height: 844 });
    try {
      const { page } = visitor;
      await page.goto('/retour-colis-dom-tom');
      await page.getByRole('heading', { level: 1, name: 'Retour de colis vers la métropole' }).waitFor();
      const table = await readableText(page.getByRole('table'));
      expect(table).toContain('Jusqu’à 5 kg 10,00 € 12,50 € 16,25 € 20,00 €');
      await screenshot(page, 'retours-00-service-telephone');
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, 'retours-00-service');
      expect(await page.getByRole('link', { name: 'Demander un retour' }).getAttribute('href')).toBe('/gestion-retour');
    } finally {
      await visitor.context.close();
    }
  });

  step('the returns page shows where parcels leave from, the deadlines and the parcel that can go back', async () => {
    const { page } = customer;
    await page.goto('/connexion?redirect=/gestion-retour');
    await answerCookieBanner(page);
    await signInThroughForm(page, form.email, form.password);
    await page.waitForURL((url) => url.pathname === '/gestion-retour');
    await page.getByRole('heading', { level: 1, name: 'Gestion des retours' }).waitFor();
    await page.getByText(trackingNumber).waitFor();
    await page.getByText('Vous n’avez encore demandé aucun retour.').waitFor();
    const body = await readableText(page.locator('main'));
    expect(body).toContain('60290 Rantigny');
    expect(body).toContain('Délai de retour : 14 jours à compter de la réception du colis à l’entrepôt');
    expect(body).toContain('Traitement : 2 à 3 jours ouvrés');
    await screenshot(page, 'retours-01-page-telephone');
    expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
  });

  step('the form starts on its defaults, prices the return live, counts the description and takes two photos', async () => {
    const { page } = customer;
    await page.getByRole('button', { name: 'Demander un retour' }).click();
    const formRegion = page.getByRole('form', { name: new RegExp(`Demande de retour — colis ${trackingNumber}`) });
    await formRegion.waitFor();
    expect(await page.getByLabel(/Type de retour/).inputValue()).toBe('remboursement');
    expect(await page.getByLabel(/Motif/).inputValue()).toBe('defectueux');
    expect(await page.getByLabel(/Urgence/).inputValue()).toBe('normal');
    // 2,3 kg weighed at the warehouse: the band up to 5 kg.
    expect(await page.getByLabel(/Poids/).inputValue()).toBe('2.3');
    expect(await waitForText(page.getByTestId('return-cost'), '12,50 €')).toBe('12,50 €');
    await page.getByLabel(/Urgence/).selectOption('urgent');
    expect(await waitForText(page.getByTestId('return-cost'), '16,25 €')).toBe('16,25 €');
    await page.getByLabel('Description').fill('Écran fendu à la réception');
    await page.getByText('26 / 500 caractères').waitFor();
    await page.getByLabel(/Photos/).setInputFiles([
      { name: 'ecran.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 200, g: 60, b: 40 }) },
      { name: 'carton.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 40, g: 120, b: 200 }) },
    ]);
    await page.getByText('carton.jpg').waitFor();
    await screenshot(page, 'retours-02-formulaire-telephone');
    expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
  });

  step('the request is paid on Stripe’s page and listed once Stripe confirms it, with its photos and its timeline', async () => {
    const { page } = customer;
    await page.getByRole('button', { name: /Payer 16,25/ }).click();
    await page.waitForURL(/\/checkout\/cs_/);
    expect(await readableText(page.locator('body'))).toContain(`colis ${trackingNumber}`);
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await page.getByLabel("Date d'expiration").fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Payer/ }).click();
    await page.waitForURL((url) => url.pathname === '/gestion-retour' && url.searchParams.get('payment') === 'success');
    await page.getByText('Paiement reçu').waitFor();
    const card = page.locator('.return-card').filter({ hasText: trackingNumber });
    await card.waitFor({ timeout: 20_000 });
    const text = await readableText(card);
    expect(text).toMatch(/RET-\d{13}/);
    reference = /RET-\d{13}/.exec(text)?.[0] ?? '';
    expect(text).toContain('Demandé');
    expect(text).toContain('16,25 €');
    await expect.poll(() => card.getByRole('img').count()).toBe(2);
    // The parcel is in its return: no longer offered.
    expect(await page.getByRole('button', { name: 'Demander un retour' }).count()).toBe(0);
    await screenshot(page, 'retours-03-demande-payee-telephone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'retours-04-demande-payee');
  });

  step('the parcel the return holds says « En retour » in the customer’s list, on its tile and its card, never « Stocké », with « Retour demandé » and no storage running', async () => {
    const { page } = customer;
    await page.goto('/packages');
    const card = page.getByRole('article').filter({ hasText: trackingNumber });
    await card.waitFor({ timeout: 15_000 });
    expect(await readableText(card.locator('.badge--status'))).toBe('En retour');
    const text = await readableText(card);
    expect(text).toContain('Retour demandé');
    expect(text).not.toContain('par jour');
    await page.getByRole('button', { name: /1\s*En retour/ }).waitFor();
    await page.getByRole('button', { name: /^0\s*Stocké/ }).waitFor();
    await screenshot(page, 'retours-04b-colis-en-retour');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'retours-04c-colis-en-retour-telephone');
    expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  step('staff count it on the home’s « Colis en retour » tile, which lists it « En retour », and no longer find it under « Stocké »', async () => {
    if (!adminAccount) throw new Error('pas de compte administrateur de démonstration');
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
      await page.goto('/admin/');
      const tile = page.getByRole('list', { name: 'Le travail du jour' }).getByRole('link', { name: /^\d[\d\s]*\+? Colis en retour$/ });
      await tile.waitFor();
      expect(Number((await readableText(tile)).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
      await screenshot(page, 'retours-04d-accueil-admin');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'retours-04e-accueil-admin-telephone');
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      await tile.click();
      await page.waitForURL((url) => url.pathname === '/admin/parcels' && url.search.includes('in_return'));
      const row = page.getByRole('row').filter({ hasText: trackingNumber });
      await row.waitFor({ timeout: 15_000 });
      expect(await readableText(row)).toContain('En retour');
      expect(await readableText(page.getByRole('combobox', { name: 'Statut' }))).toBe('En retour');
      await screenshot(page, 'retours-04f-colis-filtre-en-retour');
      await page.setViewportSize({ width: 390, height: 844 });
      // On a phone, one item per parcel: its number, then « status · photos · description ».
      await expect.poll(() => readableText(page.locator('main'))).toMatch(new RegExp(`${trackingNumber}\\s*En retour ·`));
      await screenshot(page, 'retours-04g-colis-filtre-en-retour-telephone');
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      // « Stocké » lists the parcels in storage: not this one.
      await page.getByRole('combobox', { name: 'Statut' }).click();
      await page.getByRole('option', { name: 'Stocké' }).click();
      await page.waitForURL((url) => url.search.includes('stored'));
      await expect.poll(() => page.getByRole('row').filter({ hasText: trackingNumber }).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  step('staff find it in the returns queue and open it with its two photos, its parcel and its customer', async () => {
    if (!adminAccount) throw new Error('pas de compte administrateur de démonstration');
    const { page, context } = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
      await page.goto('/admin/retours');
      const row = page.getByRole('row').filter({ hasText: reference });
      await row.waitFor();
      const rowText = await readableText(row);
      for (const expected of [trackingNumber, form.email.toLowerCase(), 'Urgente', '16,25 €', 'Demandé']) expect(rowText).toContain(expected);
      await screenshot(page, 'retours-05-file-admin');
      await row.click();
      await page.waitForURL(/\/admin\/retours\/[^/]+\/show$/);
      await expect.poll(() => page.getByRole('img', { name: new RegExp(`Photo \\d du retour ${reference}`) }).count()).toBe(2);
      const photos = page.getByRole('img', { name: new RegExp(`du retour ${reference}`) });
      // The thumbnails really load from the bucket (short-lived links), not just their tags.
      await expect.poll(() => photos.evaluateAll((images: ImageElement[]) => images.every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
      const pageText = await readableText(page.locator('main'));
      for (const expected of ['Écran fendu à la réception', trackingNumber, form.email.toLowerCase(), 'Photos (2)']) expect(pageText).toContain(expected);
      await page.getByRole('button', { name: 'Reçu à l’entrepôt retours' }).waitFor();
      await page.getByRole('button', { name: 'Refuser la demande' }).waitFor();
      await screenshot(page, 'retours-06-demande-admin');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'retours-07-demande-admin-telephone');
    } finally {
      await context.close();
    }
  });
});

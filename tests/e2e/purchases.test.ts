import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { PurchaseView } from '../../domain/purchase/purchase-views';
import type { ApiClient } from '../../infra/local/api-client';
import { registeredCustomer, type RegistrationForm } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { stripeOf } from '../support/stripe';
import { answerCookieBanner, newVisitorAtOwnAddress, signInThroughForm } from './account-support';
import { journeySteps, readableText, screenshot, useBrowser, type Visitor } from './browser';

/**
 * Buy for me as the customer lives it: the request typed on /achat-pour-moi and its recap; staff quote
 * it (through the API); "Payer" opens the stand-in's Stripe page in a new tab; staff record the purchase
 * and the arrival; the request shows received with its timeline, and its goods are a parcel on the dashboard.
 */
const runtime = inject('runtime');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

const screenshots = async (page: Page, name: string) => {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(phone);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(desktop);
};

describe('buy for me in the browser, from the request to the parcel', () => {
  const browser = useBrowser();
  const step = journeySteps();
  let admin: ApiClient;
  let api: ApiClient;
  let form: RegistrationForm;
  let customer: Visitor;
  let purchaseId: string;

  beforeAll(async () => {
    await stripeOf(runtime).deliveries({ duplicates: 0, reorder: false });
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime, { firstName: 'Inès', territory: 'martinique' });
    api = registered.client;
    form = registered.form;
    customer = await newVisitorAtOwnAddress(browser(), runtime.site);
  }, 120_000);

  afterAll(async () => {
    await customer?.context.close();
  });

  step('an anonymous visitor is sent to sign in, then comes back to the form with the free tier highlighted', async () => {
    const { page } = customer;
    await page.goto('/achat-pour-moi');
    await page.waitForURL((url) => url.pathname === '/connexion' && url.searchParams.get('redirect') === '/achat-pour-moi');
    await answerCookieBanner(page);
    await signInThroughForm(page, form.email, form.password);
    await page.waitForURL((url) => url.pathname === '/achat-pour-moi');
    await page.getByRole('heading', { level: 1, name: 'Service Achat pour Moi' }).waitFor();
    expect(await readableText(page.locator('.buy-pricing__card--current'))).toContain('19,99');
    expect(await page.getByLabel('Destination').inputValue()).toBe('martinique');
  });

  step('the request is typed, submit is enabled once valid, and the recap shows the estimate in euros', async () => {
    const { page } = customer;
    const submit = page.getByRole('button', { name: 'Envoyer ma demande' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/Nom du site/).fill('Fnac');
    await page.getByLabel(/URL du site/).fill('https://www.fnac.com');
    const line = page.getByRole('group', { name: 'Article 1' });
    await line.getByLabel("Nom de l'article").fill('Casque audio');
    await line.getByLabel('Options').fill('noir');
    await line.getByLabel('Prix (€)').fill('49.99');
    await line.getByLabel('Quantité').fill('2');
    await page.getByRole('button', { name: 'Ajouter un article' }).click();
    await page.getByLabel('Instructions').fill('Emballage cadeau, merci');
    expect(await readableText(page.locator('dl[aria-label="Récapitulatif"]'))).toMatch(/99,98\s€.*19,99\s€.*119,97\s€/);
    await screenshots(page, 'achat-01-formulaire');
    await submit.click();
    await page.getByRole('heading', { name: 'Demande envoyée !' }).waitFor();
    expect(await readableText(page.locator('.buy-confirmation'))).toMatch(/Fnac.*2.*119,97\s€/);
    await screenshots(page, 'achat-02-confirmation');
    purchaseId = (await api.get<{ items: { purchaseId: string }[] }>('/api/purchases')).body.items[0]?.purchaseId ?? '';
    expect(purchaseId).not.toBe('');
  });

  step('staff quote it; « Payer » opens Stripe’s page in a new tab and the request becomes paid by the webhook', async () => {
    const { page, context } = customer;
    const quoted = await admin.post(`/admin/api/purchases/${purchaseId}/quote`, { items: [{ name: 'Casque audio', priceEuros: 47.5, quantity: 2 }], estimatedWeightKg: 1.2 });
    expect(quoted.status).toBe(200);
    await page.reload();
    const pay = page.getByRole('button', { name: /^Payer le devis de Fnac/ });
    await pay.waitFor();
    await screenshots(page, 'achat-03-devis');
    const [stripePage] = await Promise.all([context.waitForEvent('page'), pay.click()]);
    await stripePage.waitForURL(/\/checkout\/cs_/);
    await stripePage.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await stripePage.getByLabel("Date d'expiration").fill('12/34');
    await stripePage.getByLabel('CVC').fill('123');
    await stripePage.getByRole('button', { name: /^Payer/ }).click();
    await stripePage.waitForURL((url) => url.pathname === '/dashboard');
    await stripePage.close();
    await eventually(async () => {
      const view = await api.get<PurchaseView>(`/api/purchases/${purchaseId}`);
      if (view.body.status !== 'payee') throw new Error(view.body.status);
    }, 15_000);
  });

  step('staff buy and receive it: the request shows received with its timeline, and the goods are a parcel on the dashboard', async () => {
    const { page } = customer;
    expect((await admin.post(`/admin/api/purchases/${purchaseId}/purchase`, { orderReference: 'FNAC-1234', bought: [{ name: 'Casque audio', quantity: 2 }], notBought: [] })).status).toBe(200);
    const arrival = await admin.post<{ parcelId: string }>(`/admin/api/purchases/${purchaseId}/arrival`, { carrier: 'Colissimo', trackingNumber: '6A55443322', weightKg: 1.1, lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect(arrival.status).toBe(200);
    await eventually(async () => {
      await page.goto('/achat-pour-moi');
      await page.getByRole('heading', { name: "Mes demandes d'achat" }).waitFor();
      const card = page.getByRole('article', { name: 'Fnac' });
      await card.waitFor({ timeout: 3000 });
      const text = await readableText(card);
      if (!text.includes("Reçue à l'entrepôt")) throw new Error(text);
    }, 15_000);
    const timeline = await readableText(page.getByRole('list', { name: 'Historique de la demande' }));
    expect(timeline).toMatch(/En attente de devis.*Devis envoyé.*Payée.*Achetée.*Reçue à l'entrepôt/);
    await screenshots(page, 'achat-04-recue');
    await eventually(async () => {
      await page.goto('/dashboard');
      await page.getByText('6A55443322').first().waitFor({ timeout: 3000 });
    }, 15_000);
    await screenshots(page, 'achat-05-colis-au-tableau-de-bord');
  });
});

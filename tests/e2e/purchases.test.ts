import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { PurchaseView } from '../../domain/purchase/purchase-views';
import type { ApiClient } from '../../infra/local/api-client';
import { registeredCustomer, type RegistrationForm } from '../support/accounts';
import { eventually } from '../support/eventually';
import { stripeOf } from '../support/stripe';
import { signInThroughApi, answerCookieBanner, newVisitorAtOwnAddress, signInThroughForm } from './account-support';
import { journeySteps, navigateInApp, newVisitor, readableText, screenshot, useBrowser, type Visitor, settledPageWidth } from './browser';

/**
 * Buy for me as the customer and the staff live it, each in their own browser: the request typed on
 * /achat-pour-moi and its recap; staff find it in the back office's queue and quote it; "Payer" opens the
 * stand-in's Stripe page in a new tab; staff record the purchase and the arrival; the request shows received
 * with its timeline, and its goods are a parcel on the dashboard. Staff cancel another request with a reason.
 */
const runtime = inject('runtime');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

const adminAccount = runtime.accounts.find((account) => account.admin);

/** What overflows the window sideways at the current width (a dialog or a row wider than a phone). */
const sidewaysOverflow = async (page: Page) => (await settledPageWidth(page)) - Number(await page.evaluate('window.innerWidth'));

/** Fills a step's dialog, sends it, and waits for it to close (it stays open with the refusal otherwise). */
const sendStep = async (page: Page, title: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await dialog.waitFor({ state: 'detached' });
};

/** The page as a phone opens it (react-admin lays out its menu for the width it loads at). */
const openOnPhone = async (page: Page) => {
  await page.setViewportSize(phone);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
};

const screenshots = async (page: Page, name: string) => {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(phone);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(desktop);
};

describe('buy for me in the browser, from the request to the parcel', () => {
  const browser = useBrowser();
  const step = journeySteps();
  let api: ApiClient;
  let form: RegistrationForm;
  let customer: Visitor;
  let staff: Visitor;
  let purchaseId: string;

  beforeAll(async () => {
    await stripeOf(runtime).deliveries({ duplicates: 0, reorder: false });
    const registered = await registeredCustomer(runtime, { firstName: 'Inès', territory: 'martinique' });
    api = registered.client;
    form = registered.form;
    customer = await newVisitorAtOwnAddress(browser(), runtime.site);
    staff = await newVisitor(browser(), runtime.site);
  }, 120_000);

  afterAll(async () => {
    await customer?.context.close();
    await staff?.context.close();
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
    // A link that would run a script is refused in French before anything is sent.
    await page.getByLabel(/URL du site/).fill('javascript:alert(1)');
    await page.getByLabel(/URL du site/).blur();
    await page.getByText("L'URL du site doit commencer par https:// ou http://").waitFor();
    await page.getByLabel(/URL du site/).fill('https://www.fnac.com');
    const line = page.getByRole('group', { name: 'Article 1' });
    await line.getByLabel("Nom de l'article").fill('Casque audio');
    await line.getByLabel("Lien de l'article").fill('https://www.fnac.com/casque-audio');
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

  step('staff find it in the queue and quote it in the back office, on a desk and on a phone', async () => {
    if (!adminAccount) throw new Error('pas de compte administrateur de démonstration');
    const { page } = staff;
    await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
    await page.goto('/admin/achats');
    const row = page.getByRole('row').filter({ hasText: 'Fnac' }).filter({ hasText: form.lastName });
    await row.waitFor();
    expect(await readableText(row)).toMatch(/119,97\s€/);
    await screenshots(page, 'achat-admin-01-file');
    await row.getByRole('link', { name: 'Fnac' }).click();
    await page.getByRole('heading', { level: 1, name: /Fnac/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/achats/${purchaseId}`);
    expect(await readableText(page.locator('main'))).toContain('Emballage cadeau, merci');
    await openOnPhone(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Envoyer le devis' }).click();
    await sendStep(page, 'Envoyer le devis', async (dialog) => {
      // The lines come typed with what the customer stated; staff correct the price they checked.
      const line = dialog.getByRole('group', { name: 'Article 1' });
      expect(await line.getByLabel('Article').inputValue()).toBe('Casque audio');
      await line.getByLabel('Prix vérifié (€)').fill('47,505');
      await dialog.getByLabel('Poids estimé du colis (kg)').fill('1.2');
      await dialog.getByRole('button', { name: 'Valider' }).click();
      // Three decimals are refused in French, in the dialog, and nothing is sent.
      await dialog.getByText(/deux décimales/).waitFor();
      await screenshot(page, 'achat-admin-02-devis-refuse-390');
      await line.getByLabel('Prix vérifié (€)').fill('47.5');
    });
    await page.getByText('Devis envoyé').first().waitFor();
    await page.setViewportSize(desktop);
    await page.reload();
    // Items and fee make the total; the shipping estimate stands beside it, charged on the parcel's quote.
    await page.getByText(/hors total : facturée sur le devis d’expédition du colis/).waitFor();
    expect(await readableText(page.locator('main'))).toMatch(/Total 114,99\s€/);
    expect(await page.getByRole('link', { name: 'lien', exact: true }).getAttribute('href')).toBe('https://www.fnac.com/casque-audio');
    await screenshots(page, 'achat-admin-03-devis-envoye');
    expect((await api.get<PurchaseView>(`/api/purchases/${purchaseId}`)).body.status).toBe('devis_envoye');
  });

  step('« Payer » opens Stripe’s page in a new tab and the request becomes paid by the webhook', async () => {
    const { page, context } = customer;
    await page.reload();
    const pay = page.getByRole('button', { name: /^Payer le devis de Fnac/ });
    await pay.waitFor();
    // The customer pays the items and the fee (95,00 + 19,99); the shipping estimate is information only.
    const card = page.getByRole('article', { name: 'Fnac' });
    const quote = await readableText(card.locator('dl[aria-label="Devis"]'));
    expect(quote).toMatch(/Articles \(prix vérifiés\) 95,00\s€ Frais de service 19,99\s€ Total du devis 114,99\s€/);
    expect(quote).not.toContain('Expédition');
    expect(await readableText(card)).toMatch(/Expédition estimée : \d+,\d{2}\s€\. À titre indicatif : l’expédition sera facturée une seule fois/);
    expect(await card.getByRole('link', { name: 'voir l’article' }).getAttribute('href')).toBe('https://www.fnac.com/casque-audio');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshots(page, 'achat-03-devis');
    await page.setViewportSize(phone);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize(desktop);
    const [stripePage] = await Promise.all([context.waitForEvent('page'), pay.click()]);
    await stripePage.waitForURL(/\/checkout\/cs_/);
    expect(await readableText(stripePage.locator('body'))).toMatch(/114,99/);
    await screenshot(stripePage, 'achat-03b-paiement-stripe-1280');
    await stripePage.setViewportSize(phone);
    await screenshot(stripePage, 'achat-03b-paiement-stripe-390');
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

  step('staff record the purchase and the arrival in the back office: the goods become the customer’s parcel', async () => {
    const { page } = staff;
    await page.reload();
    await page.getByRole('button', { name: "Enregistrer l'achat" }).click();
    await sendStep(page, "Enregistrer l'achat", async (dialog) => {
      await dialog.getByLabel(/Référence de commande/).fill('FNAC-1234');
      expect(await dialog.getByRole('group', { name: 'Acheté 1' }).getByLabel('Quantité').inputValue()).toBe('2');
    });
    await openOnPhone(page);
    await page.getByRole('button', { name: "Enregistrer l'arrivée" }).click();
    await sendStep(page, "Enregistrer l'arrivée à l'entrepôt", async (dialog) => {
      await dialog.getByLabel('Transporteur').click();
      await page.getByRole('option', { name: 'Colissimo' }).click();
      await dialog.getByLabel('Numéro de suivi').fill('6A55443322');
      await dialog.getByLabel('Poids (kg)').fill('1.1');
      await dialog.getByLabel('Longueur (cm)').fill('30');
      await dialog.getByLabel('Largeur (cm)').fill('20');
      await dialog.getByLabel('Hauteur (cm)').fill('10');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'achat-admin-04-arrivee-390');
    });
    await page.getByText(/Colis créé/).waitFor();
    await page.setViewportSize(desktop);
    await page.reload();
    await page.getByText(/Colis créé/).waitFor();
    expect(await readableText(page.locator('main'))).toMatch(/FNAC-1234/);
    await screenshots(page, 'achat-admin-05-recue');
    // The parcel made of the goods is one click away, received with the measures typed at arrival.
    await page.getByRole('link', { name: 'voir le colis' }).click();
    await page.getByText('6A55443322').first().waitFor();
  });

  step('the request shows received with its timeline, and the goods are a parcel on the dashboard', async () => {
    const { page } = customer;
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

  step('staff cancel another request with a reason, refused without one, and the customer sees why', async () => {
    const asked = await api.post<{ purchaseId: string }>('/api/purchases', {
      shopName: 'Darty',
      shopUrl: 'https://www.darty.com',
      items: [{ name: 'Bouilloire', options: '', url: '', priceEuros: 39.9, quantity: 1 }],
      destination: 'martinique',
      instructions: '',
    });
    expect(asked.status).toBe(201);
    const { page } = staff;
    await navigateInApp(page, `/admin/achats/${asked.body.purchaseId}`);
    await page.getByRole('button', { name: 'Annuler la demande' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annuler la demande' });
    await dialog.getByRole('button', { name: 'Valider' }).click();
    expect(await dialog.isVisible()).toBe(true);
    await sendStep(page, 'Annuler la demande', async (open) => {
      await open.getByLabel(/Raison/).fill('Article épuisé chez le marchand');
    });
    await page.getByText('Annulée').first().waitFor();
    await eventually(async () => {
      await customer.page.goto('/achat-pour-moi');
      const card = customer.page.getByRole('article', { name: 'Darty' });
      await card.waitFor({ timeout: 3000 });
      const text = await readableText(card);
      if (!text.includes('Article épuisé chez le marchand')) throw new Error(text);
    }, 15_000);
    await screenshots(customer.page, 'achat-06-annulee');
  });
});

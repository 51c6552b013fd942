import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import type { ApiClient } from '../../infra/local/api-client';
import { registeredCustomer, type RegistrationForm } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { stripeOf } from '../support/stripe';
import { calculatorFieldLabels } from '../../domain/pricing/calculator-input';
import { destinationLabels } from '../../domain/pricing/rate-card';
import { answerCookieBanner, newVisitorAtOwnAddress, signInThroughApi, signInThroughForm } from './account-support';
import { journeySteps, readableText, screenshot, useBrowser, waitForText, type Visitor } from './browser';

/**
 * Paying by card as a customer does it: "Payer" on the dashboard opens Stripe's page (the stand-in's,
 * reached as Stripe's would be) in a new tab, the card is typed there, the tab comes back to the
 * dashboard with its banner, and the quote shows paid, to the customer and to staff, once Stripe's
 * webhook said so. Then Premium: subscribed on /abonnement, upgraded to yearly, −20 % in the calculator, cancelled.
 */
const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin);
const processing = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 15, destination: 'guadeloupe', service: 'standard', extraFees: [], notes: '' };

/** Types a test card on the stand-in's page (labelled as a person reads it) and pays. */
const payOnStripePage = async (page: Page, button: RegExp) => {
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel("Date d'expiration").fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: button }).click();
};

describe('paying a quote by card, then Premium, in the browser', () => {
  const browser = useBrowser();
  const step = journeySteps();
  let admin: ApiClient;
  let api: ApiClient;
  let form: RegistrationForm;
  let customer: Visitor;
  let shipmentId: string;
  let quoteNumber: string;

  beforeAll(async () => {
    await stripeOf(runtime).deliveries({ duplicates: 0, reorder: false });
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime, { firstName: 'Inès' });
    api = registered.client;
    form = registered.form;
    const parcel = await storedParcel(api, admin);
    const requested = await api.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: { ...shippingAddress, destination: 'guadeloupe' }, service: 'standard' });
    shipmentId = requested.body.id;
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/process`, processing);
    const view = await api.get<CustomerShipmentView>(`/api/shipments/${shipmentId}?version=${processed.body.version}`);
    quoteNumber = view.body.quote?.quoteNumber ?? '';
    customer = await newVisitorAtOwnAddress(browser(), runtime.site);
  }, 120_000);

  afterAll(async () => {
    await customer?.context.close();
  });

  step('"Payer" opens Stripe’s page in a new tab; a declined card says so; a good one comes back to the dashboard with its banner', async () => {
    const { page, context } = customer;
    await page.goto('/connexion?redirect=/dashboard');
    await answerCookieBanner(page);
    await signInThroughForm(page, form.email, form.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const pay = page.getByRole('button', { name: new RegExp(`^Payer le devis ${quoteNumber}`) });
    await pay.waitFor();
    const [stripePage] = await Promise.all([context.waitForEvent('page'), pay.click()]);
    await stripePage.waitForURL(/\/checkout\/cs_/);
    await stripePage.getByLabel('Numéro de carte').waitFor();
    expect(await readableText(stripePage.locator('body'))).toContain(`Devis ${quoteNumber}`);
    await stripePage.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
    await stripePage.getByLabel("Date d'expiration").fill('12/34');
    await stripePage.getByLabel('CVC').fill('123');
    await stripePage.getByRole('button', { name: /^Payer/ }).click();
    await stripePage.getByText('Votre carte a été refusée.').waitFor();
    await screenshot(stripePage, 'paiement-01-carte-refusee');
    await payOnStripePage(stripePage, /^Payer/);
    await stripePage.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('payment') === 'success');
    expect(await waitForText(stripePage.getByRole('status').filter({ hasText: 'Paiement reçu' }), /Paiement reçu, merci/)).toMatch(/Paiement reçu, merci/);
    await screenshot(stripePage, 'paiement-02-retour-tableau-de-bord');
    await stripePage.close();
  });

  step('the quote is paid on /devis once Stripe’s webhook said so, and the dashboard has nothing left to pay', async () => {
    const { page } = customer;
    await eventually(async () => {
      await page.goto('/devis');
      const card = page.getByRole('article', { name: `Devis ${quoteNumber}` });
      await card.waitFor();
      const text = await readableText(card);
      if (!text.includes('Payé')) throw new Error(text);
    }, 15_000);
    expect(await page.getByRole('button', { name: new RegExp(`^Payer le devis ${quoteNumber}`) }).count()).toBe(0);
    await screenshot(page, 'paiement-03-devis-paye');
    await page.goto('/dashboard');
    await page.getByText(/Aucun devis à payer/).waitFor();
  });

  step('staff see the shipment paid in the back office', async () => {
    if (!adminAccount) throw new Error('pas de compte administrateur de démonstration');
    const staff = await newVisitorAtOwnAddress(browser(), runtime.site);
    try {
      const { page, context } = staff;
      await signInThroughApi(context, adminAccount.email, adminAccount.password, adminAccount);
      await page.goto(`/admin/expeditions/${shipmentId}/show`);
      const quote = page.getByTestId('quote');
      await quote.waitFor();
      expect(await waitForText(quote, /Payée|Payé/)).toMatch(/Payé/);
      await screenshot(page, 'paiement-04-back-office');
    } finally {
      await staff.context.close();
    }
  });

  step('Premium: "S’abonner" on /abonnement, paid on Stripe’s page, upgraded to yearly; the calculator then shows the Premium price; cancelled, it runs to the end of the period', async () => {
    const { page } = customer;
    await page.goto('/abonnement');
    await page.getByRole('button', { name: 'S’abonner' }).click();
    await page.waitForURL(/\/checkout\/cs_/);
    await payOnStripePage(page, /S'abonner/);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await eventually(async () => {
      await page.goto('/abonnement');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const text = await readableText(page.locator('main'));
      if (!text.includes('Actif')) throw new Error(text.slice(0, 300));
    }, 15_000);
    await screenshot(page, 'abonnement-01-actif');

    // « Passer à l’annuel »: said done once Stripe confirmed the yearly plan, the card showing it without a reload.
    await page.getByRole('button', { name: 'Passer à l’annuel' }).click();
    await page.getByRole('button', { name: 'Confirmer le passage à l’annuel' }).click();
    await page.getByText('Votre abonnement est passé à Premium annuel.').waitFor({ timeout: 20_000 });
    const status = page.getByRole('region', { name: 'Mon abonnement' });
    expect(await readableText(status)).toContain('Premium annuel (20 € par an)');
    expect(await status.getByRole('button', { name: 'Passer à l’annuel' }).count()).toBe(0);
    await screenshot(page, 'abonnement-01b-annuel-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'abonnement-01c-annuel-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/calculateur');
    await page.waitForLoadState('load');
    const calculate = page.getByRole('button', { name: 'Calculer les tarifs' });
    // The prerendered form becomes live when its script has run: typed before, the values are typed again.
    await eventually(async () => {
      await page.getByLabel(calculatorFieldLabels.destination).selectOption({ label: destinationLabels.martinique });
      for (const [name, value] of [['weightKg', '2'], ['lengthCm', '30'], ['widthCm', '20'], ['heightCm', '10']] as const) {
        await page.getByLabel(calculatorFieldLabels[name]).fill(value);
      }
      if (await calculate.isDisabled()) throw new Error('« Calculer les tarifs » inactif');
    }, 10_000);
    await calculate.click();
    // The label is set in capitals by its stylesheet: the text as read on screen.
    expect(await waitForText(page.locator('main'), /Votre prix Premium 8,80 € Au lieu de 11,00 €/i)).toMatch(/Au lieu de 11,00 €/);
    await screenshot(page, 'abonnement-02-calculateur');

    await page.goto('/abonnement');
    await page.getByRole('button', { name: 'Résilier l’abonnement' }).click();
    await page.getByRole('button', { name: 'Confirmer la résiliation' }).click();
    expect(await waitForText(page.locator('main'), /Résilié\s*: actif jusqu’au/)).toMatch(/Résilié/);
    await screenshot(page, 'abonnement-03-resilie');
    expect(customer.pageErrors).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { SubscriptionView } from '../../domain/subscription/subscription-views';
import type { ApiClient } from '../../infra/local/api-client';
import { registeredCustomer, type RegistrationForm } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { stripeOf } from '../support/stripe';
import { answerCookieBanner, credentialsOf, newVisitorAtOwnAddress, signInThroughApi } from './account-support';
import { journeySteps, screenshot, useBrowser, waitForText, type Visitor } from './browser';

/**
 * A Premium month refunded in full by staff, as the customer then sees it: the dashboard's card says
 * Découverte and nothing renews, /abonnement offers Premium again, on a desktop and on a phone.
 */
const runtime = inject('runtime');

describe('a Premium month refunded in full, seen by the customer', () => {
  const browser = useBrowser();
  const step = journeySteps();
  const visitors: Visitor[] = [];
  let form: RegistrationForm;

  beforeAll(async () => {
    const standIn = stripeOf(runtime);
    await standIn.deliveries({ duplicates: 0, reorder: false });
    const { admin } = await signInDemoAccounts(runtime);
    const registered = await registeredCustomer(runtime, { firstName: 'Maëlle' });
    form = registered.form;
    const api: ApiClient = registered.client;
    const checkout = await api.post<{ checkoutUrl: string }>('/api/subscription/checkout', { plan: 'premium_monthly' });
    expect((await standIn.pay(checkout.body.checkoutUrl)).status).toBe(303);
    const paid = await eventually(async () => {
      const view = (await api.get<SubscriptionView>('/api/subscription')).body;
      if (view.status !== 'active' || !view.payments[0]) throw new Error(JSON.stringify(view));
      return view.payments[0];
    }, 15_000);
    const refunded = await admin.post(`/admin/api/payments/${paid.paymentId}/refund`, { amountEuros: 2.5, reason: 'Mois remboursé à la demande du client' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    await eventually(async () => {
      const view = (await api.get<SubscriptionView>('/api/subscription')).body;
      if (view.status !== 'none') throw new Error(JSON.stringify(view));
    }, 15_000);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(visitors.map((visitor) => visitor.context.close()));
  });

  for (const [device, width] of [['ordinateur', 1280], ['telephone', 390]] as const) {
    step(`shows Découverte on the dashboard and Premium offered again on /abonnement (${width} px)`, async () => {
      const visitor = await newVisitorAtOwnAddress(browser(), runtime.site);
      visitors.push(visitor);
      const { page, context } = visitor;
      await page.setViewportSize({ width, height: 900 });
      const { email, password } = credentialsOf(form);
      await signInThroughApi(context, email, password);

      await page.goto('/dashboard');
      await answerCookieBanner(page);
      const card = page.locator('.subscription-card');
      expect(await waitForText(card, /Formule Découverte .*Découvrir Premium/)).toMatch(/Formule Découverte/);
      expect(await card.innerText()).not.toMatch(/Actif|Prochain renouvellement/);
      await screenshot(page, `abonnement-rembourse-tableau-de-bord-${device}`);

      await page.goto('/abonnement');
      const main = page.locator('main');
      // Over: the page offers Premium again, as to any customer on Découverte.
      await page.getByRole('button', { name: 'S’abonner' }).waitFor();
      expect(await main.innerText()).not.toMatch(/Actif|Prochain renouvellement|Résilier l’abonnement/);
      await screenshot(page, `abonnement-rembourse-${device}`);
      expect(visitor.pageErrors).toEqual([]);
    });
  }
});

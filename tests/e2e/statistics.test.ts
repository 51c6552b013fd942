import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckoutAnswer } from '../../domain/payment/payment-input';
import type { ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import type { AdminStatistics } from '../../domain/statistics/statistics-views';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { stripeOf } from '../support/stripe';
import { signInThroughApi } from './account-support';
import { newVisitor, readableText, screenshot, useBrowser } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;
const processing = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 15, destination: 'martinique', service: 'standard', extraFees: [], notes: '' };

const cardLabels = [
  'Utilisateurs',
  'Colis',
  'Chiffre d’affaires',
  'Abonnements actifs',
  'Colis en attente',
  'Colis livrés',
  'CA du mois',
  'CA de la semaine',
];
const currentMonthLabel = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: '2-digit', timeZone: 'Europe/Paris' }).format(new Date());

/** The bars and the x-axis labels one chart draws. */
const chartOf = async (page: Page, name: string) => {
  const figure = page.getByRole('figure', { name });
  await figure.locator('svg').first().waitFor();
  return figure.evaluate((element) => ({
    svgs: element.querySelectorAll('svg').length,
    /** bars drawn with a height (months with something) */
    bars: [...element.querySelectorAll('.MuiBarChart-element')].filter((bar) => bar.getBoundingClientRect().height > 0).length,
    text: element.textContent ?? '',
  }));
};

describe('the statistics page of the back office', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    // A parcel recorded and a quote paid by card this month: bars in both charts.
    const { admin } = await signInDemoAccounts(runtime);
    const { client } = await registeredCustomer(runtime);
    const parcel = await storedParcel(client, admin);
    const requested = await client.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    await admin.post(`/admin/api/shipments/${requested.body.id}/process`, processing);
    const started = await client.post<CheckoutAnswer>('/api/payments/quote', { shipmentId: requested.body.id });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await stripeOf(runtime).pay(started.body.checkoutUrl)).status).toBe(303);
    // Stripe's webhook pays it on its own time: the statistics count it before the page is opened.
    await eventually(async () => {
      const current = await admin.get<AdminStatistics>('/admin/api/statistics');
      if (current.body.cards.monthRevenueCents <= 0) throw new Error('paiement pas encore compté');
    }, 15_000);
  }, 90_000);

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    it(`at ${viewport.width} px: the cards and both monthly charts, connected, every period, nothing wider than the window`, async () => {
      const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, viewport);
      try {
        await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
        if (viewport.width >= 900) {
          // the menu entry leads here
          await page.goto('/admin/parcels');
          await page.getByRole('menuitem', { name: 'Statistiques' }).click();
          await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/statistiques');
        } else await page.goto('/admin/statistiques');

        await page.getByRole('heading', { name: 'Statistiques Temps Réel', level: 1 }).waitFor();
        await page.getByRole('status').filter({ hasText: 'Connecté' }).waitFor();
        await page.getByText(/^Dernière mise à jour : \d{2}:\d{2}:\d{2}$/).waitFor();
        for (const label of cardLabels) {
          const card = page.getByRole('region', { name: label, exact: true });
          const text = await readableText(card);
          expect(text, label).not.toBe(label);
        }
        expect(await readableText(page.getByRole('region', { name: 'Chiffre d’affaires', exact: true }))).toMatch(/\d+,\d{2} € .*cette semaine/);

        const parcels = await chartOf(page, 'Colis par mois');
        const revenue = await chartOf(page, 'Chiffre d’affaires par mois');
        for (const chart of [parcels, revenue]) {
          expect(chart.svgs).toBeGreaterThan(0);
          expect(chart.text).toContain(currentMonthLabel);
          expect(chart.bars).toBeGreaterThan(0);
        }
        expect(revenue.text).toContain('€');

        await page.getByRole('button', { name: '12 mois' }).click();
        // twelve months on the axis, the current one last
        await expect.poll(() => page.getByRole('figure', { name: 'Colis par mois' }).locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').count()).toBe(12);
        await page.getByRole('button', { name: 'Auto : actualisation toutes les 30 secondes' }).click();
        await page.getByText('Auto OFF').waitFor();
        await page.getByRole('button', { name: 'Actualiser les statistiques' }).click();
        await page.getByRole('status').filter({ hasText: 'Connecté' }).waitFor();

        await page.waitForLoadState('networkidle');
        const widths = (await page.evaluate('({ page: document.documentElement.scrollWidth, window: window.innerWidth })')) as { page: number; window: number };
        expect(widths.page).toBeLessThanOrEqual(widths.window);
        await screenshot(page, `statistiques-${viewport.width}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

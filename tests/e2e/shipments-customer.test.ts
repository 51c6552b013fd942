import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import type { ApiClient } from '../../infra/local/api-client';
import { registeredCustomer, type RegistrationForm } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { storedParcel } from '../support/shipments';
import { answerCookieBanner, newVisitorAtOwnAddress, signInThroughForm } from './account-support';
import { readableText, screenshot, useBrowser, waitForText, journeySteps, type Visitor } from './browser';

/**
 * A consolidated shipment as the customer lives it: three stored parcels, "Expédier" on
 * one from /packages, the two others added to the box, the estimate and its saving, the request;
 * staff process it through the API; the customer finds the quote on the dashboard, opens its details
 * and its PDF. Each `it` is one step of the same journey: after a failed step the following ones are skipped.
 */
const runtime = inject('runtime');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const processing = { weightKg: 3.4, lengthCm: 40, widthCm: 30, heightCm: 20, destination: 'guadeloupe', service: 'standard', extraFees: [], notes: 'Trois colis dans un carton neuf' };

/** Both widths of one screen, for a person to look at. */
const screenshots = async (page: Page, name: string, { fullPage = true } = {}) => {
  await screenshot(page, `${name}-1280`, { fullPage });
  await page.setViewportSize(phone);
  await screenshot(page, `${name}-390`, { fullPage });
  await page.setViewportSize(desktop);
};

describe('the customer asks for a consolidated shipment and finds its quote on the dashboard', () => {
  const browser = useBrowser();
  let admin: ApiClient;
  let api: ApiClient;
  let form: RegistrationForm;
  let customer: Visitor;
  let parcels: { parcelId: string; trackingNumber: string }[];
  let shipmentId: string;
  let quoteNumber: string;

  /** One step of the journey: skipped once an earlier one has failed. */
  const step = journeySteps();

  const cardOf = (page: Page, trackingNumber: string) => page.getByRole('article', { name: `Colis ${trackingNumber}` });

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime, { firstName: 'Léa', lastName: 'Martin' });
    api = registered.client;
    form = registered.form;
    parcels = [];
    // Guadeloupe (the profile's territory), standard: 8,50 € up to 1 kg, then 2,50 € per kg.
    for (const measures of [
      { weightKg: 1, lengthCm: 20, widthCm: 15, heightCm: 10 },
      { weightKg: 1.4, lengthCm: 25, widthCm: 20, heightCm: 10 },
      { weightKg: 0.8, lengthCm: 15, widthCm: 10, heightCm: 5 },
    ]) {
      parcels.push(await storedParcel(api, admin, measures));
    }
    customer = await newVisitorAtOwnAddress(browser(), runtime.site);
  }, 120_000);

  afterAll(async () => {
    await customer?.context.close();
  });

  step('"Expédier" on a stored parcel of /packages opens the request with the profile’s address', async () => {
    const { page } = customer;
    await page.goto('/connexion?redirect=/packages');
    await answerCookieBanner(page);
    await signInThroughForm(page, form.email, form.password);
    await page.waitForURL((url) => url.pathname === '/packages');
    const [first] = parcels;
    if (!first) throw new Error('pas de colis');
    await cardOf(page, first.trackingNumber).waitFor();
    await screenshots(page, 'expedier-01-mes-colis');
    await cardOf(page, first.trackingNumber).getByRole('link', { name: `Expédier le colis ${first.trackingNumber}` }).click();
    await page.waitForURL((url) => url.pathname === '/expedier' && url.searchParams.get('colis') === first.parcelId);
    await page.getByRole('heading', { level: 1, name: 'Expédier mes colis' }).waitFor();
    expect(await page.getByLabel(/Nom du destinataire/).inputValue()).toBe('Léa Martin');
    expect(await page.getByLabel(/^Adresse/).inputValue()).toBe(form.address);
    expect(await page.getByLabel(/Code postal/).inputValue()).toBe(form.postalCode);
    expect(await page.getByLabel(/Ville/).inputValue()).toBe(form.city);
    expect(await page.getByLabel(/Territoire/).inputValue()).toBe('guadeloupe');
    expect(await page.getByRole('checkbox', { name: new RegExp(first.trackingNumber) }).isChecked()).toBe(true);
    const estimate = page.getByRole('region', { name: 'Estimation' });
    expect(await waitForText(estimate.locator('.shipment-request__total'), 'Estimation : 8,50 € (1 kg facturé)')).toBe('Estimation : 8,50 € (1 kg facturé)');
  });

  step('adding the two other parcels shows the box’s estimate and the saving; the request is confirmed', async () => {
    const { page, pageErrors } = customer;
    for (const other of parcels.slice(1)) await page.getByRole('checkbox', { name: new RegExp(other.trackingNumber) }).check();
    const estimate = page.getByRole('region', { name: 'Estimation' });
    // One box of 3,2 kg: 8,50 + 2,2 × 2,50 = 14,00 €; alone: 8,50 + 9,50 + 8,50 = 26,50 €.
    expect(await waitForText(estimate.locator('.shipment-request__total'), 'Estimation : 14,00 € (3,2 kg facturés)')).toBe('Estimation : 14,00 € (3,2 kg facturés)');
    expect(await readableText(estimate.locator('.shipment-request__saving'))).toBe('Économie estimée par rapport à des envois séparés : 12,50 €');
    expect(await readableText(page.getByRole('radio', { name: /Express/ }).locator('xpath=..'))).toMatch(/^Express \d+,\d\d € 3 à 5 jours ouvrés$/);
    await screenshots(page, 'expedier-02-formulaire');

    await page.getByRole('button', { name: "Demander l'expédition" }).click();
    const heading = page.getByRole('heading', { name: "Demande d'expédition envoyée" });
    // The confirmation, or the error the page shows instead (reported as it reads).
    await heading.or(page.getByRole('alert')).first().waitFor();
    if (!(await heading.isVisible())) await screenshot(page, 'expedier-echec');
    expect(await heading.isVisible(), await readableText(page.locator('main'))).toBe(true);
    const confirmation = page.getByRole('status').filter({ has: heading });
    const text = await readableText(confirmation);
    expect(text).toMatch(new RegExp(`Vos 3 colis partiront ensemble en Standard vers ${form.city} : [A-Z0-9, ]+\\.`));
    for (const parcel of parcels) expect(text).toContain(parcel.trackingNumber);
    expect(text).toContain('vous envoie le devis par e-mail');
    expect(text).toContain('48 heures ouvrées');
    // How to pay, as it is: by card with the quote's « Payer » button; a transfer still accepted, to the account shown.
    const howToPay = await readableText(confirmation.getByRole('region', { name: 'Comment payer votre devis' }));
    expect(howToPay).toContain('Par carte bancaire : bouton « Payer » du devis');
    expect(howToPay).toContain('Par virement bancaire, toujours accepté');
    expect(howToPay).toContain('PASSFRPPXXX');
    await screenshots(page, 'expedier-03-confirmation');
    expect(pageErrors).toEqual([]);

    const mine = await api.get<{ items: CustomerShipmentView[] }>('/api/shipments');
    const [requested] = mine.body.items;
    expect(requested).toMatchObject({ status: 'requested', service: 'standard', address: { recipientName: 'Léa Martin', destination: 'guadeloupe' } });
    // The parcel "Expédier" was pressed on first, then the others in the page's order.
    expect(requested?.parcels[0]?.trackingNumber).toBe(parcels[0]?.trackingNumber);
    expect(requested?.parcels.map((parcel) => parcel.trackingNumber).sort()).toEqual(parcels.map((parcel) => parcel.trackingNumber).sort());
    shipmentId = requested?.shipmentId ?? '';
  });

  step('/packages says "Expédition demandée" on the three parcels, and /devis shows the request with "Annuler la demande"', async () => {
    const { page } = customer;
    // Each parcel follows its request through a reaction: the list shows it moments later.
    await eventually(async () => {
      await page.goto('/packages');
      for (const parcel of parcels) {
        const card = cardOf(page, parcel.trackingNumber);
        await card.waitFor();
        if (!(await readableText(card)).includes('Expédition demandée')) throw new Error(`${parcel.trackingNumber} sans « Expédition demandée »`);
      }
    }, 10_000);
    expect(await page.getByRole('link', { name: /^Expédier le colis/ }).count()).toBe(0);

    await page.goto('/devis');
    const request = page.getByRole('article', { name: /^Demande du/ });
    await request.waitFor();
    expect(await readableText(request.locator('.badge'))).toBe('Demande envoyée');
    expect(await request.getByRole('button', { name: 'Annuler la demande' }).isVisible()).toBe(true);
    await screenshots(page, 'expedier-04-devis-demande');
  });

  step('staff process the request: the dashboard counts the quote, shows it, and its details give the PDF and how to pay', async () => {
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/process`, processing);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const view = await api.get<CustomerShipmentView>(`/api/shipments/${shipmentId}?version=${processed.body.version}`);
    const quote = view.body.quote;
    if (!quote) throw new Error('pas de devis');
    quoteNumber = quote.quoteNumber;

    const { page, pageErrors } = customer;
    await page.goto('/dashboard');
    const figures = page.getByRole('list', { name: 'Mes chiffres' });
    expect(await waitForText(figures.locator('.stat-card', { hasText: 'Devis disponibles' }), '1 Devis disponibles')).toBe('1 Devis disponibles');
    const block = page.getByRole('region', { name: 'Devis à payer' });
    const item = block.getByRole('listitem').filter({ hasText: quoteNumber });
    await item.waitFor();
    const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(quote.totalCents / 100).replace(/\s/g, ' ');
    expect(await readableText(item)).toContain(`${total} TTC · valable jusqu’au`);
    expect(await block.getByRole('link', { name: 'Voir tout' }).getAttribute('href')).toBe('/devis');
    await screenshots(page, 'expedier-05-tableau-de-bord');

    await item.getByRole('button', { name: `Détails du devis ${quoteNumber}` }).click();
    const modal = page.getByRole('dialog', { name: `Devis ${quoteNumber}` });
    await modal.waitFor();
    const table = await readableText(modal.locator('table'));
    expect(table).toContain(`Total TTC ${total}`);
    expect(table).toMatch(/Total HT \d+,\d\d € TVA \(20 %\) \d+,\d\d €/);
    const transfer = await readableText(modal.getByRole('region', { name: 'Payer par virement bancaire' }));
    expect(transfer).toContain(`Référence ${quoteNumber}`);
    expect(transfer).toContain('IBAN FR76');
    const pdfLink = modal.getByRole('link', { name: 'Télécharger le devis (PDF)' });
    await pdfLink.waitFor();
    const pdf = await fetch(new URL((await pdfLink.getAttribute('href')) ?? '', runtime.site));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshots(page, 'expedier-06-details-devis', { fullPage: false });
    expect(pageErrors).toEqual([]);
  });

  step('/devis shows the quote to pay, its details, and no more "Annuler la demande"', async () => {
    const { page, pageErrors } = customer;
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Devis à payer' }).getByRole('link', { name: 'Voir tout' }).click();
    await page.waitForURL((url) => url.pathname === '/devis');
    const card = page.getByRole('article', { name: `Devis ${quoteNumber}` });
    await card.waitFor();
    expect(await readableText(card.locator('.badge'))).toBe('Devis à payer');
    expect(await readableText(card)).toMatch(/\d+,\d\d € TTC · À payer · valable jusqu’au/);
    expect(await card.getByRole('button', { name: 'Annuler la demande' }).count()).toBe(0);
    await card.getByRole('button', { name: `Détails du devis ${quoteNumber}` }).click();
    await page.getByRole('dialog', { name: `Devis ${quoteNumber}` }).getByRole('link', { name: 'Télécharger le devis (PDF)' }).waitFor();
    await page.keyboard.press('Escape');
    await screenshots(page, 'expedier-07-devis-a-payer');
    expect(pageErrors).toEqual([]);
  });

  step('paid, labelled, shipped then delivered: the customer follows the parcel to "Livré" on /suivi, with the carrier’s page', async () => {
    const view = await admin.get<{ quote: { totalCents: number } | null }>(`/admin/api/shipments/${shipmentId}`);
    const paid = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/payment`, { reference: 'VIR-E2E', amountEuros: (view.body.quote?.totalCents ?? 0) / 100 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const outgoing = `CB${Date.now()}FR`;
    expect((await admin.post(`/admin/api/shipments/${shipmentId}/label`, { carrier: 'Colissimo', trackingNumber: outgoing })).status).toBe(200);
    expect((await admin.post(`/admin/api/shipments/${shipmentId}/shipped`, {})).status).toBe(200);

    const { page, pageErrors } = customer;
    const [first] = parcels;
    if (!first) throw new Error('pas de colis');
    const result = page.getByRole('region', { name: first.trackingNumber });
    // The parcels follow their shipment through the bus: the page is read again until the parcel has left.
    await expect
      .poll(
        async () => {
          await page.goto(`/suivi?tracking=${first.trackingNumber}`);
          return (await result.getByRole('progressbar').getAttribute('aria-valuenow').catch(() => null)) ?? '';
        },
        { timeout: 15_000 },
      )
      .toBe('50');
    await result.getByText('Expédié avec Colissimo', { exact: true }).waitFor();
    expect(await result.getByRole('link', { name: 'Suivre sur le site de Colissimo' }).getAttribute('href')).toContain(outgoing);

    const delivered = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/delivered`, {});
    expect(delivered.body.status).toBe('delivered');
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await result.getByRole('progressbar').getAttribute('aria-valuenow').catch(() => null)) ?? '';
        },
        { timeout: 10_000 },
      )
      .toBe('100');
    const timeline = await readableText(page.getByRole('list', { name: 'Historique du colis' }));
    expect(timeline).toMatch(/Expédition demandée.*Prêt à expédier \(devis DEV-.*Expédié avec Colissimo.*Livré \(dernière étape\)/);
    await screenshots(page, 'expedier-08-suivi-livre');
    expect(pageErrors).toEqual([]);
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { AdminShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { rateCard } from '../../domain/pricing/rate-card';
import { quoteAmounts } from '../../domain/shipment/quote';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { signInThroughForm } from './account-support';
import { navigateInApp, newVisitor, readableText, screenshot, useBrowser, settledPageWidth } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;

/** Amounts as a person reads them on the page (every space as one plain space). */
const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
const plainCost = (cents: number) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(cents / 100).replace(/\s/g, ' ');

/** What the quote of this box must say, from the one rate card (the customer has no subscription, nothing accrued yet). */
const expectedTotal = (measures: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number }, extraFees: { label: string; amountCents: number }[] = []) =>
  quoteAmounts({ ...measures, destination: 'martinique', service: 'express', subscriber: false, storageFeesCents: 0, extraFees, rateCardVersion: rateCard.version }).totalCents;

const isPdf = async (url: string | null) => {
  expect(url).toMatch(/^http/);
  const response = await fetch(url ?? '');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  return new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).slice(0, 5));
};

describe('the shipments of the back office: queue, processing panel, quote, transfer, label, shipped, delivered', () => {
  const browser = useBrowser();
  let admin: ApiClient;
  let customer: ApiClient;
  let email: string;
  let parcels: { parcelId: string; trackingNumber: string }[];
  let shipmentId: string;
  let firstParcel: { parcelId: string; trackingNumber: string };

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime, { firstName: 'Maëlle' });
    customer = registered.client;
    email = registered.form.email.toLowerCase();
    firstParcel = await storedParcel(customer, admin);
    parcels = [firstParcel, await storedParcel(customer, admin, { weightKg: 1.5, lengthCm: 30, widthCm: 20, heightCm: 15 })];
    const requested = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: parcels.map((parcel) => parcel.parcelId), address: shippingAddress, service: 'express' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    shipmentId = requested.body.id;
    const shown = await admin.get<AdminShipmentView>(`/admin/api/shipments/${shipmentId}?version=${requested.body.version}`);
    expect(shown.body.status).toBe('requested');
  }, 90_000);

  it('processes the request with the live cost, then records the transfer, prints the label, ships and delivers it', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      // The spec's address of the queue leads to it, after signing in.
      await page.goto('/admin/colis-recus');
      await page.waitForURL((url) => url.pathname === '/connexion');
      await signInThroughForm(page, adminAccount.email, adminAccount.password, adminAccount);
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      await page.goto('/admin/colis-recus');
      await page.waitForURL((url) => url.pathname === '/admin/expeditions');

      // The queue: requests to process ("À traiter"), with the customer, the parcels and where they go.
      const row = page.getByRole('row').filter({ hasText: email });
      await row.waitFor();
      const rowText = await readableText(row);
      for (const expected of ['2 colis', ...parcels.map((parcel) => parcel.trackingNumber), 'Martinique', 'Express', 'Pas encore de devis', 'À traiter']) expect(rowText).toContain(expected);
      await screenshot(page, 'shipments-admin-01-file');
      await page.setViewportSize({ width: 390, height: 844 });
      // On a phone, one item per request: who, where, the status, the parcels, then the date on its own line.
      const line = page.locator('li').filter({ hasText: firstParcel.trackingNumber });
      await line.waitFor();
      expect(await readableText(line)).toMatch(/^Maëlle .+ · Martinique À traiter 2 colis : .+ · Express · Pas encore de devis \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      await screenshot(page, 'shipments-admin-02-file-telephone');
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('row').filter({ hasText: email }).click();
      await page.waitForURL(new RegExp(`/admin/expeditions/${shipmentId}/show$`));
      await page.getByRole('heading', { name: 'Traitement de la demande' }).waitFor();
      await page.getByRole('link', { name: firstParcel.trackingNumber }).waitFor();
      expect(await page.getByRole('link', { name: firstParcel.trackingNumber }).getAttribute('href')).toBe(`/admin/parcels/${firstParcel.parcelId}/show`);

      // Without a weight, the spec's message; nothing is sent.
      await page.getByRole('button', { name: 'Valider et émettre le devis' }).click();
      const required = page.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs obligatoires' });
      await required.waitFor();

      // The live cost follows the fields: the weight, then the box's volume, then an extra fee.
      const total = page.getByTestId('live-total');
      await page.getByLabel('Poids mesuré (kg) *').fill('2.5');
      await expect.poll(() => readableText(total)).toBe(euros(expectedTotal({ weightGrams: 2500, lengthCm: 0, widthCm: 0, heightCm: 0 })));
      await required.waitFor({ state: 'detached' });
      await page.getByLabel('Longueur (cm)').fill('40');
      await page.getByLabel('Largeur (cm)').fill('30');
      await page.getByLabel('Hauteur (cm)').fill('20');
      const box = { weightGrams: 2500, lengthCm: 40, widthCm: 30, heightCm: 20 };
      await expect.poll(() => readableText(total)).toBe(euros(expectedTotal(box)));
      expect(await readableText(page.getByTestId('live-cost'))).toContain('Poids facturable 4,8 kg');
      await page.getByRole('button', { name: 'Ajouter' }).click();
      await page.getByLabel('Libellé').fill('Emballage renforcé');
      await page.getByLabel('Montant TTC (€)').fill('4.5');
      const fees = [{ label: 'Emballage renforcé', amountCents: 450 }];
      const quoted = expectedTotal(box, fees);
      await expect.poll(() => readableText(total)).toBe(euros(quoted));
      expect(await readableText(page.getByTestId('live-cost'))).toMatch(/Total HT .+ TVA \(20 %\) .+ Total TTC/);
      await page.getByLabel('Notes internes').fill('Deux colis dans un carton neuf');
      await screenshot(page, 'shipments-admin-03-panneau');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'shipments-admin-04-panneau-telephone');
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('button', { name: 'Valider et émettre le devis' }).click();
      await page.getByText(`Colis traité avec succès ! Frais calculés: ${plainCost(quoted)}€`).waitFor();

      // The quote as issued, with its PDF.
      const quote = page.getByTestId('quote');
      await quote.waitFor();
      const quoteText = await readableText(quote);
      expect(quoteText).toContain('En attente de paiement');
      expect(quoteText).toContain(`Total TTC ${euros(quoted)}`);
      expect(quoteText).toContain('Emballage renforcé');
      const pdfLink = page.getByRole('link', { name: 'Télécharger le devis (PDF)' });
      expect(await pdfLink.getAttribute('target')).toBe('_blank');
      expect(await isPdf(await pdfLink.getAttribute('href'))).toBe('%PDF-');
      await screenshot(page, 'shipments-admin-05-devis');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'shipments-admin-05-devis-telephone');
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The bank transfer of the exact total (prefilled), with its reference.
      await page.getByRole('button', { name: 'Enregistrer un virement' }).click();
      await page.getByText('Veuillez indiquer la référence du virement').waitFor();
      expect(await page.getByLabel('Montant reçu (€)').inputValue()).toBe(String(quoted / 100));
      await page.getByLabel('Référence du virement').fill('VIR-E2E-0042');
      await page.getByRole('button', { name: 'Enregistrer un virement' }).click();
      await page.getByText('Virement enregistré : le devis est payé').waitFor();
      await page.getByText(`Virement VIR-E2E-0042 reçu : ${euros(quoted)}`).waitFor();

      // The label: carrier and outgoing number, then a PDF to print.
      const outgoingNumber = `CB${Date.now()}FR`;
      await page.getByLabel('Numéro de suivi sortant').fill(outgoingNumber);
      await page.getByRole('button', { name: 'Créer l’étiquette' }).click();
      const labelLink = page.getByRole('link', { name: 'Imprimer l’étiquette' });
      await labelLink.waitFor();
      expect(await labelLink.getAttribute('target')).toBe('_blank');
      expect(await isPdf(await labelLink.getAttribute('href'))).toBe('%PDF-');
      await screenshot(page, 'shipments-admin-06-etiquette');

      await page.getByRole('button', { name: 'Marquer comme expédiée' }).click();
      const tracking = page.getByRole('link', { name: 'Suivre chez Colissimo' });
      await tracking.waitFor();
      expect(await tracking.getAttribute('href')).toContain(encodeURIComponent(outgoingNumber));
      await page.getByRole('button', { name: 'Marquer comme livrée' }).click();
      await page.getByRole('heading', { name: 'Livrée' }).waitFor();
      await expect.poll(() => page.locator('[data-status="delivered"]').count()).toBeGreaterThan(0);
      await screenshot(page, 'shipments-admin-07-livree');

      // The customer's parcels followed their box to the door.
      await eventually(async () => {
        const statuses = await Promise.all(parcels.map(async (parcel) => (await customer.get<{ status: string }>(`/api/parcels/${parcel.parcelId}`)).body.status));
        if (statuses.some((status) => status !== 'delivered')) throw new Error(`colis : ${statuses.join(', ')}`);
      }, 10_000);
      // From a parcel's page, back to the shipment it left in.
      const shipmentUrl = page.url();
      await navigateInApp(page, `/admin/parcels/${parcels[0]?.parcelId}/show`);
      await page.getByRole('link', { name: 'Voir l’expédition' }).click();
      await page.waitForURL((url) => url.href === shipmentUrl);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

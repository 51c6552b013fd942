import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { AdminShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { registeredCustomer } from '../support/accounts';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { signInThroughApi } from './account-support';
import { navigateInApp, newVisitor, readableText, screenshot, settledPageWidth, useBrowser } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;
// 1 kg to Martinique, standard (8,50 €), and a fee of 15,55 €: a quote of 24,05 €.
const processing = { weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10, destination: 'martinique', service: 'standard', extraFees: [{ label: 'Emballage renforcé', amountEuros: 15.55 }], notes: '' };

describe('a bank transfer recorded by staff, in the back office', () => {
  const browser = useBrowser();
  let admin: ApiClient;
  let shipmentId: string;
  let email: string;

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime, { firstName: 'Noémie' });
    email = registered.form.email.toLowerCase();
    const parcel = await storedParcel(registered.client, admin);
    const requested = await registered.client.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    shipmentId = requested.body.id;
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/process`, processing);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const quoted = await admin.get<AdminShipmentView>(`/admin/api/shipments/${shipmentId}?version=${processed.body.version}`);
    expect(quoted.body.quote?.totalCents).toBe(2405);
  }, 90_000);

  it('records the transfer on the shipment, lists it as « Virement » with its reference, and asks the bank reference of the transfer back to refund it', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(context, adminAccount.email, adminAccount.password, adminAccount);
      await page.goto(`/admin/expeditions/${shipmentId}/show`);
      await page.getByRole('button', { name: 'Enregistrer un virement' }).click();
      await page.getByText('Veuillez indiquer la référence du virement').waitFor();
      await page.getByLabel('Référence du virement').fill('VIR-2026-2405');
      await screenshot(page, 'transfer-01-virement-saisi-1280');
      await page.getByRole('button', { name: 'Enregistrer un virement' }).click();
      await page.getByText('Virement enregistré : le devis est payé').waitFor();
      await page.getByText('Virement VIR-2026-2405 reçu : 24,05 €').waitFor();
      await screenshot(page, 'transfer-02-virement-enregistre-1280');

      await navigateInApp(page, '/admin/paiements');
      const row = page.getByRole('row').filter({ hasText: email });
      await row.filter({ hasText: 'FAC-' }).waitFor();
      const rowText = await readableText(row);
      for (const expected of ['Virement · VIR-2026-2405', '24,05 €', 'Payé']) expect(rowText).toContain(expected);
      await screenshot(page, 'transfer-03-paiements-1280');

      await row.getByRole('button', { name: /Rembourser/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Motif du remboursement').fill('Expédition annulée par le client');
      await dialog.getByLabel('Référence du virement retour').fill('RBT-2026-2405');
      await screenshot(page, 'transfer-04-remboursement-1280', { fullPage: false });

      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone (390 px): the payment as « Virement », refunded with the bank reference of the transfer back', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, { width: 390, height: 844 });
    try {
      await signInThroughApi(context, adminAccount.email, adminAccount.password, adminAccount);
      await page.goto('/admin/paiements');
      // One item per payment, the refund behind its icon.
      const line = page.locator('li').filter({ hasText: 'Noémie' });
      await line.waitFor();
      expect(await readableText(line)).toContain('Payé · Virement');
      await screenshot(page, 'transfer-05-paiements-390');
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await line.getByRole('button', { name: /^Rembourser Devis/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Rembourser' }).click();
      await dialog.getByText('Veuillez indiquer la référence du virement de remboursement').waitFor();
      await dialog.getByLabel('Motif du remboursement').fill('Expédition annulée par le client');
      await dialog.getByLabel('Référence du virement retour').fill('RBT-2026-2405');
      await screenshot(page, 'transfer-06-remboursement-390', { fullPage: false });
      await dialog.getByRole('button', { name: 'Rembourser' }).click();
      await page.getByText(/Remboursement par virement enregistré : 24,05\s€ remboursés/u).waitFor();
      await line.filter({ hasText: 'Remboursé' }).waitFor();
      await screenshot(page, 'transfer-07-rembourse-390');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

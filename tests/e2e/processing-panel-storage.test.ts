import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { addDays, storageDayOf } from '../../domain/parcel/storage';
import { registeredCustomer } from '../support/accounts';
import { signInDemoAccounts } from '../support/signed-in';
import { parcelStoredDaysAgo } from '../support/past-parcels';
import { shippingAddress } from '../support/shipments';
import { signInThroughApi } from './account-support';
import { newVisitor, readableText, screenshot, settledPageWidth, useBrowser } from './browser';

/**
 * The processing panel of a request whose parcel has waited in storage for days the daily job has not
 * accrued yet: it shows the storage the quote will bill, and the quote then issued bills exactly that.
 */
const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;
// The parcel's past is written to the event store of the runtime under test.
Object.assign(process.env, runtime.environment);

const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');

describe('the processing panel of a parcel stored for days', () => {
  const browser = useBrowser();
  let customer: ApiClient;
  let shipmentId: string;
  let storageCents = 0;

  beforeAll(async () => {
    await signInDemoAccounts(runtime);
    const registered = await registeredCustomer(runtime, { firstName: 'Noémie' });
    customer = registered.client;
    const parcelId = await parcelStoredDaysAgo(registered.customerId, 10);
    const receivedDay = storageDayOf(new Date(Date.now() - 10 * 86_400_000));
    for (let day = addDays(receivedDay, 4); day <= storageDayOf(new Date()); day = addDays(day, 1)) storageCents += 100;
    const requested = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcelId], address: shippingAddress, service: 'standard' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    shipmentId = requested.body.id;
  }, 90_000);

  it('shows the storage the quote will bill, at a desktop’s width and a phone’s, and issues the quote of the total it showed', async () => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(context, adminAccount.email, adminAccount.password, adminAccount);
      await page.goto(`/admin/expeditions/${shipmentId}/show`);
      await page.getByRole('heading', { name: 'Traitement de la demande' }).waitFor();
      await page.getByLabel('Poids mesuré (kg) *').fill('2');
      const cost = page.getByTestId('live-cost');
      await expect.poll(() => readableText(cost)).toContain(`Frais de stockage ${euros(storageCents)}`);
      const shownTotal = await readableText(page.getByTestId('live-total'));
      await screenshot(page, 'panneau-stockage-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'panneau-stockage-390');
      expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('button', { name: 'Valider et émettre le devis' }).click();
      await page.getByTestId('quote').waitFor();
      const quote = (await customer.get<CustomerShipmentView>(`/api/shipments/${shipmentId}`)).body.quote;
      expect(quote?.lines.find((line) => line.kind === 'storage')?.amountCents).toBe(storageCents);
      expect(euros(quote?.totalCents ?? 0)).toBe(shownTotal);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

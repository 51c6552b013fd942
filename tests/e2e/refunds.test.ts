import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '../../infra/local/api-client';
import type { CheckoutAnswer, StaffRefundAnswer } from '../../domain/payment/payment-input';
import type { CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { registeredCustomer, type RegistrationForm } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { stripeOf } from '../support/stripe';
import { answerCookieBanner, signInThroughApi } from './account-support';
import { newVisitor, readableText, screenshot, settledPageWidth, useBrowser } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;
const processing = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 15, destination: 'martinique', service: 'standard', extraFees: [], notes: '' };
const viewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

type PaidQuote = { customer: ApiClient; form: RegistrationForm; shipmentId: string; paymentId: string; quoteNumber: string; totalCents: number };

describe('a staff refund says what it undoes; the customer sees what it did', () => {
  const browser = useBrowser();
  const standIn = stripeOf(runtime);
  let admin: ApiClient;
  let waiting: PaidQuote;
  let gone: PaidQuote;

  const shipmentOnceIt = (quote: PaidQuote, check: (view: CustomerShipmentView) => boolean) =>
    eventually(async () => {
      const view = await quote.customer.get<CustomerShipmentView>(`/api/shipments/${quote.shipmentId}`);
      if (!check(view.body)) throw new Error(`expédition ${JSON.stringify(view.body)}`);
      return view.body;
    }, 15_000);

  /** A customer's quote, paid by card through the stand-in, and cleared. */
  const paidQuote = async (firstName: string): Promise<PaidQuote> => {
    const { client: customer, form } = await registeredCustomer(runtime, { firstName });
    const parcel = await storedParcel(customer, admin);
    const requested = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const shipmentId = requested.body.id;
    expect((await admin.post(`/admin/api/shipments/${shipmentId}/process`, processing)).status).toBe(200);
    const started = await customer.post<CheckoutAnswer>('/api/payments/quote', { shipmentId });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await standIn.pay(started.body.checkoutUrl)).status).toBe(303);
    const partial: PaidQuote = { customer, form, shipmentId, paymentId: started.body.paymentId, quoteNumber: '', totalCents: 0 };
    const view = await shipmentOnceIt(partial, (shown) => shown.paid);
    return { ...partial, quoteNumber: view.quote?.quoteNumber ?? '', totalCents: view.quote?.totalCents ?? 0 };
  };

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    waiting = await paidQuote('Anaïs');
    gone = await paidQuote('Bérénice');
    expect((await admin.post(`/admin/api/shipments/${gone.shipmentId}/label`, { carrier: 'Colissimo', trackingNumber: `CB${Date.now()}FR` })).status).toBe(200);
    expect((await admin.post(`/admin/api/shipments/${gone.shipmentId}/shipped`, {})).status).toBe(200);
    await eventually(async () => {
      const payments = await admin.get<{ items: { paymentId: string; status: string }[] }>('/admin/api/payments?perPage=100');
      const listed = payments.body.items.filter((payment) => [waiting.paymentId, gone.paymentId].includes(payment.paymentId) && payment.status === 'succeeded');
      if (listed.length < 2) throw new Error('paiements pas encore listés');
    }, 15_000);
  }, 120_000);

  /** The refund dialog of a payment, opened from « Paiements » (a button on a laptop's row, an icon on a phone's item). */
  const openRefund = async (page: Page, quote: PaidQuote) => {
    await page.getByRole('button', { name: new RegExp(`^Rembourser .*${quote.quoteNumber}`) }).click();
    return page.getByRole('dialog', { name: 'Rembourser le paiement' });
  };

  for (const viewport of viewports) {
    it(`at ${viewport.width} px: says before confirming what a full refund, a gesture and a shipped quote's refund undo`, async () => {
      const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, viewport);
      try {
        await signInThroughApi(context, adminAccount.email, adminAccount.password, adminAccount);
        await page.goto('/admin/paiements');
        const dialog = await openRefund(page, waiting);
        await dialog.getByText('Le devis redevient à payer : l’expédition attend un nouveau paiement.').waitFor();
        await screenshot(page, `remboursement-01-devis-complet-${viewport.width}`, { fullPage: false });
        expect(await settledPageWidth(page)).toBeLessThanOrEqual(viewport.width);
        await dialog.getByLabel(/Montant à rembourser/).fill('5');
        await dialog.getByText('Geste commercial : rien n’est annulé.').waitFor();
        await screenshot(page, `remboursement-02-geste-${viewport.width}`, { fullPage: false });
        await dialog.getByRole('button', { name: 'Annuler' }).click();
        await dialog.waitFor({ state: 'detached' });

        const shipped = await openRefund(page, gone);
        await shipped.getByText('L’expédition est déjà partie : rien n’est annulé').waitFor();
        await shipped.getByLabel(/Motif du remboursement/).fill('Le colis est arrivé écrasé');
        await shipped.getByRole('button', { name: 'Rembourser' }).click();
        await shipped.getByText('Veuillez choisir la catégorie du remboursement : l’expédition est déjà partie.').waitFor();
        await screenshot(page, `remboursement-03-devis-parti-categorie-${viewport.width}`, { fullPage: false });
        expect(await settledPageWidth(page)).toBeLessThanOrEqual(viewport.width);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('confirms a full refund in the dialog: the customer’s quote is to be paid again; a shipped quote’s refund shows its category to the customer', async () => {
    const staff = await newVisitor(browser(), runtime.site);
    try {
      await signInThroughApi(staff.context, adminAccount.email, adminAccount.password, adminAccount);
      await staff.page.goto('/admin/paiements');
      const dialog = await openRefund(staff.page, waiting);
      await dialog.getByLabel(/Motif du remboursement/).fill('Le client veut changer d’adresse');
      await dialog.getByRole('button', { name: 'Rembourser' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 20_000 });
      expect(staff.pageErrors).toEqual([]);
    } finally {
      await staff.context.close();
    }
    await shipmentOnceIt(waiting, (view) => view.status === 'quoted' && !view.paid);
    const refunded = await admin.post<StaffRefundAnswer>(`/admin/api/payments/${gone.paymentId}/refund`, {
      amountEuros: gone.totalCents / 100,
      reason: 'Le colis est arrivé écrasé',
      category: 'damaged',
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    await shipmentOnceIt(gone, (view) => view.refund !== null);

    for (const viewport of viewports) {
      const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, viewport);
      try {
        await signInThroughApi(context, adminAccount.email, adminAccount.password, adminAccount);
        await page.goto(`/admin/expeditions/${gone.shipmentId}/show`);
        const note = page.getByText(/^Devis remboursé en totalité après le départ du colis, le .+ \(colis endommagé\)\. Motif : Le colis est arrivé écrasé$/);
        await note.waitFor();
        await screenshot(page, `remboursement-equipe-expedition-${viewport.width}`);
        expect(await settledPageWidth(page)).toBeLessThanOrEqual(viewport.width);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }

    for (const viewport of viewports) {
      for (const [quote, name] of [
        [waiting, 'devis-a-payer-de-nouveau'],
        [gone, 'devis-rembourse-apres-depart'],
      ] as const) {
        const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, viewport);
        try {
          await signInThroughApi(context, quote.form.email, quote.form.password);
          await page.goto('/devis');
          await answerCookieBanner(page);
          const card = page.getByRole('article', { name: `Devis ${quote.quoteNumber}` });
          await card.waitFor();
          const text = await readableText(card);
          if (quote === waiting) {
            expect(text).toContain('À payer');
            await card.getByRole('button', { name: /Payer/ }).first().waitFor();
          } else {
            expect(await readableText(card.getByRole('note'))).toMatch(/^Devis remboursé en totalité après le départ du colis, le .+ : [\d ,]+ € \(colis endommagé\)\.$/);
          }
          await screenshot(page, `remboursement-client-${name}-${viewport.width}`);
          expect(await settledPageWidth(page)).toBeLessThanOrEqual(viewport.width);
          expect(pageErrors).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }
  });
});

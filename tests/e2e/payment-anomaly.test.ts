import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { AdminPaymentView } from '../../domain/payment/payment-views';
import { runPaymentCommand } from '../../functions/payments/payment-command';
import { externalEventContextOf } from '../../functions/platform/reaction-context';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { signInThroughApi, newVisitorAtOwnAddress } from './account-support';
import { journeySteps, readableText, screenshot, settledPageWidth, useBrowser, type Visitor } from './browser';

/**
 * A payment Stripe reported unlike the one started (a cent instead of the period's price), as staff
 * find it in the back office's payments list: « Anomalie », with what to do, at both widths; then the
 * real payment, paid in full, the explanation kept beside it.
 */
const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin);
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

const screenshots = async (visitor: Visitor, name: string) => {
  await screenshot(visitor.page, `${name}-1280`);
  const wide = await settledPageWidth(visitor.page);
  await visitor.page.setViewportSize(phone);
  await screenshot(visitor.page, `${name}-390`);
  const narrow = await settledPageWidth(visitor.page);
  await visitor.page.setViewportSize(desktop);
  return { desktop: wide, phone: narrow };
};

describe('staff find a payment Stripe reported unlike the one started, as an anomaly, in the payments list', () => {
  const browser = useBrowser();
  const step = journeySteps();
  const paymentId = randomUUID();
  const amountCents = 880;
  const stripe = (eventId: string) => externalEventContextOf({ source: 'stripe', eventId, correlationId: eventId, now: new Date() });
  const report = (cents: number, eventId: string) =>
    runPaymentCommand(
      paymentId,
      (metadata) => ({
        type: 'ConfirmPayment',
        data: { paymentId, amountCents: cents, currency: 'eur', checkoutSessionId: null, paymentIntentId: `pi_${eventId}`, paidAt: new Date().toISOString(), reference: eventId },
        metadata,
      }),
      stripe(eventId),
    );
  let staff: Visitor;

  beforeAll(async () => {
    const { admin } = await signInDemoAccounts(runtime);
    const registered = await registeredCustomer(runtime, { firstName: 'Anne', lastName: 'Omalie' });
    await runPaymentCommand(
      paymentId,
      (metadata) => ({
        type: 'StartPayment',
        data: {
          paymentId,
          customerId: registered.customerId,
          purpose: { kind: 'subscription', plan: 'premium_monthly', stripeSubscriptionId: `sub_${paymentId}`, periodStart: new Date().toISOString(), periodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString() },
          amountCents,
          description: 'Abonnement Premium mensuel',
        },
        metadata,
      }),
      stripe(`evt_start_${paymentId}`),
    );
    await report(1, `evt_forged_${paymentId}`);
    await eventually(async () => {
      const page = await admin.get<{ items: AdminPaymentView[] }>(`/admin/api/payments?filter=${encodeURIComponent(JSON.stringify({ id: [paymentId] }))}`);
      if (page.body.items[0]?.status !== 'anomaly') throw new Error('anomalie pas encore listée');
    }, 20_000);
    staff = await newVisitorAtOwnAddress(browser(), runtime.site);
  }, 90_000);

  afterAll(async () => {
    await staff?.context.close();
  });

  step('the list shows « Anomalie » and what to do, filtered by that status, at 1280 and 390 px', async () => {
    const { page, pageErrors } = staff;
    await signInThroughApi(page.context(), adminAccount?.email ?? '', adminAccount?.password ?? '', adminAccount);
    await page.goto(`/admin/paiements?filter=${encodeURIComponent(JSON.stringify({ status: 'anomaly' }))}`);
    const row = page.getByRole('row').filter({ hasText: 'Anne Omalie' });
    await row.waitFor();
    const text = await readableText(row);
    expect(text).toContain('Anne Omalie');
    expect(text).toContain('Anomalie');
    expect(text).toMatch(/Stripe a signalé un paiement de 0,01\s€ au lieu de 8,80\s€\. Rien n’est enregistré comme payé : vérifiez ce paiement dans Stripe\./u);
    await page.waitForLoadState('networkidle');
    expect(await screenshots(staff, 'paiements-anomalie-01-liste')).toEqual({ desktop: desktop.width, phone: phone.width });
    // On a phone the list is a simple list: the explanation is under the status there too.
    await page.setViewportSize(phone);
    await page.getByText(/Rien n’est enregistré comme payé/u).waitFor();
    expect(await page.getByRole('row').count()).toBe(0);
    await page.setViewportSize(desktop);
    expect(pageErrors).toEqual([]);
  });

  step('the real payment that follows is paid in full, the explanation kept beside it', async () => {
    const { page, pageErrors } = staff;
    await report(amountCents, `evt_paid_${paymentId}`);
    await page.goto(`/admin/paiements?filter=${encodeURIComponent(JSON.stringify({ status: 'succeeded' }))}`);
    const row = page.getByRole('row').filter({ hasText: 'Anne Omalie' });
    await eventually(async () => {
      await page.reload();
      await row.waitFor({ timeout: 3_000 });
    }, 20_000);
    const text = await readableText(row);
    expect(text).toMatch(/8,80\s€/u);
    expect(text).toContain('Payé');
    expect(text).toMatch(/Anomalie : Stripe a signalé un paiement de 0,01\s€/u);
    await page.waitForLoadState('networkidle');
    expect(await screenshots(staff, 'paiements-anomalie-02-paye')).toEqual({ desktop: desktop.width, phone: phone.width });
    expect(pageErrors).toEqual([]);
  });
});

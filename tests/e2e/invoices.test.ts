import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { InvoiceView } from '../../domain/invoice/invoice-views';
import type { ListPage } from '../../domain/shared/list-page';
import { runPaymentCommand } from '../../functions/payments/payment-command';
import { externalEventContextOf } from '../../functions/platform/reaction-context';
import { registeredCustomer, type RegistrationForm } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { signInThroughApi, answerCookieBanner, newVisitorAtOwnAddress, signInThroughForm } from './account-support';
import { journeySteps, readableText, screenshot, useBrowser, type Visitor, settledPageWidth } from './browser';

/**
 * A card payment Stripe confirmed (recorded through the payments' command path, without Stripe) and
 * its invoice as the customer finds it in "Mes factures" on /compte, its PDF opened from there, and
 * the same document in the back office's list.
 */
const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin);
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Both widths of the screen, for a person to look at; the page's width at each (nothing wider than the window). */
const screenshots = async (visitor: Visitor, name: string): Promise<{ desktop: unknown; phone: unknown }> => {
  const scrollWidth = () => settledPageWidth(visitor.page);
  await screenshot(visitor.page, `${name}-1280`);
  const wide = await scrollWidth();
  await visitor.page.setViewportSize(phone);
  await screenshot(visitor.page, `${name}-390`);
  const narrow = await scrollWidth();
  await visitor.page.setViewportSize(desktop);
  return { desktop: wide, phone: narrow };
};

describe('the customer finds the invoice of a card payment on /compte, and staff in the back office', () => {
  const browser = useBrowser();
  const step = journeySteps();
  let form: RegistrationForm;
  let invoice: InvoiceView;
  let customer: Visitor;
  let staff: Visitor;

  beforeAll(async () => {
    await signInDemoAccounts(runtime);
    const registered = await registeredCustomer(runtime, { firstName: 'Léa', lastName: 'Facturée' });
    form = registered.form;
    const paymentId = randomUUID();
    const stripe = (eventId: string) => externalEventContextOf({ source: 'stripe', eventId, correlationId: eventId, now: new Date() });
    await runPaymentCommand(
      paymentId,
      (metadata) => ({ type: 'StartPayment', data: { paymentId, customerId: registered.customerId, purpose: { kind: 'subscription', plan: 'premium_monthly', stripeSubscriptionId: 'sub_test', periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z' }, amountCents: 999, description: 'Abonnement Premium mensuel' }, metadata }),
      stripe(`evt_start_${paymentId}`),
    );
    await runPaymentCommand(
      paymentId,
      (metadata) => ({ type: 'ConfirmPayment', data: { paymentId, amountCents: 999, currency: 'eur', checkoutSessionId: null, paymentIntentId: `pi_${paymentId}`, paidAt: new Date().toISOString(), reference: `evt_paid_${paymentId}` }, metadata }),
      stripe(`evt_paid_${paymentId}`),
    );
    invoice = await eventually(async () => {
      const page = await registered.client.get<ListPage<InvoiceView>>('/api/invoices');
      const [first] = page.body.items;
      if (!first) throw new Error('facture pas encore émise');
      return first;
    }, 20_000);
    customer = await newVisitorAtOwnAddress(browser(), runtime.site);
    staff = await newVisitorAtOwnAddress(browser(), runtime.site);
  }, 90_000);

  afterAll(async () => {
    await customer?.context.close();
    await staff?.context.close();
  });

  step('"Mes factures" lists the invoice with its number, date, what was paid and its amount', async () => {
    const { page, pageErrors } = customer;
    await page.goto('/connexion?redirect=/compte');
    await answerCookieBanner(page);
    await signInThroughForm(page, form.email, form.password);
    await page.waitForURL((url) => url.pathname === '/compte');
    const block = page.getByRole('region', { name: 'Mes factures' });
    await block.getByText(invoice.number).waitFor();
    expect(await readableText(block.getByRole('listitem'))).toMatch(new RegExp(`^Facture ${invoice.number} \\d+ \\S+ \\d{4} · Abonnement Premium mensuel 9,99 € TTC Télécharger \\(PDF\\)$`, 'u'));
    expect(await screenshots(customer, 'factures-01-mon-compte')).toEqual({ desktop: desktop.width, phone: phone.width });
    expect(pageErrors).toEqual([]);
  });

  step('"Télécharger (PDF)" opens the PDF in a new tab', async () => {
    const { page, context } = customer;
    // The new tab's own request for the PDF: a desktop Chromium shows it with its viewer, the headless shell of
    // the journeys (no viewer) downloads it; either way the tab asked for the invoice's PDF.
    const isThePdf = (url: string) => new URL(url).pathname.endsWith(`/${invoice.number}.pdf`);
    const [tab, request] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', (sent) => isThePdf(sent.url())),
      page.getByRole('button', { name: `Télécharger facture ${invoice.number} (PDF)` }).click(),
    ]);
    expect(request.frame().page()).toBe(tab);
    const response = await fetch(request.url());
    expect(response.headers.get('content-type')).toContain('application/pdf');
    await tab.close();
  });

  step('staff see it in "Factures", with the customer', async () => {
    const { page, pageErrors } = staff;
    await signInThroughApi(page.context(), adminAccount?.email ?? '', adminAccount?.password ?? '', adminAccount);
    await page.goto('/admin/factures');
    const row = page.getByRole('row').filter({ hasText: invoice.number });
    await row.waitFor();
    expect(await readableText(row)).toContain('Léa Facturée');
    expect(await readableText(row)).toContain('9,99 €');
    await page.waitForLoadState('networkidle');
    expect(await screenshots(staff, 'factures-02-back-office')).toEqual({ desktop: desktop.width, phone: phone.width });
    expect(pageErrors).toEqual([]);
  });
});

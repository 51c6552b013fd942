import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runPaymentCommand } from '../../functions/payments/payment-command';
import { externalEventContextOf } from '../../functions/platform/reaction-context';
import { registeredCustomer } from '../support/accounts';
import { storedParcel, shippingAddress } from '../support/shipments';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { stripeOf } from '../support/stripe';
import { signInThroughApi } from './account-support';
import { navigateInApp, newVisitor, screenshot, useBrowser } from './browser';

const runtime = inject('runtime');
const adminAccount = runtime.accounts.find((account) => account.admin)!;

/** The staff's lists, each with a row whose client has a long e-mail address (a paid quote: its payment and its invoice too). */
const lists = [
  { name: 'colis', path: '/admin/parcels' },
  { name: 'utilisateurs', path: '/admin/utilisateurs' },
  { name: 'expeditions', path: '/admin/expeditions?filter=%7B%7D' },
  { name: 'paiements', path: '/admin/paiements' },
  { name: 'factures', path: '/admin/factures' },
] as const;

type Layout = {
  pageWidth: number;
  windowWidth: number;
  /** each e-mail address shown: the lines it takes and whether its box is narrower than its text */
  emails: { text: string; lines: number; clipped: boolean }[];
  /** in a row of a list: texts of different boxes on one line closer than 8 px (a tracking number running into a date) */
  overlaps: string[];
};

/**
 * The page's width against the window's, and each e-mail address as drawn: an address on one line
 * takes one line box; one letter a line takes dozens. An ellipsis inside a box narrower than the
 * text is clipped. The texts of one row keep apart: a tracking number must not run into a date.
 */
const measure = (page: Page): Promise<Layout> =>
  page.evaluate(`(() => {
    const emailPattern = /^[^\\s@]+@[^\\s@]+\\.[a-z]{2,}$/i;
    const emails = [];
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!emailPattern.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const box = node.parentElement;
      emails.push({ text, lines, clipped: box ? box.scrollWidth > box.clientWidth + 1 : false });
    }
    const overlaps = [];
    const minimumGap = 8;
    for (const row of document.querySelectorAll('main tr, main li')) {
      const texts = [];
      const rowWalker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      for (let node = rowWalker.nextNode(); node; node = rowWalker.nextNode()) {
        if (!(node.textContent ?? '').trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) texts.push({ text: node.textContent.trim(), rect, box: node.parentElement });
      }
      for (let i = 0; i < texts.length; i += 1) {
        for (let j = i + 1; j < texts.length; j += 1) {
          const a = texts[i], b = texts[j];
          // words of one sentence follow one another; texts of different boxes keep apart
          if (a.box === b.box || a.box.contains(b.box) || b.box.contains(a.box)) continue;
          const gap = Math.max(a.rect.left, b.rect.left) - Math.min(a.rect.right, b.rect.right);
          const sameLine = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top) > 1;
          if (sameLine && gap < minimumGap) overlaps.push(a.text + ' / ' + b.text);
        }
      }
    }
    return { pageWidth: document.documentElement.scrollWidth, windowWidth: window.innerWidth, emails, overlaps };
  })()`) as Promise<Layout>;

describe('the staff lists fit a laptop (1280 px) and a phone (390 px)', () => {
  const browser = useBrowser();
  let email = '';

  beforeAll(async () => {
    const { admin } = await signInDemoAccounts(runtime);
    // A client whose address is long, with a parcel and a shipment request: a row on each list.
    const registered = await registeredCustomer(runtime, { firstName: 'Maximilienne', lastName: 'De La Rochefoucauld-Montbazon' });
    email = registered.form.email.toLowerCase();
    const parcel = await storedParcel(registered.client, admin);
    const requested = await registered.client.post<{ id: string }>('/api/shipments', { parcelIds: [parcel.parcelId], service: 'standard', address: shippingAddress });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    // Quoted and paid by card (through the stand-in): the payment names its invoice and Stripe's reference.
    const processing = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 15, destination: 'martinique', service: 'standard', extraFees: [], notes: '' };
    expect((await admin.post(`/admin/api/shipments/${requested.body.id}/process`, processing)).status).toBe(200);
    const started = await registered.client.post<{ checkoutUrl: string; paymentId: string }>('/api/payments/quote', { shipmentId: requested.body.id });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await stripeOf(runtime).pay(started.body.checkoutUrl)).status).toBe(303);
    // Partly refunded (the widest status, and what went back below it), then Stripe reports a second charge for
    // it: the row's note names Stripe's long id, a word of 60 letters.
    const paymentRow = () => admin.get<{ items: { status: string }[] }>(`/admin/api/payments?filter=${encodeURIComponent(JSON.stringify({ id: [started.body.paymentId] }))}`);
    await eventually(async () => {
      if ((await paymentRow()).body.items[0]?.status !== 'succeeded') throw new Error('paiement pas encore réussi');
    }, 15_000);
    expect((await admin.post(`/admin/api/payments/${started.body.paymentId}/refund`, { amountEuros: 1, reason: 'Geste commercial' }, randomUUID())).status).toBe(200);
    await eventually(async () => {
      if ((await paymentRow()).body.items[0]?.status !== 'partially_refunded') throw new Error('remboursement pas encore confirmé');
    }, 15_000);
    const eventId = `evt_second_${started.body.paymentId}`;
    await runPaymentCommand(
      started.body.paymentId,
      (metadata) => ({
        type: 'ConfirmPayment',
        data: { paymentId: started.body.paymentId, amountCents: 1100, currency: 'eur', checkoutSessionId: null, paymentIntentId: `pi_${'Z'.repeat(57)}`, paidAt: new Date().toISOString(), reference: eventId },
        metadata,
      }),
      externalEventContextOf({ source: 'stripe', eventId, correlationId: eventId, now: new Date() }),
    );
    // And Premium: the longest description a payment has (« Abonnement Premium mensuel du … au … »).
    const subscribing = await registered.client.post<{ checkoutUrl: string }>('/api/subscription/checkout', { plan: 'premium_monthly' });
    expect(subscribing.status, JSON.stringify(subscribing.body)).toBe(201);
    expect((await stripeOf(runtime).pay(subscribing.body.checkoutUrl)).status).toBe(303);
    await eventually(async () => {
      const payments = await admin.get<{ items: { customerEmail: string; purpose: string }[] }>('/admin/api/payments?perPage=100');
      if (payments.body.items.filter((payment) => payment.customerEmail.toLowerCase() === email).length < 2) throw new Error('paiements pas encore listés');
    }, 15_000);
    await eventually(async () => {
      const invoices = await admin.get<{ items: { buyerEmail: string }[] }>('/admin/api/invoices?perPage=100');
      if (!invoices.body.items.some((invoice) => invoice.buyerEmail.toLowerCase() === email)) throw new Error('facture pas encore émise');
    }, 15_000);
  }, 90_000);

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    it(`at ${viewport.width} px: no list wider than the window, every e-mail address on one line and whole, no texts running into one another`, async () => {
      const phone = viewport.width < 600;
      const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, viewport);
      try {
        await signInThroughApi(page.context(), adminAccount.email, adminAccount.password, adminAccount);
        // the first list loads the back office, the others are reached inside it, as its menu does
        for (const [index, list] of lists.entries()) {
          if (index === 0) await page.goto(list.path);
          else await navigateInApp(page, list.path);
          // a phone's lists are one item per row, with no e-mail on the parcels' one
          if (phone) await page.getByRole('listitem').first().waitFor();
          else await page.getByText(email).first().waitFor();
          // the thumbnails and the clients' names in place before measuring
          await page.waitForLoadState('networkidle');
          const layout = await measure(page);
          await screenshot(page, `listes-staff-${list.name}-${viewport.width}`);
          expect(layout.pageWidth, `${list.path} : largeur de la page`).toBeLessThanOrEqual(layout.windowWidth);
          if (!phone) expect(layout.emails.map((shown) => shown.text), list.path).toContain(email);
          for (const shown of layout.emails) {
            expect(shown, `${list.path} : ${shown.text}`).toEqual({ text: shown.text, lines: 1, clipped: false });
          }
          expect(layout.overlaps, list.path).toEqual([]);
        }
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

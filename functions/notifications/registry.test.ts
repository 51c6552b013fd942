import { beforeEach, describe, expect, it, vi } from 'vitest';
import { creditNoteIssued, invoiceIssued } from '../../domain/invoice/invoice-test-events';
import { composeNotification } from './commands';
import { notificationKinds, templates, type NotificationDataMap, type NotificationKind } from './registry';

/** What a person may type and a mail repeats (a first name, a shop, a reason, an order reference). */
const hostile = '<img src=x onerror="alert(1)">Boutique & Cie';
const escapedHostile = '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Boutique &amp; Cie';
const to = { email: 'marie@example.com', firstName: hostile };
const facts = { reference: 'RET-1', parcelTrackingNumber: hostile };
const pdf = new Uint8Array([37, 80, 68, 70]);

/** One sample per kind: the compiler refuses a kind without one, so a new kind is tested as soon as it exists. */
const samples: { [Kind in NotificationKind]: NotificationDataMap[Kind] } = {
  package_received: { trackingNumber: hostile, photoCount: 2 },
  storage_reminder: {
    trackingNumber: hostile,
    terms: { receivedDay: '2027-01-01', freeDays: 3 },
    reminder: { parcelId: 'p1', kind: 'free_period_ending', day: '2027-01-02', freeDaysLeft: 2, feesAccruedCents: 0 },
  },
  quote_ready: { quoteNumber: 'DEV-1-ABCD', totalCents: 4250, validUntil: '2027-01-30T10:00:00.000Z', destination: 'guadeloupe' },
  payment_link: { quoteNumber: 'DEV-1-ABCD', totalCents: 4250, checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1', expiresAt: '2027-01-02T10:00:00.000Z' },
  invoice_issued: { document: { ...invoiceIssued(1).data, description: hostile }, pdf },
  credit_note_issued: { document: creditNoteIssued(1).data, pdf },
  package_shipped: { carrier: 'Colissimo', trackingNumber: '1Z999', parcelTrackingNumbers: [hostile] },
  package_delivered: { deliveredAt: '2027-01-10T10:00:00.000Z', parcelTrackingNumbers: [hostile] },
  return_requested: { ...facts, costCents: 850 },
  return_received: facts,
  return_sent: { ...facts, carrier: 'Colissimo', trackingNumber: '8R123' },
  return_closed: facts,
  return_refused: { ...facts, reason: hostile, refundCents: 850 },
  support_reply: { conversationId: 'conv-1', subject: hostile, reply: hostile },
  purchase_requested: {
    purchaseId: 'a1',
    customerId: 'c1',
    shopName: hostile,
    shopUrl: 'https://boutique.example',
    items: [{ name: hostile, options: '', url: '', statedPriceCents: 1000, quantity: 1 }],
    destination: 'guadeloupe',
    instructions: hostile,
    plan: 'free',
    subtotalCents: 1000,
    feeCents: 1999,
    estimatedTotalCents: 2999,
  },
  purchase_quoted: {
    purchaseId: 'a1',
    items: [{ name: hostile, priceCents: 1000, quantity: 1 }],
    itemsCents: 1000,
    plan: 'free',
    subscriptionVersion: 0,
    feeCents: 1999,
    estimatedWeightGrams: 500,
    shippingEstimateCents: 850,
    shippingCharged: false,
    totalCents: 2999,
  },
  purchase_paid: { purchaseId: 'a1', paymentId: 'pay-1', amountCents: 2999 },
  purchase_made: { purchaseId: 'a1', orderReference: hostile, bought: [], notBought: [{ name: hostile, reason: hostile }] },
  purchase_received: { purchaseId: 'a1', parcelId: 'p1' },
  purchase_cancelled: { purchaseId: 'a1', by: 'staff', reason: hostile, refundPaymentId: 'pay-1' },
  subscription_renewal_failed: { plan: 'premium_monthly', amountCents: 250, failedAt: '2027-01-02T10:00:00.000Z', paidUntil: '2027-01-05T10:00:00.000Z' },
  subscription_refunded: { plan: 'premium_monthly', amountCents: 250, refundedAt: '2027-01-02T10:00:00.000Z' },
  account_confirmation: { link: 'https://passerelle.example/confirmer-email?jeton=1' },
  password_reset: { link: 'https://passerelle.example/reset-password?jeton=1' },
  email_change: { link: 'https://passerelle.example/confirmer-nouvel-email?jeton=1' },
  email_changed: { newEmail: 'marie.nouvelle@example.com' },
};

const unsubscribeUrl = 'https://passerelle.example/api/notifications/unsubscribe?token=abc';
const mailOf = <Kind extends NotificationKind>(kind: Kind) => composeNotification(kind, to, samples[kind], unsubscribeUrl);

describe('the notification registry', () => {
  beforeEach(() => {
    vi.stubEnv('SITE_URL', 'https://passerelle.example');
  });

  it('has a template, with its French name for staff, for every kind of mail', () => {
    for (const kind of notificationKinds) {
      expect(templates[kind], kind).toBeDefined();
      expect(templates[kind].label, kind).toMatch(/^[A-ZÀ-Ý]/u);
    }
    expect(Object.keys(templates).sort()).toEqual([...notificationKinds].sort());
  });

  it.each(notificationKinds)('%s: a French subject signed Passerelle, a plain-text part and an HTML part in tables with inline styles', (kind) => {
    const mail = mailOf(kind);
    expect(mail.subject).toMatch(/ — Passerelle$/u);
    expect(mail.subject).toMatch(/[a-zà-ÿ]{3,}/u);
    expect(mail.text.length).toBeGreaterThan(80);
    expect(mail.text).not.toMatch(/<(p|a|table|td|h1|br)[ >]/u);
    expect(mail.text).toContain('Passerelle — votre adresse en France');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).not.toMatch(/<link|<style|class="/u);
  });

  it.each(notificationKinds)('%s: what a person typed stays text in the HTML part', (kind) => {
    const mail = mailOf(kind);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('onerror="');
    if (mail.text.includes(hostile)) expect(mail.html).toContain(escapedHostile);
  });

  it.each(notificationKinds)('%s: the unsubscribe link and header exactly when the customer may turn the mail off', (kind) => {
    const mail = mailOf(kind);
    const optional = templates[kind].category !== null;
    expect(mail.text.includes(unsubscribeUrl)).toBe(optional);
    expect(mail.html.includes('Ne plus recevoir ces e-mails')).toBe(optional);
    expect(mail.headers ?? []).toEqual(optional ? [{ name: 'List-Unsubscribe', value: `<${unsubscribeUrl}>` }] : []);
  });

  it('makes storage reminders the mails a customer may turn off, and every other mail transactional', () => {
    expect(notificationKinds.filter((kind) => templates[kind].category !== null)).toEqual(['storage_reminder']);
  });
});

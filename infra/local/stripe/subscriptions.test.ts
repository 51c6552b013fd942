import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { proratedCents } from './ledger';
import { startStandInUnderTest } from './stand-in-fixture';

let standIn: Awaited<ReturnType<typeof startStandInUnderTest>>;
beforeEach(async () => {
  standIn = await startStandInUnderTest();
});
afterEach(() => standIn.stop());

const typesAfter = async (subscription: string) =>
  (await standIn.delivered())
    .filter((event) => {
      const object = event.data.object as { id: string; parent?: Stripe.Invoice['parent'] };
      return object.id === subscription || object.parent?.subscription_details?.subscription === subscription;
    })
    .map((event) => event.type);

const periodOf = (subscription: Stripe.Subscription) => {
  const item = subscription.items.data[0];
  return { start: item?.current_period_start ?? 0, end: item?.current_period_end ?? 0 };
};

describe('Stripe stand-in: subscriptions', () => {
  it('subscribes through Checkout: an active subscription with its metadata and period on the item, and a paid first invoice', async () => {
    const { monthly } = await standIn.plans();
    const subscription = await standIn.subscribe(monthly);
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: false, metadata: { customerId: 'c-1' } });
    expect(subscription.items.data[0]?.price.id).toBe(monthly.id);
    const period = periodOf(subscription);
    expect(period.end - period.start).toBeGreaterThanOrEqual(28 * 86_400);
    const invoices = await standIn.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(1);
    const [invoice] = invoices.data;
    expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_create', amount_paid: 250, total: 250 });
    expect(invoice?.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice?.lines.data[0]?.period).toEqual(period);
    expect(await typesAfter(subscription.id)).toEqual(['invoice.paid']);
    // Which invoice a payment intent paid, as a refund's charge is traced back to its invoice.
    const intent = invoice?.payments?.data[0]?.payment.payment_intent;
    expect(intent).toMatch(/^pi_/);
    const found = await standIn.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: String(intent) }, limit: 1 });
    expect(found.data.map((payment) => payment.invoice)).toEqual([invoice?.id]);
    expect((await standIn.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: 'pi_unknown' } })).data).toEqual([]);
  });

  it('renews after 31 days: a new paid invoice for the next period, invoice.paid and customer.subscription.updated', async () => {
    const { monthly } = await standIn.plans();
    const subscription = await standIn.subscribe(monthly);
    const first = periodOf(subscription);
    await standIn.advanceDays(31);
    const renewed = await standIn.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(periodOf(renewed).start).toBe(first.end);
    const invoices = await standIn.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => [invoice.billing_reason, invoice.status, invoice.amount_paid])).toEqual([
      ['subscription_cycle', 'paid', 250],
      ['subscription_create', 'paid', 250],
    ]);
    expect(invoices.data[0]?.lines.data[0]?.period).toEqual(periodOf(renewed));
    expect(await typesAfter(subscription.id)).toEqual(['invoice.paid', 'customer.subscription.updated', 'invoice.paid']);
  });

  it('with a card that fails later: the renewal fails, the subscription is past_due, retried after 1, 3 and 5 days, then deleted', async () => {
    const { monthly } = await standIn.plans();
    const subscription = await standIn.subscribe(monthly, '4000 0000 0000 0341');
    const clock = (await standIn.control('clock')) as { now: number };
    await standIn.advanceDays((periodOf(subscription).end - clock.now + 60) / 86_400);
    expect((await standIn.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const [failed] = (await standIn.stripe.invoices.list({ subscription: subscription.id, status: 'open' })).data;
    expect(failed).toMatchObject({ billing_reason: 'subscription_cycle', attempt_count: 1, amount_paid: 0 });
    expect(failed?.next_payment_attempt).toBe((failed?.created ?? 0) + 86_400);
    await standIn.advanceDays(3);
    expect((await standIn.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    await standIn.advanceDays(3);
    const ended = await standIn.stripe.subscriptions.retrieve(subscription.id);
    expect(ended.status).toBe('canceled');
    expect(await typesAfter(subscription.id)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.deleted',
    ]);
  });

  it('cancelled at period end: stays active until the end of the period, then customer.subscription.deleted, no renewal', async () => {
    const { monthly } = await standIn.plans();
    const subscription = await standIn.subscribe(monthly);
    const cancelled = await standIn.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelled).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: periodOf(subscription).end });
    await standIn.advanceDays(10);
    expect((await standIn.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await standIn.advanceDays(21);
    const ended = await standIn.stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: periodOf(subscription).end });
    expect((await standIn.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
    const events = await standIn.delivered();
    const updated = events.find((event) => event.type === 'customer.subscription.updated');
    expect(updated?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    expect(await typesAfter(subscription.id)).toEqual(['invoice.paid', 'customer.subscription.updated', 'customer.subscription.deleted']);
  });

  it('cancels at once on DELETE', async () => {
    const { monthly } = await standIn.plans();
    const subscription = await standIn.subscribe(monthly);
    expect((await standIn.stripe.subscriptions.cancel(subscription.id)).status).toBe('canceled');
    expect(await typesAfter(subscription.id)).toEqual(['invoice.paid', 'customer.subscription.deleted']);
  });

  it('upgrades monthly to yearly at once: charges the yearly price minus the unused part of the month, by seconds, and restarts the period', async () => {
    const { monthly, yearly } = await standIn.plans();
    const subscription = await standIn.subscribe(monthly);
    const first = periodOf(subscription);
    await standIn.advanceDays(10);
    const clock = (await standIn.control('clock')) as { now: number };
    const upgraded = await standIn.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id ?? '', price: yearly.id }],
      proration_behavior: 'always_invoice',
    });
    expect(upgraded.items.data[0]?.price.id).toBe(yearly.id);
    const period = periodOf(upgraded);
    // The request may land a second after the clock was read.
    expect(period.start - clock.now).toBeLessThanOrEqual(1);
    expect(period.end - period.start).toBeGreaterThanOrEqual(365 * 86_400);
    const credit = proratedCents(250, first.end - period.start, first.end - first.start);
    expect(credit).toBeGreaterThan(160);
    expect(credit).toBeLessThan(180);
    const [invoice] = (await standIn.stripe.invoices.list({ subscription: subscription.id })).data;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid', amount_paid: 2000 - credit });
    expect(invoice?.lines.data.map((line) => line.amount)).toEqual([-credit, 2000]);
    expect(await typesAfter(subscription.id)).toEqual(['invoice.paid', 'invoice.paid', 'customer.subscription.updated']);
  });
});

describe('Stripe stand-in: a refused upgrade', () => {
  it('answers StripeCardError and leaves the subscription as it was when the card fails', async () => {
    const { monthly, yearly } = await standIn.plans();
    const subscription = await standIn.subscribe(monthly, '4000 0000 0000 0341');
    await expect(
      standIn.stripe.subscriptions.update(subscription.id, {
        items: [{ id: subscription.items.data[0]?.id ?? '', price: yearly.id }],
        proration_behavior: 'always_invoice',
        cancel_at_period_end: true,
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    const unchanged = await standIn.stripe.subscriptions.retrieve(subscription.id);
    expect(unchanged).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(unchanged.items.data[0]?.price.id).toBe(monthly.id);
    expect(periodOf(unchanged)).toEqual(periodOf(subscription));
  });
});

describe('proration in cents', () => {
  it('rounds the part of an amount to the nearest cent, half up', () => {
    expect(proratedCents(250, 1, 2)).toBe(125);
    expect(proratedCents(250, 1, 3)).toBe(83);
    expect(proratedCents(5, 1, 2)).toBe(3);
    expect(proratedCents(250, 0, 30)).toBe(0);
  });
});

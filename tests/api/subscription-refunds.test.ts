import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type Stripe from 'stripe';
import type { ApiClient } from '../../infra/local/api-client';
import type { StaffRefundAnswer } from '../../domain/payment/payment-input';
import type { CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import type { SubscriptionView } from '../../domain/subscription/subscription-views';
import type { CustomerParcelView } from '../../domain/parcel/parcel-views';
import { addDays } from '../../domain/parcel/storage';
import type { StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import { createShipmentAudit, isAuditedEvent } from '../../domain/shipment/audit';
import { createSubscriptionAudit, isAuditedSubscriptionEvent } from '../../domain/subscription/audit';
import { loadStream } from '../../functions/platform/event-store';
import { getRow } from '../../functions/platform/read-models';
import { registeredCustomer, ses } from '../support/accounts';
import { mailsTo, waitForMails } from '../support/mailbox';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';
import { stripeOf } from '../support/stripe';
import { useScratchTables } from '../support/scratch-event-store';
import { contextAt, customer, project, receivedParcel } from '../support/storage-parcels';

const runtime = inject('runtime');
// The event store of the runtime under test, read as the auditors read it.
Object.assign(process.env, runtime.environment);

const processing = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 15, destination: 'martinique', service: 'standard', extraFees: [], notes: '' };
const eventsOf = async (streamId: string): Promise<StoredEvent[]> => (await loadStream(streamId)).flatMap((changeset) => changeset.events);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? ''));

describe('a Premium period refunded by staff', () => {
  const standIn = stripeOf(runtime);
  let admin: ApiClient;

  const subscription = async (client: ApiClient) => (await client.get<SubscriptionView>('/api/subscription')).body;
  const eventuallySubscription = (client: ApiClient, check: (view: SubscriptionView) => boolean) =>
    eventually(async () => {
      const view = await subscription(client);
      if (!check(view)) throw new Error(JSON.stringify(view));
      return view;
    }, 15_000);
  /** The payment's stream once Stripe confirmed `count` refunds of it. */
  const refundsRecorded = (paymentId: string, count: number) =>
    eventually(async () => {
      const events = await eventsOf(`payment-${paymentId}`);
      if (events.filter((event) => event.type === 'PaymentRefunded').length < count) throw new Error(`paiement ${events.map((event) => event.type).join(', ')}`);
      return events;
    }, 15_000);

  /** A customer subscribed monthly through Stripe's page, paid once: their payment and Stripe's subscription. */
  const subscribedCustomer = async () => {
    const { client, form, customerId } = await registeredCustomer(runtime);
    const checkout = await client.post<{ checkoutUrl: string; sessionId: string }>('/api/subscription/checkout', { plan: 'premium_monthly' });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    expect((await standIn.pay(checkout.body.checkoutUrl)).status).toBe(303);
    const active = await eventuallySubscription(client, (view) => view.status === 'active' && view.payments.length === 1);
    const session = await standIn.stripe.checkout.sessions.retrieve(checkout.body.sessionId);
    return { client, email: form.email.toLowerCase(), customerId, paymentId: active.payments[0]?.paymentId ?? '', stripeSubscriptionId: idOf(session.subscription) };
  };

  const refund = (paymentId: string, amountEuros: number, reason: string) => admin.post<StaffRefundAnswer>(`/admin/api/payments/${paymentId}/refund`, { amountEuros, reason });

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    await standIn.deliveries({ duplicates: 0, reorder: false });
  }, 60_000);

  it('partly refunded, runs on as a gesture; refunded in full, ends at the refund: free plan, Stripe’s subscription cancelled, the customer mailed, the next quote without discount', async () => {
    const { client, email, customerId, paymentId, stripeSubscriptionId } = await subscribedCustomer();
    const subscriptionStream = streamIdOf('subscription', customerId);

    // A gesture of 1 €: its credit note goes out, nothing else changes.
    const gesture = await refund(paymentId, 1, 'Geste commercial');
    expect(gesture.status, JSON.stringify(gesture.body)).toBe(200);
    await refundsRecorded(paymentId, 1);
    await waitForMails(ses(runtime), email, 1, (mail) => mail.subject.startsWith('Votre avoir'));
    await standIn.idle();
    expect(await subscription(client)).toMatchObject({ status: 'active', plan: 'premium_monthly' });
    expect((await standIn.stripe.subscriptions.retrieve(stripeSubscriptionId)).status).toBe('active');
    expect((await eventsOf(subscriptionStream)).map((event) => event.type)).toEqual(['SubscriptionPeriodStarted']);

    // The rest (1,50 €): the period is refunded in full and ends at that refund.
    const rest = await refund(paymentId, 1.5, 'Abonnement remboursé');
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const payment = await refundsRecorded(paymentId, 2);
    const fullRefund = payment.filter((event) => event.type === 'PaymentRefunded').at(-1);
    const ended = await eventuallySubscription(client, (view) => view.status === 'none');
    expect(ended).toMatchObject({ plan: 'free', status: 'none', subscribedPlan: null, periodEnd: null, renewsAt: null, canUpgrade: false });
    expect(ended.payments.map((row) => [row.amountCents, row.status])).toEqual([[250, 'refunded']]);
    expect((await client.get<{ plan: string }>('/api/me')).body.plan).toBe('free');
    const refundedEvent = (await eventsOf(subscriptionStream)).find((event) => event.type === 'SubscriptionPeriodRefunded');
    expect(refundedEvent?.data).toEqual({
      customerId,
      paymentId,
      stripeSubscriptionId,
      refundedAt: fullRefund?.type === 'PaymentRefunded' ? fullRefund.data.refundedAt : '',
      subscriptionEnded: true,
    });

    // Stripe's subscription is cancelled; its `customer.subscription.deleted` coming back ends nothing more.
    await eventually(async () => {
      const status = (await standIn.stripe.subscriptions.retrieve(stripeSubscriptionId)).status;
      if (status !== 'canceled') throw new Error(`abonnement Stripe ${status}`);
    }, 15_000);
    const [mail] = await waitForMails(ses(runtime), email, 1, (candidate) => candidate.subject.includes('est terminé'));
    expect(mail?.subject).toBe('Votre abonnement Premium mensuel est terminé — Passerelle');

    // A late redelivery of the period's `invoice.paid` revives nothing.
    const listed = await standIn.events();
    const stripeEvents = Array.isArray(listed) ? listed : (listed.data ?? []);
    const invoicePaid = stripeEvents.find(
      (event) => event.type === 'invoice.paid' && idOf((event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription) === stripeSubscriptionId,
    );
    expect(invoicePaid).toBeDefined();
    expect((await standIn.redeliver(invoicePaid?.id ?? '', 2)).ok).toBe(true);
    await standIn.idle();
    expect(await subscription(client)).toMatchObject({ status: 'none', plan: 'free' });
    expect((await eventsOf(subscriptionStream)).map((event) => event.type)).toEqual(['SubscriptionPeriodStarted', 'SubscriptionPeriodRefunded']);
    expect((await mailsTo(ses(runtime), email)).filter((candidate) => candidate.subject.includes('est terminé'))).toHaveLength(1);

    // From then, storage and quotes use the free plan: 3 free days, no subscriber discount.
    const parcel = await storedParcel(client, admin);
    const parcelEvents = await eventsOf(`parcel-${parcel.parcelId}`);
    expect(parcelEvents.find((event) => event.type === 'ParcelStorageStarted')?.data).toMatchObject({ plan: 'free', freeDays: 3 });
    expect(parcelEvents.map((event) => event.type)).not.toContain('ParcelFreeStorageShortened');
    const requested = await client.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${requested.body.id}/process`, processing);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const view = await client.get<CustomerShipmentView>(`/api/shipments/${requested.body.id}?version=${processed.body.version}`);
    expect(view.body.quote?.lines.map((line) => line.label).join(' ')).not.toMatch(/abonné/iu);
    const quote = (await eventsOf(`shipment-${requested.body.id}`)).find((event) => event.type === 'QuoteIssued');
    expect(quote?.data).toMatchObject({ subscriber: false, plan: 'free', subscriptionVersion: 2 });
  });

  it('cuts the free storage of a parcel received during the period to the free plan’s 3 days, shown on its page and told in the mail', async () => {
    const { client, email, customerId, paymentId } = await subscribedCustomer();
    const { parcelId } = await storedParcel(client, admin);
    const started = (await eventsOf(`parcel-${parcelId}`)).find((event) => event.type === 'ParcelStorageStarted');
    expect(started?.data).toMatchObject({ plan: 'premium_monthly', freeDays: 60 });
    const receivedDay = started?.type === 'ParcelStorageStarted' ? started.data.receivedDay : '';

    expect((await refund(paymentId, 2.5, 'Abonnement remboursé')).status).toBe(200);
    const shortened = await eventually(async () => {
      const found = (await eventsOf(`parcel-${parcelId}`)).filter((event) => event.type === 'ParcelFreeStorageShortened');
      if (found.length === 0) throw new Error('stockage gratuit pas encore raccourci');
      return found;
    }, 15_000);
    const refunded = (await eventsOf(streamIdOf('subscription', customerId))).find((event) => event.type === 'SubscriptionPeriodRefunded');
    const refundedAt = refunded?.type === 'SubscriptionPeriodRefunded' ? refunded.data.refundedAt : '';
    // Refunded on the reception's day (or the next): the free plan's 3 days from the reception are the later end.
    expect(shortened.map((event) => event.data)).toEqual([
      { parcelId, reason: 'subscription_period_refunded', effectiveAt: refundedAt, paymentId, plan: 'free', freeDays: 3, previousFreeDays: 60 },
    ]);
    const page = await eventually(async () => {
      const view = (await client.get<CustomerParcelView>(`/api/parcels/${parcelId}`)).body;
      if (view.storage?.freeDays !== 3) throw new Error(JSON.stringify(view.storage));
      return view;
    }, 15_000);
    expect(page.storage).toMatchObject({ receivedDay, freeDays: 3, freeUntil: addDays(receivedDay, 3), firstPaidDay: addDays(receivedDay, 4), accruing: false });
    const [mail] = await waitForMails(ses(runtime), email, 1, (candidate) => candidate.subject.includes('est terminé'));
    expect(mail?.body.text).toContain('Les colis reçus pendant la période remboursée et encore à l’entrepôt passent aussi à ces conditions');
  });

  it('the auditors’ replay of the whole history finds every period paid by its invoice, each refunded one ended, no discount after it', async () => {
    const { createReplay, replayFeed } = await import('../../functions/platform/replay');
    const subscriptions = createSubscriptionAudit();
    const shipments = createShipmentAudit();
    await replayFeed(
      createReplay([], {
        onEvent: (event) => {
          if (isAuditedSubscriptionEvent(event)) subscriptions.observe(event);
          if (isAuditedEvent(event)) shipments.observe(event);
        },
      }),
    );
    expect(subscriptions.subscriptionCount()).toBeGreaterThanOrEqual(1);
    expect(subscriptions.report()).toEqual([]);
    expect(shipments.report()).toEqual([]);
  });
});

describe('storage of a parcel received during a Premium month refunded in full, accrued by the daily job', () => {
  // Its own tables (the days are chosen, the job runs for them), read by the auditors too: after the runtime's tests above.
  let accrueStorageFees: (day: string, now: Date) => Promise<unknown>;
  const runDays = async (from: string, to: string) => {
    for (let day = from; day <= to; day = addDays(day, 1)) await accrueStorageFees(day, new Date(`${day}T11:00:00Z`));
  };
  const system = { kind: 'system' as const, id: 'test' };

  beforeAll(async () => {
    await useScratchTables(runtime);
    ({ accrueStorageFees } = await import('../../functions/parcels/accrue-storage-fees'));
  }, 60_000);

  it('bills from the refund’s day, never a day before, and the reminder tells the new end of the free period', async () => {
    const { runSubscriptionCommand } = await import('../../functions/subscriptions/commands');
    const { planInForce } = await import('../../functions/subscriptions/queries');
    const { refundedPeriodStorageReaction } = await import('../../functions/subscriptions/refunded-period-storage-reaction');
    const { toCustomerParcel } = await import('../../functions/parcels/parcel-views');
    const { parcelsProjection } = await import('../../functions/parcels/parcels-projection');
    const owner = await customer('premium_monthly');
    const { customerId } = owner;
    const paymentId = `pay-${randomUUID()}`;
    const subscribedAt = new Date('2027-01-05T09:00:00Z');
    await runSubscriptionCommand(
      customerId,
      (metadata) => ({
        type: 'StartPeriod',
        data: { customerId, plan: 'premium_monthly', periodStart: subscribedAt.toISOString(), periodEnd: '2027-02-05T09:00:00.000Z', stripeSubscriptionId: 'sub_test', paymentId },
        metadata,
      }),
      contextAt(subscribedAt, system),
    );
    // Received on Sunday 10 January during the month: 60 free days; the job runs every day up to the refund, billing nothing.
    const plan = await planInForce(customerId, new Date('2027-01-10T09:00:00Z'));
    expect(plan).toEqual({ plan: 'premium_monthly', version: 1 });
    const parcelId = await receivedParcel(owner, plan, '2027-01-10');
    await runDays('2027-01-10', '2027-01-19');

    // Refunded in full on Wednesday 20 January at 11:00 (Paris); the bus delivers the period's end twice.
    const refundedAt = '2027-01-20T10:00:00.000Z';
    await runSubscriptionCommand(
      customerId,
      (metadata) => ({ type: 'EndRefundedPeriod', data: { customerId, paymentId, stripeSubscriptionId: 'sub_test', refundedAt }, metadata }),
      contextAt(new Date(refundedAt), system),
    );
    const ended = (await eventsOf(streamIdOf('subscription', customerId))).find((event) => event.type === 'SubscriptionPeriodRefunded');
    if (ended?.type !== 'SubscriptionPeriodRefunded') throw new Error('période non terminée');
    await refundedPeriodStorageReaction.react(ended);
    await refundedPeriodStorageReaction.react(ended);
    const shortened = (await eventsOf(`parcel-${parcelId}`)).filter((event) => event.type === 'ParcelFreeStorageShortened');
    expect(shortened.map((event) => event.data)).toEqual([
      { parcelId, reason: 'subscription_period_refunded', effectiveAt: refundedAt, paymentId, plan: 'free', freeDays: 9, previousFreeDays: 60 },
    ]);
    await project(parcelId);
    const row = await getRow(parcelsProjection, { parcelId });
    if (!row) throw new Error('colis absent du modèle de lecture');
    expect(toCustomerParcel(row, '2027-01-20').storage).toMatchObject({ freeDays: 9, freeUntil: '2027-01-19', firstPaidDay: '2027-01-20', freeDaysLeft: 0, accruing: true });

    await runDays('2027-01-20', '2027-01-27');
    const events = await eventsOf(`parcel-${parcelId}`);
    const fees = events.flatMap((event) => (event.type === 'StorageFeeAccrued' ? [[event.data.from, event.data.to, event.data.amountCents]] : []));
    expect(fees).toEqual(Array.from({ length: 8 }, (_, index) => [addDays('2027-01-20', index), addDays('2027-01-20', index), 100]));
    expect(events.flatMap((event) => (event.type === 'StorageReminderSent' ? [`${event.data.kind} ${event.data.day}`] : []))).toEqual([
      'fees_accruing 2027-01-20',
      'fees_accruing 2027-01-27',
    ]);
    const [mail] = await waitForMails(ses(runtime), owner.email, 1, (candidate) => candidate.subject.startsWith('Frais de stockage en cours'));
    expect(mail?.body.text).toContain('a pris fin le mardi 19 janvier 2027');
    expect(mail?.body.text).toContain('Depuis le mercredi 20 janvier 2027');

    // The auditors find the free days cut at the refund and the fees owed from then.
    const { createReplay, replayFeed } = await import('../../functions/platform/replay');
    const shipments = createShipmentAudit();
    await replayFeed(createReplay([], { onEvent: (event) => (isAuditedEvent(event) ? shipments.observe(event) : undefined) }));
    expect(shipments.report()).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { AdminShipmentView, CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { addDays, storageDayOf } from '../../domain/parcel/storage';
import type { QuotePreview } from '../../domain/shipment/quote-preview';
import { subscriptionDecider } from '../../domain/subscription/subscription-commands';
import { executeCommand } from '../../functions/platform/command';
import { registeredCustomer } from '../support/accounts';
import { maxWeightMessage } from '../../domain/pricing/shipping-price';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { parcelStoredDaysAgo } from '../support/past-parcels';
import { shippingAddress } from '../support/shipments';

const runtime = inject('runtime');
// The event store of the runtime under test: the parcel's past is written there as the warehouse wrote it then.
Object.assign(process.env, runtime.environment);

describe('the processing panel', () => {
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
  }, 60_000);

  it('shows the storage its quote will bill, though the daily job has not accrued it, and the quote bills exactly that', async () => {
    const { client, customerId } = await registeredCustomer(runtime);
    const parcelId = await parcelStoredDaysAgo(customerId, 10);
    // the free days after reception, then every day up to today at 1 € (Paris days)
    const receivedDay = storageDayOf(new Date(Date.now() - 10 * 86_400_000));
    let paidDays = 0;
    for (let day = addDays(receivedDay, 4); day <= storageDayOf(new Date()); day = addDays(day, 1)) paidDays += 1;

    const requested = await eventually(async () => {
      const answer = await client.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcelId], address: shippingAddress, service: 'standard' });
      if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
      return answer.body;
    }, 10_000);
    const panel = await admin.get<AdminShipmentView>(`/admin/api/shipments/${requested.id}?version=${requested.version}`);
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    expect(panel.body.status).toBe('requested');
    expect(panel.body.storageFeesCents).toBe(paidDays * 100);

    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${requested.id}/process`, { weightKg: 1.3, destination: 'martinique', service: 'standard', extraFees: [], notes: '' });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const quoted = await client.get<CustomerShipmentView>(`/api/shipments/${requested.id}?version=${processed.body.version}`);
    expect(quoted.body.quote?.lines.find((line) => line.kind === 'storage')?.amountCents).toBe(panel.body.storageFeesCents);
  });

  it('previews the quote its values would issue, at the subscriber price of the plan in force from the subscription stream, and the quote then bills exactly that', async () => {
    const { client, customerId } = await registeredCustomer(runtime);
    const parcelId = await parcelStoredDaysAgo(customerId, 10);
    // A Premium period paid a day ago, as the payment's reaction writes it to the customer's subscription stream.
    const now = new Date();
    const periodStart = new Date(now.getTime() - 86_400_000).toISOString();
    const periodEnd = new Date(now.getTime() + 29 * 86_400_000).toISOString();
    const actor = { kind: 'system' as const, id: 'processing-panel-test' };
    await executeCommand({
      decider: subscriptionDecider,
      streamType: 'subscription',
      streamId: `subscription-${customerId}`,
      command: { type: 'StartPeriod', data: { customerId, plan: 'premium_monthly', periodStart, periodEnd, stripeSubscriptionId: 'sub_panel', paymentId: randomUUID() }, metadata: { now, actor } },
      context: { commandId: randomUUID(), requestFingerprint: 'processing-panel-test', correlationId: randomUUID(), causationId: null, actor, now },
    });
    const requested = await eventually(async () => {
      const answer = await client.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcelId], address: shippingAddress, service: 'standard' });
      if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
      return answer.body;
    }, 10_000);
    const values = { weightKg: 2.4, lengthCm: 30, widthCm: 20, heightCm: 10, destination: 'martinique', service: 'express', extraFees: [{ label: 'Emballage renforcé', amountEuros: 4.5 }], notes: '' };

    const preview = await admin.post<QuotePreview>(`/admin/api/shipments/${requested.id}/quote-preview`, values);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ plan: 'premium_monthly', subscriber: true });
    expect(preview.body.subscriberDiscountCents).toBeGreaterThan(0);
    expect(preview.body.lines.map((line) => line.kind)).toEqual(['shipping', 'storage', 'extra']);
    // A preview writes nothing: the request is still to process.
    expect((await admin.get<AdminShipmentView>(`/admin/api/shipments/${requested.id}`)).body.status).toBe('requested');

    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${requested.id}/process`, values);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const quoted = await client.get<CustomerShipmentView>(`/api/shipments/${requested.id}?version=${processed.body.version}`);
    expect(quoted.body.quote?.lines).toEqual(preview.body.lines);
    expect(quoted.body.quote?.totalCents).toBe(preview.body.totalCents);

    // Processed: the preview refuses as the command does.
    const again = await admin.post<{ detail: string }>(`/admin/api/shipments/${requested.id}/quote-preview`, values);
    expect([again.status, again.body.detail]).toEqual([409, 'Cette demande a déjà été traitée.']);
  });

  it('says why a box cannot be quoted, in the words the command would use', async () => {
    const { client, customerId } = await registeredCustomer(runtime);
    const parcelId = await parcelStoredDaysAgo(customerId, 1);
    const requested = await eventually(async () => {
      const answer = await client.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcelId], address: shippingAddress, service: 'standard' });
      if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
      return answer.body;
    }, 10_000);
    const tooHeavy = await admin.post<{ detail: string }>(`/admin/api/shipments/${requested.id}/quote-preview`, { weightKg: 900, destination: 'martinique', service: 'standard' });
    expect(tooHeavy.status).toBe(400);
    expect(tooHeavy.body.detail).toBe(maxWeightMessage);
  });
});

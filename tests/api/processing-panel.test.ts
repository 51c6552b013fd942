import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { AdminShipmentView, CustomerShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { addDays, storageDayOf } from '../../domain/parcel/storage';
import { registeredCustomer } from '../support/accounts';
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
});

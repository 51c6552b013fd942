import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { TrackingView } from '../../domain/parcel/parcel-timeline';
import type { AdminShipmentView, ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { readPdf, allText } from '../../functions/platform/documents/read-pdf';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';
import { shippingAddress, storedParcel } from '../support/shipments';

const runtime = inject('runtime');

type Problem = { detail: string; errors?: Record<string, string> };

const processing = { weightKg: 1.2, lengthCm: 30, widthCm: 20, heightCm: 10, destination: 'martinique', service: 'standard', extraFees: [], notes: '' };

/** The label's link answers with the PDF, which prints the number. */
const labelText = async (url: string | null): Promise<string> => {
  expect(url).toMatch(/^http/);
  const response = await fetch(url ?? '');
  expect(response.status, url ?? '').toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  return allText(await readPdf(new Uint8Array(await response.arrayBuffer())));
};

describe('shipment labels', () => {
  let admin: ApiClient;
  let customer: ApiClient;

  /** A shipment of one stored parcel, processed and paid by transfer: ready for its label. */
  const paidShipment = async (): Promise<{ shipmentId: string; parcelId: string; trackingNumber: string }> => {
    const parcel = await storedParcel(customer, admin);
    const requested = await customer.post<ShipmentCommandResult>('/api/shipments', { parcelIds: [parcel.parcelId], address: shippingAddress, service: 'standard' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const shipmentId = requested.body.id;
    const processed = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/process`, processing);
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const view = await admin.get<AdminShipmentView>(`/admin/api/shipments/${shipmentId}?version=${processed.body.version}`);
    const paid = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/payment`, { reference: 'VIR-ETIQUETTE', amountEuros: (view.body.quote?.totalCents ?? 0) / 100 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return { shipmentId, parcelId: parcel.parcelId, trackingNumber: parcel.trackingNumber };
  };
  const viewAt = async (shipmentId: string, version: number) => (await admin.get<AdminShipmentView>(`/admin/api/shipments/${shipmentId}?version=${version}`)).body;

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    customer = (await registeredCustomer(runtime)).client;
  }, 60_000);

  it('a carrier’s number with spaces makes a label whose link answers with the PDF (its file named by ids)', async () => {
    const { shipmentId } = await paidShipment();
    const label = { carrier: 'UPS', trackingNumber: '1Z 999 AA1 01 2345 6784' };
    const labelled = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/label`, label);
    expect(labelled.status, JSON.stringify(labelled.body)).toBe(200);
    const view = await viewAt(shipmentId, labelled.body.version);
    expect(new URL(view.labelUrl ?? '').pathname).toMatch(new RegExp(`/labels/${shipmentId}/[0-9A-Z]{26}\\.pdf$`));
    expect(await labelText(view.labelUrl)).toContain(label.trackingNumber);
  }, 60_000);

  it('staff replace a label before the box leaves, with a reason; the box ships under the new number; not after', async () => {
    const { shipmentId, parcelId, trackingNumber } = await paidShipment();
    const first = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/label`, { carrier: 'UPS', trackingNumber: '1Z 999 AA1 01 2345 6784' });
    expect(first.status).toBe(200);
    const firstUrl = (await viewAt(shipmentId, first.body.version)).labelUrl;

    // A second label is not made by the creation command: it is a replacement, which needs its reason.
    expect((await admin.post<Problem>(`/admin/api/shipments/${shipmentId}/label`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).status).toBe(409);
    const noReason = await admin.post<Problem>(`/admin/api/shipments/${shipmentId}/label/replacement`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBe('Veuillez indiquer le motif du remplacement de l’étiquette');

    const replaced = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/label/replacement`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      reason: 'Numéro saisi avec des espaces',
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.status).toBe('labelled');
    const view = await viewAt(shipmentId, replaced.body.version);
    expect(view.outgoing).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(view.labelUrl).not.toBe(firstUrl);
    expect(await labelText(view.labelUrl)).toContain('1Z999AA10123456784');

    const shipped = await admin.post<ShipmentCommandResult>(`/admin/api/shipments/${shipmentId}/shipped`, {});
    expect(shipped.status).toBe(200);
    await eventually(async () => {
      const parcel = await customer.get<{ status: string }>(`/api/parcels/${parcelId}`);
      if (parcel.body.status !== 'shipped') throw new Error(`colis ${parcel.body.status}`);
    }, 10_000);
    const tracked = await customer.get<TrackingView>(`/api/tracking?trackingNumber=${encodeURIComponent(trackingNumber)}`);
    expect(tracked.body.parcel.outgoing).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });

    const late = await admin.post<Problem>(`/admin/api/shipments/${shipmentId}/label/replacement`, { carrier: 'UPS', trackingNumber: '1Z0000000000000000', reason: 'Trop tard' });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('L’expédition est partie : son étiquette ne peut plus être remplacée.');
  }, 60_000);
});

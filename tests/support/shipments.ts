import { expect } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { ParcelCommandResult } from '../../domain/parcel/parcel-views';
import { declaration } from './fixtures';

/** A parcel the customer declared, the warehouse received (measured) and put away: ready to be asked to leave. */
export const storedParcel = async (
  customer: ApiClient,
  admin: ApiClient,
  measures: { weightKg: number; lengthCm: number; widthCm: number; heightCm: number } = { weightKg: 1, lengthCm: 20, widthCm: 15, heightCm: 10 },
): Promise<{ parcelId: string; trackingNumber: string }> => {
  const trackingNumber = `SH${Date.now()}${Math.floor(Math.random() * 10_000)}`;
  const declared = await customer.post<{ parcelId: string }>('/api/parcels', declaration({ trackingNumber }));
  expect(declared.status, JSON.stringify(declared.body)).toBe(201);
  const { parcelId } = declared.body;
  const received = await admin.post<ParcelCommandResult>(`/admin/api/parcels/${parcelId}/receive`, measures);
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  const stored = await admin.post<ParcelCommandResult>(`/admin/api/parcels/${parcelId}/put-away`, { location: 'A-01-01' });
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  // the customer's own view shows it stored: the request reads the parcels' streams, the page their rows
  const shown = await customer.get<{ status: string }>(`/api/parcels/${parcelId}?version=${stored.body.version}`);
  expect(shown.body.status).toBe('stored');
  return { parcelId, trackingNumber };
};

export const shippingAddress = {
  recipientName: 'Léa Martin',
  line1: '3 rue des Flamboyants',
  line2: '',
  postalCode: '97200',
  city: 'Fort-de-France',
  destination: 'martinique',
  phone: '+596 696 00 00 00',
};

import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { PhotoUploadTicket } from '../../domain/parcel/parcel-photos';
import type { ParcelCommandResult } from '../../domain/parcel/parcel-views';
import { ses, registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { declaration } from '../support/fixtures';
import { linkIn, mailsTo, waitForMails } from '../support/mailbox';
import { signInDemoAccounts } from '../support/signed-in';
import { storageDayOf } from '../../domain/parcel/storage';

const runtime = inject('runtime');

type Problem = { detail: string; errors?: Record<string, string> };
type ListedParcel = { id: string; trackingNumber: string; status: string; photoCount: number; firstThumbnailUrl?: string | null; history: { status: string }[] };

const jpeg = () => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 140, b: 90 } } }).jpeg().toBuffer();

/** The staff's way: an upload link, the file PUT to it, then the attachment (as the reception page does). */
const staffPhoto = async (admin: ApiClient, parcelId: string) => {
  const file = await jpeg();
  const ticket = await admin.post<PhotoUploadTicket>(`/admin/api/parcels/${parcelId}/photos/uploads`, { fileName: 'colis.jpg', contentType: 'image/jpeg', size: file.byteLength });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const put = await fetch(ticket.body.url, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array(file) });
  expect(put.status).toBe(200);
  const attached = await admin.post(`/admin/api/parcels/${parcelId}/photos`, { uploadId: ticket.body.uploadId });
  expect(attached.status, JSON.stringify(attached.body)).toBeLessThan(300);
};

const reception = (customerId: string, overrides: Record<string, unknown> = {}) => ({
  customerId,
  carrier: 'Colissimo',
  trackingNumber: `RC${Date.now()}${Math.floor(Math.random() * 1000)}`,
  weightKg: 3.2,
  lengthCm: 40,
  widthCm: 30,
  heightCm: 25,
  destination: 'martinique',
  declaredValueEuros: 80,
  description: 'Deux paires de chaussures',
  instructions: 'Fragile',
  ...overrides,
});

const parcelOf = (admin: ApiClient, parcelId: string, atLeastVersion: number, photos = 0) =>
  eventually(async () => {
    const got = await admin.get<ListedParcel & { version?: number }>(`/admin/api/parcels/${parcelId}`);
    if (got.status !== 200 || got.body.photoCount < photos || got.body.status === 'declared') throw new Error(`pas encore : ${got.status}`);
    return got.body;
  }, 10_000);

describe('recording a reception (spec 3, sections 2.5 and 5)', () => {
  let admin: ApiClient;
  let customer: ApiClient;
  let customerId: string;
  let email: string;

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime);
    customer = registered.client;
    customerId = registered.customerId;
    email = registered.form.email.toLowerCase();
  }, 60_000);

  it('receives the parcel the customer declared: same parcel, history declared then received, two photos, one mail', async () => {
    const declared = await customer.post<{ parcelId: string }>('/api/parcels', declaration({ trackingNumber: 'ab 123 cd' }));
    expect(declared.status).toBe(201);
    // Typed differently at the warehouse: the same number once spaces and case are ignored.
    const recorded = await admin.post<ParcelCommandResult>('/admin/api/parcels/receptions', reception(customerId, { trackingNumber: 'AB123CD' }));
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body).toMatchObject({ id: declared.body.parcelId, status: 'received' });

    await staffPhoto(admin, recorded.body.id);
    await staffPhoto(admin, recorded.body.id);
    const parcel = await parcelOf(admin, recorded.body.id, recorded.body.version, 2);
    expect(parcel.history.map((entry) => entry.status)).toEqual(['declared', 'received']);

    const mine = await customer.get<{ items: ListedParcel[] }>('/api/parcels');
    expect(mine.body.items.filter((row) => row.trackingNumber.replace(/\s/g, '').toUpperCase() === 'AB123CD')).toHaveLength(1);

    const sent = await admin.post<{ sent: boolean }>(`/admin/api/parcels/${recorded.body.id}/reception-mail`);
    expect(sent.body).toEqual({ sent: true });
    const again = await admin.post<{ sent: boolean }>(`/admin/api/parcels/${recorded.body.id}/reception-mail`);
    expect(again.body).toEqual({ sent: false });
    const [mail] = await waitForMails(ses(runtime), email, 1, (candidate) => candidate.subject.includes('réceptionné'));
    expect(mail?.subject).toContain('ab 123 cd');
    expect(mail?.body.text).toContain('2 photos');
    expect(new URL(linkIn(mail!, '/dashboard')).pathname).toBe('/dashboard');
    const received = (await mailsTo(ses(runtime), email)).filter((candidate) => candidate.subject.includes('réceptionné'));
    expect(received).toHaveLength(1);
  });

  it('creates the parcel the customer never declared, in their list, and the customer cannot declare that number afterwards', async () => {
    const body = reception(customerId);
    const recorded = await admin.post<ParcelCommandResult>('/admin/api/parcels/receptions', body);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    await staffPhoto(admin, recorded.body.id);
    const parcel = await parcelOf(admin, recorded.body.id, recorded.body.version, 1);
    expect(parcel).toMatchObject({ trackingNumber: body.trackingNumber, status: 'received', photoCount: 1, description: 'Deux paires de chaussures' });
    expect(parcel.history.map((entry) => entry.status)).toEqual(['received']);

    const mine = await eventually(async () => {
      const listed = await customer.get<{ items: ListedParcel[] }>('/api/parcels');
      const row = listed.body.items.find((candidate) => candidate.trackingNumber === body.trackingNumber);
      if (!row) throw new Error('pas encore dans la liste du client');
      return row;
    });
    expect(mine.photoCount).toBe(1);

    const declaredAfter = await customer.post<Problem>('/api/parcels', declaration({ trackingNumber: body.trackingNumber.toLowerCase() }));
    expect(declaredAfter.status).toBe(409);
    expect(declaredAfter.body.detail.toUpperCase()).toContain(body.trackingNumber);

    // Sent again (a retry, or a second click): the same parcel, nothing more.
    const retried = await admin.post<ParcelCommandResult>('/admin/api/parcels/receptions', body);
    expect(retried.status).toBeLessThan(300);
    expect(retried.body.id).toBe(recorded.body.id);
  });

  it.each([
    ['no client', { customerId: undefined }, 'customerId', 'Veuillez sélectionner un client'],
    ['an unknown client', { customerId: 'nobody' }, 'customerId', 'Veuillez sélectionner un client'],
    ['a blank tracking number', { trackingNumber: '   ' }, 'trackingNumber', 'Le numéro de suivi est obligatoire'],
    ['no weight', { weightKg: undefined }, 'weightKg', 'Le poids est obligatoire et doit être supérieur à 0'],
    ['a weight of 0', { weightKg: 0 }, 'weightKg', 'Le poids est obligatoire et doit être supérieur à 0'],
    ['no destination', { destination: undefined }, 'destination', 'La destination est obligatoire'],
    ['a destination outside the six', { destination: 'corse' }, 'destination', 'La destination est obligatoire'],
    ['a negative length', { lengthCm: -1 }, 'lengthCm', 'La longueur ne peut pas être négative'],
    ['a negative value', { declaredValueEuros: -1 }, 'declaredValueEuros', 'La valeur ne peut pas être négative'],
    ['a description over 500 characters', { description: 'x'.repeat(501) }, 'description', 'La description ne peut pas dépasser 500 caractères'],
    ['instructions over 500 characters', { instructions: 'x'.repeat(501) }, 'instructions', 'Les instructions ne peuvent pas dépasser 500 caractères'],
  ])('refuses %s with the French message', async (_name, overrides, field, message) => {
    const refused = await admin.post<Problem>('/admin/api/parcels/receptions', reception(customerId, overrides));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[field]).toBe(message);
  });

  it('is for staff only', async () => {
    const refused = await customer.post('/admin/api/parcels/receptions', reception(customerId));
    expect(refused.status).toBe(403);
  });
});

describe('the back office parcels list (spec 3, section 2.3)', () => {
  let admin: ApiClient;
  let customerId: string;

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    ({ customerId } = await registeredCustomer(runtime));
  }, 60_000);

  type Page = { items: ListedParcel[]; nextCursor: string | null; total: number | null };
  const list = (filter: Record<string, unknown>, perPage = 25) =>
    admin.get<Page>(`/admin/api/parcels?filter=${encodeURIComponent(JSON.stringify(filter))}&perPage=${perPage}`);

  it('counts all, pending and with photos, and finds a parcel by the beginning of its tracking number, in any case', async () => {
    const before = await admin.get<{ total: number; pending: number; withPhotos: number }>('/admin/api/parcel-counters');
    expect(before.status).toBe(200);
    const prefix = `LS${Date.now()}`;
    const first = await admin.post<ParcelCommandResult>('/admin/api/parcels/receptions', reception(customerId, { trackingNumber: `${prefix}A` }));
    const second = await admin.post<ParcelCommandResult>('/admin/api/parcels/receptions', reception(customerId, { trackingNumber: `${prefix}B` }));
    await staffPhoto(admin, first.body.id);
    const found = await eventually(async () => {
      const page = await list({ q: prefix.toLowerCase() });
      if (page.body.items.length < 2 || !page.body.items.some((row) => row.photoCount === 1)) throw new Error('pas encore');
      return page.body;
    });
    expect(found.items.map((row) => row.trackingNumber).sort()).toEqual([`${prefix}A`, `${prefix}B`]);
    expect(found.total).toBe(2);
    expect(found.items.find((row) => row.id === first.body.id)?.firstThumbnailUrl).toMatch(/^http/);
    expect((await list({ q: `${prefix}B` })).body.items.map((row) => row.id)).toEqual([second.body.id]);
    // The search keeps the other filters: status, client, days.
    const put = await admin.post<ParcelCommandResult>(`/admin/api/parcels/${second.body.id}/put-away`, { location: 'A-01-01' });
    await admin.get(`/admin/api/parcels/${second.body.id}?version=${put.body.version}`);
    expect((await list({ q: prefix, status: 'stored' })).body.items.map((row) => row.id)).toEqual([second.body.id]);
    expect((await list({ q: prefix, status: 'received' })).body.items.map((row) => row.id)).toEqual([first.body.id]);
    const stranger = (await registeredCustomer(runtime)).customerId;
    expect((await list({ q: prefix, customerId: stranger })).body).toMatchObject({ items: [], total: 0 });
    expect((await list({ q: prefix, declaredFrom: '2000-01-01', declaredTo: '2000-01-31' })).body.items).toEqual([]);

    const after = await admin.get<{ total: number; pending: number; withPhotos: number }>('/admin/api/parcel-counters');
    expect(after.body.total - before.body.total).toBeGreaterThanOrEqual(2);
    expect(after.body.withPhotos - before.body.withPhotos).toBeGreaterThanOrEqual(1);
  });

  it('keeps a range of creation days, within a status, page by page', async () => {
    // Paris days, as the staff read them
    const today = storageDayOf(new Date());
    const none = await list({ declaredFrom: '2000-01-01', declaredTo: '2000-12-31' });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ items: [], nextCursor: null, total: 0 });
    const received = await list({ status: 'received', declaredFrom: today, declaredTo: today }, 1);
    expect(received.body.items).toHaveLength(1);
    expect(received.body.items[0]?.status).toBe('received');
    expect(received.body.nextCursor).not.toBeNull();
    // Not counted: a range would have to be read whole to be counted.
    expect(received.body.total).toBeNull();
    const next = await admin.get<Page>(
      `/admin/api/parcels?filter=${encodeURIComponent(JSON.stringify({ status: 'received', declaredFrom: today, declaredTo: today }))}&perPage=1&cursor=${received.body.nextCursor}`,
    );
    expect(next.body.items[0]?.id).not.toBe(received.body.items[0]?.id);
    expect((await list({ declaredFrom: '2026-13-01' })).status).toBe(400);
  });
});


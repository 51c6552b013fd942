import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { ParcelHistory } from '../../domain/parcel/parcel-history';
import type { AdminParcelView, BulkPutAwayResult, ParcelCommandResult, ParcelNotificationResult } from '../../domain/parcel/parcel-views';
import type { TrackingView } from '../../domain/parcel/parcel-timeline';
import { registeredCustomer, ses } from '../support/accounts';
import { declaration } from '../support/fixtures';
import { mailsTo, waitForMails } from '../support/mailbox';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');

type Problem = { detail: string; errors?: Record<string, string> };

/** The edit form as the parcel page fills it from the parcel, then changed. */
const editForm = (parcel: AdminParcelView, changes: Record<string, unknown>) => ({
  carrier: parcel.carrier,
  category: parcel.category,
  description: parcel.description,
  declaredValueEuros: parcel.declaredValueCents / 100,
  instructions: parcel.instructions,
  status: parcel.status,
  weightKg: parcel.weightGrams === null ? null : parcel.weightGrams / 1000,
  lengthCm: parcel.lengthCm,
  widthCm: parcel.widthCm,
  heightCm: parcel.heightCm,
  reason: '',
  ...changes,
});

describe('the parcel page: corrections, history, putting away, notifications (spec 3, section 2.4)', () => {
  let admin: ApiClient;
  let customer: ApiClient;
  let email: string;

  /** A parcel the customer declared and the warehouse received; answers the page's view of it. */
  const receivedParcel = async (): Promise<AdminParcelView> => {
    const trackingNumber = `PP${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const declared = await customer.post<{ parcelId: string }>('/api/parcels', declaration({ trackingNumber }));
    expect(declared.status).toBe(201);
    const received = await admin.post<ParcelCommandResult>(`/admin/api/parcels/${declared.body.parcelId}/receive`, {
      weightKg: 1.3,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    return pageAt(declared.body.parcelId, received.body.version);
  };

  /** The page after a command: waits for the version the command returned. */
  const pageAt = async (parcelId: string, version: number): Promise<AdminParcelView> => {
    const got = await admin.get<AdminParcelView>(`/admin/api/parcels/${parcelId}?version=${version}`);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.version).toBeGreaterThanOrEqual(version);
    return got.body;
  };

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime);
    customer = registered.client;
    email = registered.form.email.toLowerCase();
  }, 60_000);

  it('a correction needs a reason, changes the values shown, and the history says what, who, when and why', async () => {
    const parcel = await receivedParcel();
    const refused = await admin.post<Problem>(`/admin/api/parcels/${parcel.id}/corrections`, editForm(parcel, { weightKg: 1.45 }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.reason).toBe('Veuillez indiquer le motif de la correction');

    const corrected = await admin.post<ParcelCommandResult>(
      `/admin/api/parcels/${parcel.id}/corrections`,
      editForm(parcel, { weightKg: 1.45, category: 'vetements', status: 'pending', reason: 'Pesée refaite au quai' }),
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.status).toBe('pending');
    const after = await pageAt(parcel.id, corrected.body.version);
    expect(after).toMatchObject({ weightGrams: 1450, category: 'vetements', status: 'pending' });

    const history = await admin.get<ParcelHistory>(`/admin/api/parcels/${parcel.id}/history`);
    expect(history.status).toBe(200);
    const lines = history.body.entries.map((entry) => entry.label);
    expect(lines.slice(0, 2)).toEqual(['Colis déclaré par le client', 'Reçu à l’entrepôt']);
    const correction = history.body.entries.find((entry) => entry.label === 'Informations corrigées');
    expect(correction).toMatchObject({
      details: ['Catégorie : Maison/Jardin → Vêtements', 'Poids mesuré : 1,3 kg → 1,45 kg'],
      reason: 'Pesée refaite au quai',
      by: { kind: 'admin', name: expect.any(String), email: expect.stringContaining('@') },
    });
    expect(history.body.entries.find((entry) => entry.label === 'Statut corrigé')).toMatchObject({ details: ['Statut : Reçu → En attente'], reason: 'Pesée refaite au quai' });
    expect(history.body.entries[0]?.by).toMatchObject({ kind: 'customer', email });
    // in order, each with its time
    const versions = history.body.entries.map((entry) => entry.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));

    // The same form sent again records nothing.
    const again = await admin.post<ParcelCommandResult>(
      `/admin/api/parcels/${parcel.id}/corrections`,
      editForm(after, { reason: 'Rien de neuf' }),
    );
    expect(again.body.version).toBe(corrected.body.version);
  });

  it('putting away: a received parcel becomes stored on its shelf, the customer sees it on /suivi, a bad location is refused', async () => {
    const parcel = await receivedParcel();
    const bad = await admin.post<Problem>(`/admin/api/parcels/${parcel.id}/put-away`, { location: 'au fond' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.location).toBe('Emplacement invalide : utilisez le format A-01-03 (allée, étagère, niveau)');

    const put = await admin.post<ParcelCommandResult>(`/admin/api/parcels/${parcel.id}/put-away`, { location: 'b 2 7' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.status).toBe('stored');
    const stored = await pageAt(parcel.id, put.body.version);
    expect(stored).toMatchObject({ status: 'stored', location: 'B-02-07' });

    const tracked = await customer.get<TrackingView>(`/api/tracking?trackingNumber=${encodeURIComponent(parcel.trackingNumber)}`);
    expect(tracked.body.parcel.status).toBe('stored');
    expect(tracked.body.timeline.map((entry) => entry.label)).toContain('Rangé en stock');
    expect(JSON.stringify(tracked.body)).not.toContain('B-02-07');
  });

  it('puts several parcels away at once; one that cannot be is named with its reason, the others are stored', async () => {
    const first = await receivedParcel();
    const second = await receivedParcel();
    const notReceived = await customer.post<{ parcelId: string }>('/api/parcels', declaration({ trackingNumber: `NR${Date.now()}` }));
    const bulk = await admin.post<BulkPutAwayResult>('/admin/api/parcels/put-away', {
      location: 'C-01-01',
      parcelIds: [first.id, second.id, notReceived.body.parcelId],
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.results).toEqual([
      { id: first.id, ok: true, status: 'stored', version: expect.any(Number) },
      { id: second.id, ok: true, status: 'stored', version: expect.any(Number) },
      { id: notReceived.body.parcelId, ok: false, error: 'Seul un colis reçu ou déjà stocké peut être rangé (statut actuel : Déclaré).' },
    ]);
    const empty = await admin.post<Problem>('/admin/api/parcels/put-away', { location: 'C-01-01', parcelIds: [] });
    expect(empty.body.errors?.parcelIds).toBe('Veuillez choisir au moins un colis');
  });

  it('notifies the owner: a French e-mail, once per request even when retried, recorded in the history', async () => {
    const parcel = await receivedParcel();
    const before = (await mailsTo(ses(runtime), email)).length;
    const key = crypto.randomUUID();
    const sent = await admin.post<ParcelNotificationResult>(`/admin/api/parcels/${parcel.id}/notifications`, { template: 'storage_reminder' }, key);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.recipient).toBe(email);
    const retried = await admin.post<ParcelNotificationResult>(`/admin/api/parcels/${parcel.id}/notifications`, { template: 'storage_reminder' }, key);
    expect(retried.body.version).toBe(sent.body.version);
    // the page waits for that version: the read model reaches it
    await pageAt(parcel.id, sent.body.version);
    const mails = await waitForMails(ses(runtime), email, before + 1);
    expect(mails.at(-1)?.subject).toContain(`Votre stockage gratuit se termine bientôt (colis ${parcel.trackingNumber})`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsTo(ses(runtime), email)).map((mail) => mail.subject).slice(before)).toEqual([mails.at(-1)?.subject]);

    const history = await admin.get<ParcelHistory>(`/admin/api/parcels/${parcel.id}/history`);
    expect(history.body.entries.filter((entry) => entry.label === 'E-mail envoyé au client : Rappel de stockage')).toHaveLength(1);

    const unknownTemplate = await admin.post<Problem>(`/admin/api/parcels/${parcel.id}/notifications`, { template: 'colis_perdu' });
    expect(unknownTemplate.status).toBe(400);
    expect(unknownTemplate.body.errors?.template).toBe('Veuillez choisir un type de notification');
  });

  it('the customer’s view of a parcel waits for a version too; another customer gets the same 404 at once', async () => {
    const parcel = await receivedParcel();
    const put = await admin.post<ParcelCommandResult>(`/admin/api/parcels/${parcel.id}/put-away`, { location: 'D-03-02' });
    const mine = await customer.get<{ status: string; version: number }>(`/api/parcels/${parcel.id}?version=${put.body.version}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ status: 'stored', version: put.body.version });
    expect(JSON.stringify(mine.body)).not.toContain('D-03-02');

    const stranger = (await registeredCustomer(runtime)).client;
    const startedAt = Date.now();
    const theirs = await stranger.get<Problem>(`/api/parcels/${parcel.id}?version=${put.body.version + 50}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe('Colis introuvable');
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  it('refuses a reception mail for a parcel not received yet, and answers "Colis introuvable" for an unknown id', async () => {
    const declared = await customer.post<{ parcelId: string }>('/api/parcels', declaration({ trackingNumber: `NM${Date.now()}` }));
    const refused = await admin.post<Problem>(`/admin/api/parcels/${declared.body.parcelId}/notifications`, { template: 'package_received' });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Ce colis n’a pas encore été réceptionné : le client ne peut pas en être averti.');
    for (const path of ['', '/history']) {
      const missing = await admin.get<Problem>(`/admin/api/parcels/introuvable${path}`);
      expect(missing.status).toBe(404);
      expect(missing.body.detail).toBe('Colis introuvable');
    }
  });
});

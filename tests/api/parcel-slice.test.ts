import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../infra/local/api-client';
import { createAccount } from '../../infra/local/seed';
import { boxNumberPattern } from '../../domain/customer/customer';
import { eventually } from '../support/eventually';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');
const customerAccount = runtime.accounts.find((account) => !account.admin)!;

type Parcel = { parcelId: string; status: string; trackingNumber: string; declaredWeightGrams: number; declaredValueCents: number; weightGrams: number | null };

describe('the parcel declaration slice', () => {
  let customer: ApiClient;
  let admin: ApiClient;
  let stranger: ApiClient;

  beforeAll(async () => {
    ({ customer, admin } = await signInDemoAccounts(runtime));
    const strangerAccount = await createAccount(runtime.site, {
      email: `autre-${randomUUID()}@example.com`,
      firstName: 'Jean',
      lastName: 'Autre',
      phone: '+596 696 00 00 00',
      territory: 'martinique',
      admin: false,
    });
    stranger = createApiClient(runtime.site);
    await stranger.signIn(strangerAccount.email, strangerAccount.password);
  });

  it('shows the signed-in profile on /api/me, and refuses anonymous callers in French', async () => {
    const me = await customer.get<{ email: string; firstName: string; isAdmin: boolean; frenchAddress: { boxNumber: string; postalCode: string } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: customerAccount.email, firstName: 'Marie', isAdmin: false });
    expect(me.body.frenchAddress.boxNumber).toMatch(boxNumberPattern);
    expect(me.body.frenchAddress.postalCode).toBe('60290');

    const anonymous = await createApiClient(runtime.site).get<{ detail: string }>('/api/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/problem+json');
    expect(anonymous.body.detail).toBe('Veuillez vous connecter.');
  });

  it('refuses a wrong password with the French message', async () => {
    const response = await createApiClient(runtime.site).request<{ detail: string }>('POST', '/api/auth/login', {
      json: { email: customerAccount.email, password: 'pas-le-bon' },
    });
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe('Email ou mot de passe incorrect');
  });

  it('takes a declaration to "declared", then the warehouse reception to "received"', async () => {
    const sent = declaration();
    const declared = await customer.post<{ parcelId: string; status: string }>('/api/parcels', sent);
    expect(declared.status).toBe(201);
    expect(declared.body.status).toBe('declared');
    const { parcelId } = declared.body;

    const mine = await eventually(async () => {
      const list = await customer.get<{ items: Parcel[] }>('/api/parcels');
      const found = list.body.items.find((parcel) => parcel.parcelId === parcelId);
      expect(found).toBeDefined();
      return found!;
    });
    expect(mine).toMatchObject({ status: 'declared', trackingNumber: sent.trackingNumber, declaredWeightGrams: 2400, declaredValueCents: 5990 });

    const adminList = await eventually(async () => {
      const page = await admin.get<{ items: { id: string; status: string }[]; total: number }>(`/admin/api/parcels?filter=${encodeURIComponent('{"status":"declared"}')}&perPage=100`);
      expect(page.body.items.map((parcel) => parcel.id)).toContain(parcelId);
      return page;
    });
    expect(adminList.status).toBe(200);
    expect(adminList.body.total).toBeGreaterThanOrEqual(adminList.body.items.length);

    const received = await admin.post<{ status: string }>(`/admin/api/parcels/${parcelId}/receive`, { weightKg: 2.55, lengthCm: 41, widthCm: 31, heightCm: 21 });
    expect(received.status).toBe(200);
    expect(received.body.status).toBe('received');

    await eventually(async () => {
      const after = await customer.get<Parcel>(`/api/parcels/${parcelId}`);
      expect(after.body).toMatchObject({ status: 'received', weightGrams: 2550 });
    });
  });

  it('refuses a second declaration of one tracking number by the same customer, naming the first; another customer may declare it', async () => {
    const first = declaration();
    expect((await customer.post('/api/parcels', first)).status).toBe(201);
    const again = await customer.post<{ detail: string }>('/api/parcels', { ...declaration(), trackingNumber: ` ${first.trackingNumber.toLowerCase()} ` });
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain(`Vous avez déjà déclaré le colis ${first.trackingNumber}`);
    // A retry of the first declaration (same Idempotency-Key) is not a second one.
    const key = randomUUID();
    const other = declaration();
    expect((await customer.post('/api/parcels', other, key)).status).toBe(201);
    expect((await customer.post('/api/parcels', other, key)).status).toBe(200);
    expect((await stranger.post('/api/parcels', { ...declaration(), trackingNumber: first.trackingNumber })).status).toBe(201);
    const list = await customer.get<{ items: { trackingNumber: string }[] }>('/api/parcels?perPage=100');
    expect(list.body.items.filter((parcel) => parcel.trackingNumber === first.trackingNumber)).toHaveLength(1);
  });

  it('refuses a sender phone that is not a phone number', async () => {
    const refused = await customer.post<{ errors: Record<string, string> }>('/api/parcels', { ...declaration(), senderPhone: 'abc' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.senderPhone).toBe("Le téléphone de l'expéditeur n'est pas valide");
  });

  it("never shows one customer's parcel to another: absent from the list, 404 like a missing one", async () => {
    const declared = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
    const { parcelId } = declared.body;
    await eventually(async () => expect((await customer.get(`/api/parcels/${parcelId}`)).status).toBe(200));

    const theirs = await stranger.get<{ items: Parcel[] }>('/api/parcels');
    expect(theirs.status).toBe(200);
    expect(theirs.body.items.map((parcel) => parcel.parcelId)).not.toContain(parcelId);

    const peek = await stranger.get<{ detail: string; status: number }>(`/api/parcels/${parcelId}`);
    const missing = await stranger.get<{ detail: string; status: number }>('/api/parcels/nexistepas');
    expect(peek.status).toBe(404);
    expect(peek.body.detail).toBe('Colis introuvable');
    expect(JSON.stringify({ ...peek.body, correlationId: undefined })).toBe(JSON.stringify({ ...missing.body, correlationId: undefined }));
  });

  it('keeps the back office to the admin group', async () => {
    const list = await customer.get<{ detail: string }>('/admin/api/parcels');
    expect(list.status).toBe(403);
    const receive = await customer.post('/admin/api/parcels/x/receive', { weightKg: 1 });
    expect(receive.status).toBe(403);
    expect((await createApiClient(runtime.site).get('/admin/api/parcels')).status).toBe(401);
  });

  it('refuses a write without the CSRF token of the session', async () => {
    const response = await customer.request<{ detail: string }>('POST', '/api/parcels', {
      json: declaration(),
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(response.status).toBe(403);
    expect(response.body.detail).toContain('Jeton de sécurité');
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../infra/local/api-client';
import { createAccount } from '../../infra/local/seed';
import { eventually } from '../support/eventually';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');

type Page = { items: { parcelId: string; declaredAt: string }[]; nextCursor: string | null; total: number };
type AdminPage = { items: { id: string; status: string }[]; nextCursor: string | null; total: number };
type Problem = { status: number; detail: string };

const newCustomer = async () => {
  const account = await createAccount(runtime.site, {
    email: `liste-${randomUUID()}@passerelle.example`,
    firstName: 'Lina',
    lastName: 'Liste',
    phone: '+590 690 00 00 00',
    territory: 'guadeloupe',
    admin: false,
  });
  const client = createApiClient(runtime.site);
  await client.signIn(account.email, account.password);
  return client;
};

describe('lists, a page at a time', () => {
  let admin: Awaited<ReturnType<typeof signInDemoAccounts>>['admin'];
  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
  });

  it("pages a customer's parcels by cursor, newest first, with the total from the counts", async () => {
    const customer = await newCustomer();
    const declared: string[] = [];
    for (let index = 0; index < 5; index += 1) declared.push((await customer.post<{ parcelId: string }>('/api/parcels', declaration())).body.parcelId);

    const first = await eventually(async () => {
      const page = await customer.get<Page>('/api/parcels?perPage=2');
      expect(page.body.total).toBe(5);
      return page.body;
    });
    expect(first.items).toHaveLength(2);
    const second = (await customer.get<Page>(`/api/parcels?perPage=2&cursor=${first.nextCursor}`)).body;
    const third = (await customer.get<Page>(`/api/parcels?perPage=2&cursor=${second.nextCursor}`)).body;
    expect(third.nextCursor).toBeNull();
    const listed = [...first.items, ...second.items, ...third.items];
    expect(listed.map((parcel) => parcel.parcelId)).toEqual([...declared].reverse());
  });

  it('refuses a tampered cursor, and the cursor of another customer, in French', async () => {
    const [one, other] = await Promise.all([newCustomer(), newCustomer()]);
    for (let index = 0; index < 2; index += 1) await other.post('/api/parcels', declaration());
    const othersCursor = await eventually(async () => {
      const page = await other.get<Page>('/api/parcels?perPage=1');
      expect(page.body.nextCursor).not.toBeNull();
      return page.body.nextCursor;
    });
    for (const cursor of [othersCursor, 'pas-un-curseur', Buffer.from('{"parcelId":1}').toString('base64url')]) {
      const response = await one.get<Problem>(`/api/parcels?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(response.body.detail).toBe('Curseur de pagination invalide : rechargez la liste.');
    }
  });

  it('fills a page of a tracking-number search filtered by a rare status, and the next page continues it', async () => {
    const customer = await newCustomer();
    // Twenty parcels under one search prefix, two of them received: one in ten matches search + status.
    const prefix = `LST${randomUUID().slice(0, 8).toUpperCase()}`;
    const declared: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      declared.push((await customer.post<{ parcelId: string }>('/api/parcels', declaration({ trackingNumber: `${prefix}${String(index).padStart(2, '0')}` }))).body.parcelId);
    }
    const received = [declared[5], declared[15]].filter((parcelId) => parcelId !== undefined);
    for (const parcelId of received) await admin.post(`/admin/api/parcels/${parcelId}/receive`, { weightKg: 1 });
    const searchUrl = (cursor?: string) =>
      `/admin/api/parcels?perPage=2&sort=${encodeURIComponent('["declaredAt","DESC"]')}&filter=${encodeURIComponent(JSON.stringify({ q: prefix, status: 'received' }))}${cursor ? `&cursor=${cursor}` : ''}`;
    type SearchPage = { items: { id: string; trackingNumber: string }[]; nextCursor: string | null; total: number | null; truncated: boolean };
    // Newest tracking number first: the 15th then the 5th, in one page.
    const page = await eventually(async () => {
      const answer = await admin.get<SearchPage>(searchUrl());
      expect(answer.body.items.map((parcel) => parcel.trackingNumber)).toEqual([`${prefix}15`, `${prefix}05`]);
      return answer.body;
    });
    expect(page.truncated).toBe(false);
    if (page.nextCursor !== null) {
      const rest = (await admin.get<SearchPage>(searchUrl(page.nextCursor))).body;
      expect(rest.items).toEqual([]);
      expect(rest.nextCursor).toBeNull();
    }
  });

  it('keeps the back-office totals by status as parcels move, without counting the rows', async () => {
    const customer = await newCustomer();
    const totals = async () => ({
      declared: (await admin.get<AdminPage>(`/admin/api/parcels?perPage=1&filter=${encodeURIComponent('{"status":"declared"}')}`)).body.total,
      received: (await admin.get<AdminPage>(`/admin/api/parcels?perPage=1&filter=${encodeURIComponent('{"status":"received"}')}`)).body.total,
      all: (await admin.get<AdminPage>('/admin/api/parcels?perPage=1')).body.total,
    });
    const { parcelId } = (await customer.post<{ parcelId: string }>('/api/parcels', declaration())).body;
    const before = await eventually(async () => {
      const page = await admin.get<AdminPage>(`/admin/api/parcels?perPage=1&filter=${encodeURIComponent(JSON.stringify({ id: [parcelId] }))}`);
      expect(page.body.items).toHaveLength(1);
      return totals();
    });
    await admin.post(`/admin/api/parcels/${parcelId}/receive`, { weightKg: 1 });
    await eventually(async () => {
      expect(await totals()).toEqual({ declared: before.declared - 1, received: before.received + 1, all: before.all });
    });
  });
});

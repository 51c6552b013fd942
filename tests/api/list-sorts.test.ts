import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../infra/local/api-client';
import { createAccount } from '../../infra/local/seed';
import { customerListSortFields, userListSortFields } from '../../domain/customer/customer-views';
import { adminParcelListSortFields } from '../../domain/parcel/parcel-views';
import { adminShipmentListSortFields } from '../../domain/shipment/shipment-views';
import type { ListSortFields } from '../../domain/shared/list-page';
import { eventually } from '../support/eventually';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');

type Page = { items: Record<string, unknown>[]; total: number | null };
type Problem = { status: number; detail: string };

/** Each back-office list, the path the back office asks it at, and the orders it answers in (the back office asks no other). */
const lists: { name: string; path: string; sortFields: ListSortFields }[] = [
  { name: 'users', path: '/admin/api/users', sortFields: userListSortFields },
  { name: 'customers', path: '/admin/api/customers', sortFields: customerListSortFields },
  { name: 'parcels', path: '/admin/api/parcels', sortFields: adminParcelListSortFields },
  { name: 'shipments', path: '/admin/api/shipments', sortFields: adminShipmentListSortFields },
];

const sortQuery = (field: string, order: string) => `sort=${encodeURIComponent(JSON.stringify([field, order]))}`;

describe('the sorts each back-office list answers', () => {
  let admin: Awaited<ReturnType<typeof signInDemoAccounts>>['admin'];
  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    // Two customers and two parcels more, so that the lists hold rows to order.
    const customer = createApiClient(runtime.site);
    for (const index of [1, 2]) {
      const account = await createAccount(runtime.site, {
        email: `tri-${index}-${randomUUID()}@passerelle.example`,
        firstName: 'Tristan',
        lastName: `Tri${index}`,
        phone: '+590 690 00 00 00',
        territory: 'guadeloupe',
        admin: false,
      });
      if (index === 1) await customer.signIn(account.email, account.password);
    }
    for (const _ of [1, 2]) expect((await customer.post('/api/parcels', declaration())).status).toBe(201);
    await eventually(async () => {
      expect((await admin.get<Page>('/admin/api/parcels?perPage=3')).body.items.length).toBeGreaterThanOrEqual(2);
    });
  });

  for (const list of lists) {
    it(`the ${list.name} list answers each of its sorts, both ways, in that order`, async () => {
      for (const field of list.sortFields) {
        for (const order of ['ASC', 'DESC'] as const) {
          const response = await admin.get<Page>(`${list.path}?perPage=10&${sortQuery(field, order)}`);
          expect(response.status, `${field} ${order} : ${JSON.stringify(response.body)}`).toBe(200);
          const values = response.body.items.map((item) => String(item[field]));
          const sorted = [...values].sort();
          expect(values, `${field} ${order}`).toEqual(order === 'ASC' ? sorted : sorted.reverse());
        }
      }
    });

    it(`the ${list.name} list refuses, in French, a sort it cannot answer`, async () => {
      const response = await admin.get<Problem>(`${list.path}?${sortQuery('trackingNumber', 'DESC')}`);
      expect(response.status).toBe(400);
      expect(response.body.detail).toContain(`Cette liste ne se trie que par ${list.sortFields.join(', ')}`);
    });
  }
});

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { HttpLambda } from '../../infra/local/gateway';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminUserCountersSchema, adminUsersPageSchema, type AdminUsersPage } from '../../domain/customer/customer-views';
import { clientReferenceOf } from '../../domain/customer/user-search';
import { sessionCookieNames } from '../../domain/shared/http-contract';
import type { DomainEvent, StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import { parcelsProjection } from '../../functions/parcels/parcels-projection';
import { customersProjection } from '../../functions/customers/customers-projection';
import { handler as getUserCountersHandler } from '../../functions/customers/get-user-counters';
import { handler as listUsersHandler } from '../../functions/customers/list-users';
import { searchLimit } from '../../functions/customers/search-users';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { buildChangeset } from '../../functions/platform/command';
import { appendChangeset } from '../../functions/platform/event-store';
import { anyProjection, applyToReadModel } from '../../functions/platform/projection';
import { sessionsTable } from '../../functions/platform/state-tables';
import { tableNameOf } from '../../functions/platform/tables';
import { createApiClient } from '../../infra/local/api-client';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';
import { useScratchTables } from '../support/scratch-event-store';
import { vouchedEnd } from '../../functions/platform/testing/stream-ends';

const runtime = inject('runtime');

/**
 * The back office's users page: through the gateway with real accounts (access, a registered
 * customer's parcels), then on scratch tables of its own, where the people are known exactly:
 * search by each field, filters, totals, paging, and the parcel count's corner cases.
 */
describe('the users page, through the gateway', () => {
  it('is for staff only: 401 for a visitor, 403 for a customer', async () => {
    const { customer } = await signInDemoAccounts(runtime);
    const visitor = createApiClient(runtime.site);
    for (const path of ['/admin/api/users', '/admin/api/users/counters']) {
      expect((await visitor.get(path)).status).toBe(401);
      expect((await customer.get(path)).status).toBe(403);
    }
  });

  it("finds a registered customer, with their client reference and their parcels counted; staff are never listed", async () => {
    const { admin } = await signInDemoAccounts(runtime);
    const lastName = `Utilisatrice${randomUUID().slice(0, 8)}`;
    const { client, customerId, form } = await registeredCustomer(runtime, { firstName: 'Héloïse', lastName });
    for (let index = 0; index < 2; index += 1) expect((await client.post('/api/parcels', declaration())).status).toBe(201);

    const found = await eventually(async () => {
      const response = await admin.get<AdminUsersPage>(`/admin/api/users?filter=${encodeURIComponent(JSON.stringify({ q: lastName.toUpperCase() }))}`);
      expect(response.status).toBe(200);
      const page = adminUsersPageSchema.parse(response.body);
      expect(page.items[0]?.parcelCount).toBe(2);
      return page;
    });
    expect(found.items).toEqual([
      expect.objectContaining({
        customerId,
        email: form.email?.toLowerCase(),
        emailConfirmed: true,
        clientReference: clientReferenceOf(customerId),
        subscription: 'free',
        parcelCount: 2,
      }),
    ]);

    const staff = runtime.accounts.find((account) => account.admin);
    if (!staff) throw new Error('pas de compte administrateur');
    const staffSearch = await admin.get<AdminUsersPage>(`/admin/api/users?filter=${encodeURIComponent(JSON.stringify({ q: staff.email }))}`);
    expect(adminUsersPageSchema.parse(staffSearch.body).items).toEqual([]);
    const counters = adminUserCountersSchema.parse((await admin.get('/admin/api/users/counters')).body);
    expect(counters.users).toBeGreaterThan(0);
  });
});

// ---- Scratch tables: the events go through the live runner's `applyToReadModel`, the handlers run here.

const projection = anyProjection(customersProjection);
const parcelProjection = anyProjection(parcelsProjection);
const versions = new Map<string, number>();
let clock = Date.parse('2025-01-01T08:00:00Z');

/** Commits events to a stream of the scratch store (the reconciliation reads them there) and returns them. */
const commit = async (streamId: string, streamType: 'customer' | 'parcel', events: DomainEvent[]): Promise<StoredEvent[]> => {
  clock += 60_000;
  const now = new Date(clock);
  const currentVersion = versions.get(streamId) ?? 0;
  const actor = { kind: 'system' as const, id: 'test' };
  const changeset = await appendChangeset(
    buildChangeset({
      streamId,
      streamType,
      currentVersion: vouchedEnd(currentVersion),
      events,
      context: { commandId: randomUUID(), requestFingerprint: 'test', correlationId: randomUUID(), causationId: null, actor, now },
    }),
  );
  versions.set(streamId, currentVersion + events.length);
  return changeset.events;
};
/** Each event to the projection of its kind: customers, or parcels (whose counters hold each customer's parcel count). */
const deliver = async (events: StoredEvent[]) => {
  const outcomes = [];
  for (const event of events) outcomes.push(await applyToReadModel(event.streamType === 'parcel' ? parcelProjection : projection, event));
  return outcomes;
};

type Person = { firstName: string; lastName: string; email: string; phone: string; confirmed?: boolean; staff?: boolean };
const signUp = async (person: Person, options: { deliver?: boolean } = {}): Promise<{ customerId: string; events: StoredEvent[] }> => {
  const customerId = randomUUID();
  const streamId = streamIdOf('customer', customerId);
  const link = { tokenHash: 'hash', expiresAt: '2099-01-01T00:00:00Z' };
  const events = await commit(streamId, 'customer', [
    {
      type: 'CustomerSignedUp',
      data: {
        customerId,
        personal: { email: person.email, firstName: person.firstName, lastName: person.lastName, company: '', phone: person.phone, address: '1 rue Test', postalCode: '97110', city: 'Pointe-à-Pitre' },
        territory: 'guadeloupe',
        acceptMarketing: false,
        termsAcceptedAt: new Date(clock).toISOString(),
        confirmation: link,
      },
    },
  ]);
  if (person.confirmed) {
    events.push(
      ...(await commit(streamId, 'customer', [
        { type: 'CustomerEmailConfirmed', data: { customerId, frenchAddress: { boxNumber: `B${customerId.slice(0, 6)}`, street: '1 rue', postalCode: '60290', city: 'Rantigny', country: 'France' } } },
      ])),
    );
  }
  if (person.staff) events.push(...(await commit(streamId, 'customer', [{ type: 'AdminRightGranted', data: { customerId, grantedBy: 'test' } }])));
  if (options.deliver !== false) await deliver(events);
  return { customerId, events };
};
const declareParcel = async (customerId: string) => {
  const parcelId = randomUUID();
  const [declared] = await commit(streamIdOf('parcel', parcelId), 'parcel', [
    {
      type: 'ParcelDeclared',
      data: {
        parcelId,
        customerId,
        sender: { name: 'Boutique', phone: '0102030405', email: 'boutique@example.com' },
        carrier: 'DHL',
        trackingNumber: `TRK${parcelId.slice(0, 8)}`,
        description: 'Colis de test',
        category: 'autre',
        weightGrams: 1000,
        lengthCm: 30,
        widthCm: 20,
        heightCm: 10,
        declaredValueCents: 1000,
        instructions: '',
      },
    },
  ]);
  if (!declared) throw new Error('pas de déclaration');
  return declared;
};

/** A session of the runtime's kind, written straight into the scratch sessions table. */
const sessionCookie = async (groups: string[]) => {
  const sessionId = randomBytes(32).toString('base64url');
  const now = Date.now();
  await dynamoDocuments().send(
    new PutCommand({
      TableName: tableNameOf(sessionsTable),
      Item: {
        sessionKey: createHash('sha256').update(sessionId).digest('base64url'),
        userId: randomUUID(),
        email: 'equipe@passerelle.example',
        groups,
        // Staff sessions are opened with the second factor; a customer's never needs it.
        secondFactor: groups.includes('admin'),
        idToken: 'jeton',
        idTokenExpiresAt: now + 3_600_000,
        refreshToken: 'jeton',
        csrfToken: 'csrf',
        remember: false,
        createdAt: new Date(now).toISOString(),
        expiresAt: Math.floor(now / 1000) + 3600,
        revision: 1,
      },
    }),
  );
  return `${sessionCookieNames.session}=${sessionId}`;
};

/** The handlers as the local gateway calls them (a middy chain is a Lambda handler). */
const listUsers = listUsersHandler as unknown as HttpLambda;
const getUserCounters = getUserCountersHandler as unknown as HttpLambda;

const call = async (handler: HttpLambda, cookie: string, path: string, query: Record<string, string> = {}) => {
  const event = {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    cookies: [cookie],
    headers: {},
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: { http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const result = await handler(event, {} as Context);
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') as unknown };
};

describe('the users page, on tables of its own', () => {
  let admin: string;
  const people: Record<'elodie' | 'marc' | 'zoe' | 'staff', { customerId: string }> = {} as never;

  const page = async (filter: Record<string, unknown>, extra: Record<string, string> = {}) => {
    const response = await call(listUsers, admin, '/admin/api/users', { filter: JSON.stringify(filter), ...extra });
    expect(response.status).toBe(200);
    return adminUsersPageSchema.parse(response.body);
  };
  const names = async (filter: Record<string, unknown>) => (await page(filter)).items.map((user) => user.firstName).sort();

  beforeAll(async () => {
    await useScratchTables(runtime);
    // The handlers run in this process: their request logs would drown the test's output.
    process.env.LOG_LEVEL = 'warn';
    admin = await sessionCookie(['admin']);
    people.elodie = await signUp({ firstName: 'Élodie', lastName: 'Durand', email: 'Elodie.Durand@Example.com', phone: '+590 690 12 34 56', confirmed: true });
    people.marc = await signUp({ firstName: 'Marc', lastName: 'Élie', email: 'm.elie@exemple.fr', phone: '0696 11 22 33' });
    people.zoe = await signUp({ firstName: 'Zoé', lastName: 'Martin', email: 'zoe@example.com', phone: '06 12 34 56 78', confirmed: true });
    people.staff = await signUp({ firstName: 'Élodie', lastName: 'Durand-Staff', email: 'elodie.staff@passerelle.example', phone: '+590 690 12 34 99', confirmed: true, staff: true });
  });

  it('refuses a customer (403), and anyone without a session (401)', async () => {
    const customer = await sessionCookie([]);
    for (const handler of [listUsers, getUserCounters]) {
      expect((await call(handler, customer, '/admin/api/users')).status).toBe(403);
      expect((await call(handler, `${sessionCookieNames.session}=${randomBytes(32).toString('base64url')}`, '/admin/api/users')).status).toBe(401);
    }
  });

  it('counts users, confirmed e-mails and Premium subscribers, staff excluded', async () => {
    const response = await call(getUserCounters, admin, '/admin/api/users/counters');
    expect(adminUserCountersSchema.parse(response.body)).toEqual({ users: 3, emailConfirmed: 2, premiumSubscribers: 0 });
  });

  it('lists customers newest first, a page at a time by cursor, with the total; never staff', async () => {
    const first = await page({}, { perPage: '2' });
    expect(first.items.map((user) => user.firstName)).toEqual(['Zoé', 'Marc']);
    expect(first.total).toBe(3);
    expect(first.truncated).toBe(false);
    const second = await page({}, { perPage: '2', cursor: first.nextCursor ?? '' });
    expect(second.items.map((user) => user.firstName)).toEqual(['Élodie']);
    expect(second.nextCursor).toBeNull();
    expect(second.items[0]).toMatchObject({ lastName: 'Durand', clientReference: clientReferenceOf(people.elodie.customerId), subscription: 'free', subscriptionActive: true });
    const oldestFirst = await page({}, { sort: JSON.stringify(['registeredAt', 'ASC']) });
    expect(oldestFirst.items.map((user) => user.firstName)).toEqual(['Élodie', 'Marc', 'Zoé']);
  });

  it('searches the first name from its start, whatever the case and the accents', async () => {
    for (const q of ['élo', 'ELO', 'elodie', 'Élodie']) expect(await names({ q }), q).toEqual(['Élodie']);
    expect(await names({ q: 'zoe' })).toEqual(['Zoé']);
    expect(await names({ q: 'lodie' })).toEqual([]);
  });

  it('searches the last name, the e-mail and several words at once', async () => {
    expect(await names({ q: 'durand' })).toEqual(['Élodie']);
    expect(await names({ q: 'ELIE' })).toEqual(['Marc']);
    expect(await names({ q: 'mart' })).toEqual(['Zoé']);
    expect(await names({ q: 'm.elie@exe' })).toEqual(['Marc']);
    expect(await names({ q: 'ZOE@EXAMPLE.COM' })).toEqual(['Zoé']);
    expect(await names({ q: 'elodie.durand@' })).toEqual(['Élodie']);
    expect(await names({ q: 'Élodie Durand' })).toEqual(['Élodie']);
    expect(await names({ q: 'durand marc' })).toEqual([]);
    expect(await names({ q: 'm' })).toEqual(['Marc', 'Zoé']);
  });

  it('searches the phone by its national number, however it is written', async () => {
    for (const q of ['0690 12', '+590 690 12', '690123456', '00590690']) expect(await names({ q }), q).toEqual(['Élodie']);
    expect(await names({ q: '0696' })).toEqual(['Marc']);
    expect(await names({ q: '+33 6 12 34' })).toEqual(['Zoé']);
    expect(await names({ q: '0612' })).toEqual(['Zoé']);
    // 0690 (Guadeloupe) and 0696 (Martinique) are mobiles starting 06 too.
    expect((await names({ q: '06' })).length).toBe(3);
  });

  it('searches the client reference, with or without CLI-, in any case', async () => {
    const reference = clientReferenceOf(people.marc.customerId);
    for (const q of [reference, reference.toLowerCase(), reference.slice(4), reference.slice(0, 7)]) {
      expect((await page({ q })).items.map((user) => user.customerId), q).toContain(people.marc.customerId);
    }
  });

  it('filters by e-mail status and by subscription, alone or together, with the totals of the filtered lists', async () => {
    const confirmed = await page({ emailStatus: 'confirmed' });
    expect(confirmed.items.map((user) => user.firstName).sort()).toEqual(['Zoé', 'Élodie']);
    expect(confirmed.total).toBe(2);
    expect(await names({ emailStatus: 'unconfirmed' })).toEqual(['Marc']);
    expect((await page({ subscription: 'free' })).total).toBe(3);
    const premium = await page({ subscription: 'premium' });
    expect(premium).toEqual({ items: [], nextCursor: null, total: 0, truncated: false });
    const both = await page({ emailStatus: 'confirmed', subscription: 'free' }, { perPage: '1' });
    expect(both.items.map((user) => user.firstName)).toEqual(['Zoé']);
    expect(both.total).toBe(2);
    const next = await page({ emailStatus: 'confirmed', subscription: 'free' }, { perPage: '1', cursor: both.nextCursor ?? '' });
    expect(next.items.map((user) => user.firstName)).toEqual(['Élodie']);
    expect(await names({ emailStatus: 'unconfirmed', subscription: 'premium' })).toEqual([]);
  });

  it('combines the search with the filters', async () => {
    expect(await names({ q: 'm', emailStatus: 'confirmed' })).toEqual(['Zoé']);
    expect(await names({ q: 'm', emailStatus: 'unconfirmed', subscription: 'free' })).toEqual(['Marc']);
    expect(await names({ q: 'durand', emailStatus: 'unconfirmed' })).toEqual([]);
    expect(await names({ q: 'durand', subscription: 'premium' })).toEqual([]);
  });

  it('refuses unknown filter values and a cursor of another list, in French', async () => {
    const unknown = await call(listUsers, admin, '/admin/api/users', { filter: JSON.stringify({ emailStatus: 'maybe' }) });
    expect(unknown.status).toBe(400);
    const { nextCursor } = await page({}, { perPage: '1' });
    const foreign = await call(listUsers, admin, '/admin/api/users', { filter: JSON.stringify({ emailStatus: 'confirmed' }), cursor: nextCursor ?? '' });
    expect(foreign).toMatchObject({ status: 400, body: { detail: 'Curseur de pagination invalide : rechargez la liste.' } });
  });

  it("counts each parcel once, however often its declaration is delivered, and keeps the count when a customer's details change", async () => {
    const first = await declareParcel(people.zoe.customerId);
    expect(await deliver([first, first])).toEqual(['applied', 'duplicate']);
    await deliver([await declareParcel(people.zoe.customerId), await declareParcel(people.zoe.customerId)]);
    await deliver(await commit(streamIdOf('customer', people.zoe.customerId), 'customer', [
      { type: 'ContactDetailsChanged', data: { customerId: people.zoe.customerId, personal: { phone: '0590 00 00 00', address: '2 rue', postalCode: '97110', city: 'Pointe-à-Pitre' } } },
    ]));
    const [zoe] = (await page({ q: 'zoe' })).items;
    expect(zoe).toMatchObject({ parcelCount: 3, phone: '0590 00 00 00' });
    // The search follows the change: the old number no longer finds her, the new one does.
    expect(await names({ q: '06 12 34' })).toEqual([]);
    expect(await names({ q: '0590 00' })).toEqual(['Zoé']);
  });

  it(`answers a search in one page of at most ${searchLimit}, and says when more matched`, async () => {
    for (let index = 0; index < searchLimit + 2; index += 1) {
      await signUp({ firstName: 'Nombreux', lastName: `Homonyme${index}`, email: `nombreux${index}@example.com`, phone: '' });
    }
    const many = await page({ q: 'nombreux' }, { perPage: '10' });
    expect(many.items).toHaveLength(searchLimit);
    expect(many.truncated).toBe(true);
    expect(many.nextCursor).toBeNull();
    expect(many.items[0]?.lastName).toBe(`Homonyme${searchLimit + 1}`);
    const narrowed = await page({ q: 'nombreux homonyme5' });
    expect(narrowed.items.map((user) => user.lastName).sort()).toEqual(['Homonyme5', 'Homonyme50', 'Homonyme51']);
    expect(narrowed.truncated).toBe(false);
  });
});

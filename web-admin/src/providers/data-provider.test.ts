import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { declaredParcel } from '../testing/declared-parcel';
import { requestedShipment } from '../testing/shipment-fixtures';
import { shipmentsResource } from '../shipments/shipments-resource';
import { usersResource } from '../users/user-schema';
import { createDataProvider } from './data-provider';
import { UnexpectedResponseError } from './http-client';

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

describe('data provider', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'pa_csrf=csrf-token-123; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    document.cookie = 'pa_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  const lastRequest = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };

  it('receiveParcel POSTs the measurements with the idempotency key, the CSRF header and the cookies', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 'p1', status: 'received', version: 2 }));
    const dataProvider = createDataProvider();

    const result = await dataProvider.receiveParcel(
      'p/1',
      { weightKg: 1.25, lengthCm: 30, widthCm: 20, heightCm: 10 },
      { idempotencyKey: 'key-1' },
    );

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/admin/api/parcels/p%2F1/receive');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ weightKg: 1.25, lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('X-CSRF-Token')).toBe('csrf-token-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(result.data).toEqual({ id: 'p1', status: 'received', version: 2 });
  });

  it('receiveParcel makes up a fresh key per call when none is given', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ id: 'p1', status: 'received', version: 2 }));
    const dataProvider = createDataProvider();
    const measurements = { weightKg: 1, lengthCm: 0, widthCm: 0, heightCm: 0 };

    await dataProvider.receiveParcel('p1', measurements);
    const first = lastRequest().headers.get('Idempotency-Key');
    await dataProvider.receiveParcel('p1', measurements);
    const second = lastRequest().headers.get('Idempotency-Key');

    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it("turns a problem+json answer into an HttpError with the French detail and react-admin's body.errors", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'Les mesures sont invalides',
          errors: { weightKg: 'Le poids est obligatoire et doit être supérieur à 0' },
          correlationId: 'corr-1',
        },
        { status: 400, statusText: 'Bad Request', headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    const dataProvider = createDataProvider();

    const error: unknown = await dataProvider
      .receiveParcel('p1', { weightKg: 0, lengthCm: 0, widthCm: 0, heightCm: 0 })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'Les mesures sont invalides',
      status: 400,
      body: { errors: { weightKg: 'Le poids est obligatoire et doit être supérieur à 0' } },
    });
  });

  it('shows the French message of a 503 when a service the API needs is down', async () => {
    const unavailable = 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.';
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { type: 'about:blank', title: 'Réessayez dans un instant', status: 503, detail: unavailable, correlationId: 'corr-2' },
        { status: 503, statusText: 'Service Unavailable', headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '5' } },
      ),
    );
    const error: unknown = await createDataProvider()
      .receiveParcel('p1', { weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: unavailable, status: 503 });
  });

  it('does not send the CSRF header on reads, and gives the total of the counts and whether a next page exists', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [declaredParcel], nextCursor: 'c2', total: 57 }));
    const dataProvider = createDataProvider();

    const result = await dataProvider.getList('parcels', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'declaredAt', order: 'DESC' },
      filter: { status: 'declared' },
    });

    const { url, headers, init } = lastRequest();
    const query = new URL(url, 'http://localhost').searchParams;
    expect(query.get('sort')).toBe('["declaredAt","DESC"]');
    expect(query.get('perPage')).toBe('25');
    expect(query.has('cursor')).toBe(false);
    expect(query.get('filter')).toBe('{"status":"declared"}');
    expect(headers.has('X-CSRF-Token')).toBe(false);
    expect(init.credentials).toBe('include');
    expect(result.meta).toEqual({ total: 57 });
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(result.data).toEqual([declaredParcel]);
  });

  it("asks a list only for an order it answers: react-admin's default sort by id (a client filter's users) goes without a sort", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ items: [], nextCursor: null, total: 0, truncated: false }));
    const dataProvider = createDataProvider();
    const sortOf = async (resource: string, field: string) => {
      await dataProvider.getList(resource, { pagination: { page: 1, perPage: 25 }, sort: { field, order: 'DESC' }, filter: { q: 'marie' } });
      return new URL(lastRequest().url, 'http://localhost').searchParams.get('sort');
    };

    expect(await sortOf(usersResource, 'id')).toBeNull();
    expect(await sortOf(usersResource, 'registeredAt')).toBe('["registeredAt","DESC"]');
    expect(await sortOf('parcels', 'id')).toBeNull();
    expect(await sortOf(shipmentsResource, 'id')).toBeNull();
    expect(await sortOf('customers', 'id')).toBeNull();
  });

  it('asks each page with the cursor of the one before, walking to a page it has not seen yet', async () => {
    const pageOf = (cursor: string | null, nextCursor: string | null) => ({ items: [{ ...declaredParcel, id: `p-${cursor}` }], nextCursor, total: 3 });
    fetchMock.mockImplementation(async (url) => {
      const cursor = new URL(String(url), 'http://localhost').searchParams.get('cursor');
      return jsonResponse(cursor === null ? pageOf(null, 'c2') : cursor === 'c2' ? pageOf('c2', 'c3') : pageOf('c3', null));
    });
    const dataProvider = createDataProvider();
    const params = { pagination: { page: 3, perPage: 1 }, sort: { field: 'declaredAt', order: 'DESC' as const }, filter: {} };

    const third = await dataProvider.getList('parcels', params);
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('cursor'))).toEqual([null, 'c2', 'c3']);
    expect(third.data.map((record) => record.id)).toEqual(['p-c3']);
    expect(third.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });

    fetchMock.mockClear();
    const second = await dataProvider.getList('parcels', { ...params, pagination: { page: 2, perPage: 1 } });
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('cursor'))).toEqual(['c2']);
    expect(second.data.map((record) => record.id)).toEqual(['p-c2']);
  });

  it('refuses a parcel that does not match the contract', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...declaredParcel, declaredWeightGrams: '1500' }));
    const dataProvider = createDataProvider();

    await expect(dataProvider.getOne('parcels', { id: 'p1' })).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('reads the Expéditions pages from the shipments API, the queue in its order, and refuses a shipment off contract', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [requestedShipment], nextCursor: null, total: 1 }));
    const dataProvider = createDataProvider();
    const queue = await dataProvider.getList(shipmentsResource, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'requestedAt', order: 'ASC' },
      filter: { status: 'requested' },
    });
    const listed = new URL(lastRequest().url, 'http://admin.test');
    expect(listed.pathname).toBe('/admin/api/shipments');
    expect(listed.searchParams.get('filter')).toBe('{"status":"requested"}');
    expect(listed.searchParams.get('sort')).toBe('["requestedAt","ASC"]');
    expect(queue.data.map((shipment) => shipment.id)).toEqual(['s1']);

    fetchMock.mockResolvedValueOnce(jsonResponse(requestedShipment));
    await dataProvider.getOne(shipmentsResource, { id: 's1' });
    expect(lastRequest().url).toBe('/admin/api/shipments/s1');

    fetchMock.mockResolvedValueOnce(jsonResponse({ ...requestedShipment, address: null }));
    await expect(dataProvider.getOne(shipmentsResource, { id: 's1' })).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('sends each shipment command to its path with its key, and waits for a version', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ id: 's1', status: 'cleared', version: 4 }));
    const dataProvider = createDataProvider();
    const result = await dataProvider.recordPayment('s1', { reference: 'VIR-1', amountEuros: 33.7 }, { idempotencyKey: 'key-9' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/admin/api/shipments/s1/payment');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ reference: 'VIR-1', amountEuros: 33.7 });
    expect(headers.get('Idempotency-Key')).toBe('key-9');
    expect(result.data).toEqual({ id: 's1', status: 'cleared', version: 4 });
    for (const [send, path] of [
      [() => dataProvider.reissueQuote('s1', {}), 'quote'],
      [() => dataProvider.waivePayment('s1', { reason: 'Geste commercial' }), 'waiver'],
      [() => dataProvider.createLabel('s1', { carrier: 'DHL', trackingNumber: 'JD1' }), 'label'],
      [() => dataProvider.markShipped('s1', {}), 'shipped'],
      [() => dataProvider.markDelivered('s1', {}), 'delivered'],
    ] as const) {
      await send();
      expect(lastRequest().url).toBe(`/admin/api/shipments/s1/${path}`);
    }

    fetchMock.mockResolvedValueOnce(jsonResponse(requestedShipment));
    await dataProvider.getShipmentAtVersion('s1', 7);
    expect(lastRequest().url).toBe('/admin/api/shipments/s1?version=7');
  });

  it('exportList walks every page of the list through its cursor, 100 rows a page, telling how far it is', async () => {
    const rows = Array.from({ length: 237 }, (_, index) => ({ ...declaredParcel, id: `p${index}`, parcelId: `p${index}`, trackingNumber: `TRK${index}` }));
    const pages = [rows.slice(0, 100), rows.slice(100, 200), rows.slice(200)];
    fetchMock.mockImplementation(async (input) => {
      const cursor = new URL(String(input), 'http://admin.test').searchParams.get('cursor');
      const index = cursor === null ? 0 : Number(cursor.replace('page-', ''));
      return jsonResponse({ items: pages[index], nextCursor: index < 2 ? `page-${index + 1}` : null, total: 237 });
    });
    const progress: unknown[] = [];
    const exported = await createDataProvider().exportList('parcels', { filter: { status: 'received' }, sort: { field: 'declaredAt', order: 'DESC' } }, (step) => progress.push(step));

    expect(exported).toHaveLength(237);
    expect(exported.map((row) => (row as { id: string }).id)).toEqual(rows.map((row) => row.id));
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://admin.test').searchParams);
    expect(asked.map((query) => query.get('cursor'))).toEqual([null, 'page-1', 'page-2']);
    for (const query of asked) {
      expect(query.get('perPage')).toBe('100');
      expect(query.get('filter')).toBe(JSON.stringify({ status: 'received' }));
      expect(query.get('sort')).toBe(JSON.stringify(['declaredAt', 'DESC']));
    }
    expect(progress).toEqual([
      { fetched: 100, total: 237 },
      { fetched: 200, total: 237 },
      { fetched: 237, total: 237 },
    ]);
  });
});

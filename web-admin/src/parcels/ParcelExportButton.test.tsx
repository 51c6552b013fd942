import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListBase, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';
import { createDataProvider } from '../providers/data-provider';
import { declaredParcel } from '../testing/declared-parcel';
import { ParcelExportButton } from './ParcelExportButton';

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The owner of every parcel, as the users list answers for ids. */
const owner = (id: string) => ({
  id,
  customerId: id,
  clientReference: 'CLI-000001',
  email: 'marie@example.com',
  emailConfirmed: true,
  firstName: 'Marie',
  lastName: 'Dupont',
  phone: '',
  subscription: 'free',
  subscriptionActive: true,
  parcelCount: 250,
  registeredAt: '2026-01-01T10:00:00.000Z',
});

/** 250 parcels; the API gives at most 100 a page, and `failAt` answers 500 for that page. */
const parcelsApi = (failAt?: number, holdAt?: Promise<void>) => {
  const rows = Array.from({ length: 250 }, (_, index) => ({
    ...declaredParcel,
    id: `p${index}`,
    parcelId: `p${index}`,
    trackingNumber: `TRK${index}`,
    description: index === 0 ? '=HYPERLINK("http://x.example")' : `Colis ${index}`,
  }));
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://admin.test');
    const query = url.searchParams;
    if (url.pathname.endsWith('/users')) {
      const ids = (JSON.parse(query.get('filter') ?? '{}') as { id?: string[] }).id ?? [];
      return jsonResponse({ items: ids.map(owner), nextCursor: null, total: ids.length, truncated: false });
    }
    const perPage = Number(query.get('perPage'));
    const start = Number(query.get('cursor') ?? 0);
    if (failAt !== undefined && start === failAt) return jsonResponse({ status: 500, detail: 'Erreur' }, 500);
    if (holdAt && start === 100 && perPage === 100) await holdAt;
    const next = start + perPage < rows.length ? String(start + perPage) : null;
    return jsonResponse({ items: rows.slice(start, start + perPage), nextCursor: next, total: rows.length });
  };
};

const renderList = () =>
  render(
    <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
      <ListBase resource="parcels" perPage={25} sort={{ field: 'declaredAt', order: 'DESC' }}>
        <ParcelExportButton />
      </ListBase>
      <Notification />
    </AdminContext>,
  );

describe('the parcels export', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const downloaded: Blob[] = [];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs: keep what would be downloaded.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      downloaded.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    downloaded.length = 0;
  });

  it('downloads every parcel of the list, read 100 a page through the cursor, a formula opening as text', async () => {
    let release = () => {};
    fetchMock.mockImplementation(parcelsApi(undefined, new Promise<void>((resolve) => (release = resolve))));
    renderList();
    const button = await screen.findByRole('button', { name: 'Exporter' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    // While the second page is on its way, the button says how far the export is.
    const busy = (await screen.findByText('Export… 100 / 250 colis')).closest('button');
    expect(busy?.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    release();
    await screen.findByText('Export terminé : 250 colis');
    const exportPages = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://admin.test').searchParams).filter((query) => query.get('perPage') === '100');
    expect(exportPages.map((query) => query.get('cursor'))).toEqual([null, '100', '200']);
    expect(downloaded).toHaveLength(1);
    const csv = await downloaded[0]?.text();
    const lines = csv?.split('\r\n') ?? [];
    expect(lines).toHaveLength(251);
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://x.example"")";`);
    // The owner by name and e-mail, read once for the 250 rows.
    expect(lines[1]).toContain(';Marie Dupont;marie@example.com;');
    expect(fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://admin.test').pathname.endsWith('/users'))).toHaveLength(1);
  }, 20_000);

  it('tells in French when a page cannot be read, and downloads nothing', async () => {
    fetchMock.mockImplementation(parcelsApi(100));
    renderList();
    const button = await screen.findByRole('button', { name: 'Exporter' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await screen.findByText('L’export a échoué : la liste n’a pas pu être lue en entier. Veuillez réessayer.');
    expect(downloaded).toEqual([]);
    expect(screen.getByRole('button', { name: 'Exporter' }).hasAttribute('disabled')).toBe(false);
  }, 20_000);
});

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoiceView } from '../../../domain/invoice/invoice-views';
import { i18nProvider } from '../i18n/i18n-provider';
import { createDataProvider } from '../providers/data-provider';
import InvoiceList from './InvoiceList';

const invoice: AdminInvoiceView = {
  id: 'FAC-2026-000012',
  number: 'FAC-2026-000012',
  kind: 'invoice',
  issuedAt: '2026-11-20T10:00:05.000Z',
  label: 'Devis DEV-1772445600001-AB11',
  totalExclVatCents: 10_000,
  vatCents: 2_000,
  totalCents: 12_000,
  invoiceNumber: null,
  customerId: 'c-1',
  buyerName: 'Marie Dupont',
  buyerEmail: 'marie.dupont@example.com',
  paymentId: 'pay-1',
};
const creditNote: AdminInvoiceView = { ...invoice, id: 'AVO-2026-000003', number: 'AVO-2026-000003', kind: 'credit_note', label: 'Remboursement : Devis DEV-1772445600001-AB11', totalCents: 3_000, invoiceNumber: 'FAC-2026-000012' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' } });

describe('the invoices page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const requests: URL[] = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    requests.length = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      if (url.pathname === '/admin/api/invoices') return json({ items: [creditNote, invoice], nextCursor: null, total: 2 });
      if (url.pathname === '/admin/api/users') return json({ items: [], nextCursor: null, total: 0, truncated: false });
      if (url.pathname === '/admin/api/invoices/FAC-2026-000012/pdf') return json({ url: 'https://files.example/FAC-2026-000012.pdf?sig=1', expiresInSeconds: 300 });
      throw new Error(`requête inattendue ${url.pathname}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const renderPage = () =>
    render(
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="factures">
          <InvoiceList />
        </ResourceContextProvider>
      </AdminContext>,
    );

  it('shows each document newest first: number, kind and issue time, client, what it is for, amount TTC', async () => {
    renderPage();
    const row = (await screen.findByText('AVO-2026-000003')).closest('tr');
    if (!row) throw new Error('ligne absente');
    // Kind and issue time under the number (Paris time).
    expect(within(row).getByText(/^Avoir · 20\/11\/2026/u)).toBeTruthy();
    expect(within(row).getByText('Marie Dupont')).toBeTruthy();
    expect(within(row).getByText('Remboursement : Devis DEV-1772445600001-AB11 (sur FAC-2026-000012)')).toBeTruthy();
    expect(within(row).getByText(/30,00\s€/u)).toBeTruthy();
    const list = requests.find((url) => url.pathname === '/admin/api/invoices');
    expect(JSON.parse(list?.searchParams.get('sort') ?? 'null')).toEqual(['issuedAt', 'DESC']);
  });

  it('opens the PDF from a signed link asked for on the click', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    renderPage();
    await screen.findByText('FAC-2026-000012');
    fireEvent.click(screen.getByLabelText('PDF de FAC-2026-000012'));
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/FAC-2026-000012.pdf?sig=1'));
    expect(tab.opener).toBeNull();
  });
});

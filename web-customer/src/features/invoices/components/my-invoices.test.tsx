import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceView } from '@domain/invoice/invoice-views';
import { jsonResponse, renderScreen, stubFetchByPath } from '@/testing/test-utils';
import { MyInvoices, pdfUnavailableMessage } from './my-invoices';

const invoice: InvoiceView = {
  id: 'FAC-2026-000012',
  number: 'FAC-2026-000012',
  kind: 'invoice',
  issuedAt: '2026-11-20T10:00:05.000Z',
  label: 'Devis DEV-1772445600001-AB11',
  totalExclVatCents: 10_000,
  vatCents: 2_000,
  totalCents: 12_000,
  invoiceNumber: null,
};
const creditNote: InvoiceView = { ...invoice, id: 'AVO-2026-000003', number: 'AVO-2026-000003', kind: 'credit_note', issuedAt: '2026-11-25T09:00:00.000Z', label: 'Remboursement : Devis DEV-1772445600001-AB11', totalCents: 3_000, invoiceNumber: 'FAC-2026-000012' };
const page = (items: InvoiceView[]) => ({ items, nextCursor: null, total: items.length });

afterEach(() => vi.unstubAllGlobals());

describe('MyInvoices (/compte)', () => {
  it('lists each document newest first with its number, date, what it is for and its amount TTC', async () => {
    stubFetchByPath({ '/api/invoices': () => jsonResponse(200, page([creditNote, invoice])) });
    renderScreen(<MyInvoices />);
    const block = await screen.findByRole('region', { name: 'Mes factures' });
    await within(block).findByText('FAC-2026-000012');
    const items = within(block).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/gu, ' '));
    expect(items).toEqual([
      'Avoir AVO-2026-00000325 novembre 2026 · Remboursement : Devis DEV-1772445600001-AB11 · sur la facture FAC-2026-00001230,00 € TTCTélécharger (PDF)',
      'Facture FAC-2026-00001220 novembre 2026 · Devis DEV-1772445600001-AB11120,00 € TTCTélécharger (PDF)',
    ]);
  });

  it('says when there is no invoice yet', async () => {
    stubFetchByPath({ '/api/invoices': () => jsonResponse(200, page([])) });
    renderScreen(<MyInvoices />);
    expect(await screen.findByText(/Aucune facture pour le moment/u)).toBeTruthy();
  });

  it('opens the signed PDF link asked for on the click, in a new tab', async () => {
    const calls = stubFetchByPath({
      '/api/invoices': () => jsonResponse(200, page([invoice])),
      '/api/invoices/FAC-2026-000012/pdf': () => jsonResponse(200, { url: 'https://files.example/FAC-2026-000012.pdf?sig=1', expiresInSeconds: 300 }),
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    renderScreen(<MyInvoices />);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger facture FAC-2026-000012 (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/FAC-2026-000012.pdf?sig=1'));
    expect(tab.opener).toBeNull();
    expect(calls.map((call) => call.url)).toContain('/api/invoices/FAC-2026-000012/pdf');
  });

  it('closes the tab and says so when the link cannot be had', async () => {
    stubFetchByPath({
      '/api/invoices': () => jsonResponse(200, page([invoice])),
      '/api/invoices/FAC-2026-000012/pdf': () => jsonResponse(404, { detail: 'Facture introuvable.' }),
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    renderScreen(<MyInvoices />);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger facture FAC-2026-000012 (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(pdfUnavailableMessage);
    expect(tab.close).toHaveBeenCalled();
  });
});

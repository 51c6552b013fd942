import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPaymentView } from '../../../domain/payment/payment-views';
import { i18nProvider } from '../i18n/i18n-provider';
import { createDataProvider } from '../providers/data-provider';
import PaymentList from './PaymentList';

const byTransfer: AdminPaymentView = {
  id: 'virement-1',
  paymentId: 'virement-1',
  customerId: 'c-1',
  customerName: 'Marie Dupont',
  customerEmail: 'marie.dupont@example.com',
  purpose: 'quote',
  anomaly: null,
  label: 'Devis DEV-1772445600001-AB11',
  status: 'succeeded',
  amountCents: 2_405,
  refundedCents: 0,
  refundableCents: 2_405,
  paymentIntentId: null,
  method: 'bank_transfer',
  reference: 'VIR-2026-0042',
  startedAt: '2026-11-20T09:58:00.000Z',
  paidAt: '2026-11-20T09:58:00.000Z',
  lastRefundedAt: null,
  invoiceNumber: 'FAC-2026-000007',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the payments page, for a payment received by bank transfer', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const refunds: unknown[] = [];
  let current = byTransfer;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    refunds.length = 0;
    current = byTransfer;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/admin/api/payments') return json({ items: [current], nextCursor: null, total: 1 });
      if (url.pathname === '/admin/api/payments/virement-1/refund' && init?.method === 'POST') {
        refunds.push(JSON.parse(String(init.body)));
        current = { ...byTransfer, status: 'refunded', refundedCents: 2_405, refundableCents: 0 };
        return json({ paymentId: 'virement-1', version: 4 });
      }
      throw new Error(`requête inattendue ${url.pathname}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('names the transfer and its bank reference on the row, and refunds it with the bank reference of the transfer back', async () => {
    render(
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="paiements">
          <PaymentList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>,
    );
    const row = (await screen.findByText('VIR-2026-0042')).closest('tr');
    if (!row) throw new Error('ligne absente');
    expect(within(row).getByText(/Virement/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Rembourser/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Motif du remboursement/), { target: { value: 'Expédition annulée' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await within(dialog).findByText('Veuillez indiquer la référence du virement de remboursement')).toBeTruthy();
    expect(refunds).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Référence du virement retour/), { target: { value: 'RBT-0042' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refunds).toEqual([{ amountEuros: 24.05, reason: 'Expédition annulée', bankReference: 'RBT-0042' }]);
    expect(await screen.findByText(/Remboursement par virement enregistré : 24,05\s€ remboursés/u)).toBeTruthy();
  });
});

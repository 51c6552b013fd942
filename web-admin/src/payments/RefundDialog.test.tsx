import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefundStanding } from '../../../domain/payment/payment-input';
import type { AdminPaymentView } from '../../../domain/payment/payment-views';
import { i18nProvider } from '../i18n/i18n-provider';
import { createDataProvider } from '../providers/data-provider';
import PaymentList from './PaymentList';

const paid: AdminPaymentView = {
  id: 'pay-1',
  paymentId: 'pay-1',
  customerId: 'c-1',
  customerName: 'Marie Dupont',
  customerEmail: 'marie.dupont@example.com',
  purpose: 'quote',
  label: 'Devis DEV-1772445600001-AB11',
  status: 'partially_refunded',
  amountCents: 12_000,
  refundedCents: 2_000,
  refundableCents: 10_000,
  paymentIntentId: 'pi_3Nabc',
  method: 'card',
  reference: 'pi_3Nabc',
  startedAt: '2026-11-20T09:58:00.000Z',
  paidAt: '2026-11-20T10:00:05.000Z',
  lastRefundedAt: '2026-11-21T08:00:00.000Z',
  invoiceNumber: 'FAC-2026-000001',
  anomaly: null,
};
const refunded: AdminPaymentView = { ...paid, status: 'refunded', refundedCents: 12_000, refundableCents: 0, lastRefundedAt: '2026-11-26T20:00:00.000Z' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' } });

describe('the payments page’s refund dialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const refunds: { body: unknown; key: string | null }[] = [];
  let current = paid;
  let answer: () => Response;
  let standing: RefundStanding;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    refunds.length = 0;
    current = paid;
    standing = { paymentId: 'pay-1', purpose: 'quote', refundableCents: 10_000, shipmentLeft: false };
    answer = () => json({ paymentId: 'pay-1', version: 5 });
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/admin/api/payments') return json({ items: [current], nextCursor: null, total: 1 });
      if (url.pathname === '/admin/api/payments/pay-1/refund-standing') return json(standing);
      if (url.pathname === '/admin/api/payments/pay-1/refund' && init?.method === 'POST') {
        refunds.push({ body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('Idempotency-Key') });
        return answer();
      }
      throw new Error(`requête inattendue ${url.pathname}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const openDialog = async () => {
    render(
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="paiements">
          <PaymentList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>,
    );
    const row = (await screen.findByText('pi_3Nabc')).closest('tr');
    if (!row) throw new Error('ligne absente');
    expect(within(row).getByText('Remboursé en partie')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Rembourser/ }));
    return screen.findByRole('dialog');
  };

  it('prefills what remains, refuses more than that and a missing reason in French, without asking the API', async () => {
    const dialog = await openDialog();
    const amount = within(dialog).getByLabelText<HTMLInputElement>(/Montant à rembourser/);
    expect(amount.value).toBe('100');
    fireEvent.change(amount, { target: { value: '100.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await within(dialog).findByText(/Le remboursement ne peut pas dépasser ce qui reste remboursable \(100,00\s€\)\./u)).toBeTruthy();
    expect(within(dialog).getByText('Veuillez indiquer le motif du remboursement')).toBeTruthy();
    expect(refunds).toEqual([]);
  });

  it('shows the API’s French refusal on its field', async () => {
    const message = 'Le remboursement ne peut pas dépasser ce qui reste remboursable (40,00 €).';
    answer = () => json({ status: 400, detail: message, errors: { amountEuros: message } }, 400);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Montant à rembourser/), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText(/Motif du remboursement/), { target: { value: 'Colis abîmé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    // Said in the dialog and on the amount's own field.
    await waitFor(() => expect(within(dialog).getAllByText(message)).toHaveLength(2));
    expect(within(dialog).getByLabelText(/Montant à rembourser/).getAttribute('aria-invalid')).toBe('true');
    expect(refunds).toHaveLength(1);
  });

  it('sends the amount and reason once, then shows the row as Stripe confirmed it', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Motif du remboursement/), { target: { value: 'Expédition annulée' } });
    current = refunded;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refunds).toEqual([{ body: { amountEuros: 100, reason: 'Expédition annulée' }, key: expect.any(String) }]);
    const row = (await screen.findByText('pi_3Nabc')).closest('tr');
    if (!row) throw new Error('ligne absente');
    await waitFor(() => expect(within(row).getByText('Remboursé')).toBeTruthy());
    expect(within(row).queryByRole('button', { name: /Rembourser/ })).toBeNull();
    expect(await screen.findByText(/Remboursement confirmé par Stripe : 120,00\s€ remboursés/u)).toBeTruthy();
  });

  describe('says what the refund will undo before staff confirm', () => {
    const typeAmount = (dialog: HTMLElement, euros: string) => fireEvent.change(within(dialog).getByLabelText(/Montant à rembourser/), { target: { value: euros } });
    const typeReason = (dialog: HTMLElement, reason: string) => fireEvent.change(within(dialog).getByLabelText(/Motif du remboursement/), { target: { value: reason } });

    it('a quote whose box has not left: payable again when refunded whole, a gesture in part', async () => {
      const dialog = await openDialog();
      expect(await within(dialog).findByText('Le devis redevient à payer : l’expédition attend un nouveau paiement.')).toBeTruthy();
      typeAmount(dialog, '30');
      expect(await within(dialog).findByText('Geste commercial : rien n’est annulé.')).toBeTruthy();
      expect(within(dialog).queryByLabelText(/Catégorie du remboursement/)).toBeNull();
    });

    it('a quote whose box left: the category is asked before anything is sent, then sent with the refund', async () => {
      standing = { ...standing, shipmentLeft: true };
      const dialog = await openDialog();
      expect(await within(dialog).findByText(/L’expédition est déjà partie : rien n’est annulé/)).toBeTruthy();
      typeReason(dialog, 'Colis jamais arrivé');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
      expect(await within(dialog).findByText('Veuillez choisir la catégorie du remboursement : l’expédition est déjà partie.')).toBeTruthy();
      expect(refunds).toEqual([]);
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Catégorie du remboursement/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Colis perdu' }));
      current = refunded;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
      await waitFor(() => expect(refunds).toEqual([{ body: { amountEuros: 100, reason: 'Colis jamais arrivé', category: 'lost' }, key: expect.any(String) }]));
    });

    it('a purchase refunded whole is refused with where to do it; a gesture in part is sent', async () => {
      current = { ...paid, purpose: 'purchase', label: 'Achat pour moi ACH-1' };
      standing = { ...standing, purpose: 'purchase', shipmentLeft: null };
      const dialog = await openDialog();
      expect(await within(dialog).findByText(/annulez la demande depuis « Achats pour moi »/)).toBeTruthy();
      typeReason(dialog, 'Article manquant');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
      expect(await within(dialog).findByText('Seul un remboursement partiel est possible ici.')).toBeTruthy();
      expect(refunds).toEqual([]);
      typeAmount(dialog, '10');
      expect(await within(dialog).findByText('Geste commercial : rien n’est annulé.')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
      await waitFor(() => expect(refunds).toEqual([{ body: { amountEuros: 10, reason: 'Article manquant' }, key: expect.any(String) }]));
    });

    it('a Premium period refunded whole ends, and its Stripe subscription is cancelled', async () => {
      current = { ...paid, purpose: 'subscription', label: 'Premium mensuel' };
      standing = { ...standing, purpose: 'subscription', shipmentLeft: null };
      const dialog = await openDialog();
      expect(await within(dialog).findByText('La période Premium prend fin immédiatement et l’abonnement Stripe est résilié.')).toBeTruthy();
    });
  });
});

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPurchaseView } from '../../../domain/purchase/purchase-views';
import { i18nProvider } from '../i18n/i18n-provider';
import { createDataProvider } from '../providers/data-provider';
import PurchasePage from './PurchasePage';
import PurchaseQueuePage from './PurchaseQueuePage';

const requestedAt = new Date(Date.now() - 60 * 60_000).toISOString();
const purchase: AdminPurchaseView = {
  purchaseId: 'pr-1',
  status: 'en_attente',
  shopName: 'Fnac',
  shopUrl: 'https://www.fnac.com',
  destination: 'martinique',
  instructions: '',
  items: [{ name: 'Casque', options: 'noir', url: '', statedPriceCents: 4999, quantity: 2 }],
  estimate: { subtotalCents: 9998, feeCents: 1999, totalCents: 11997 },
  quote: null,
  purchase: null,
  parcelId: null,
  cancellation: null,
  requestedAt,
  quoteDueAt: new Date(Date.parse(requestedAt) + 24 * 3_600_000).toISOString(),
  timeline: [{ status: 'en_attente', label: 'En attente de devis', at: requestedAt, detail: 'Demande envoyée' }],
  version: 1,
  customer: { customerId: 'c-1', name: 'Marie Lebon', email: 'marie@example.com' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' } });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/achats" element={<PurchaseQueuePage />} />
          <Route path="/achats/:purchaseId" element={<PurchasePage />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

describe('the buy-for-me back office', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sent: { path: string; body: unknown }[] = [];
  let refuseQuote = false;
  let shown: AdminPurchaseView = purchase;
  let queuePages: Record<string, unknown> = {};
  const listed = (purchaseId: string, shopName: string) => ({ ...purchase, purchaseId, shopName, itemCount: 2, estimatedTotalCents: 11997, quotedTotalCents: null, customerName: 'Marie Lebon', customerId: 'c-1' });
  beforeEach(() => {
    shown = purchase;
    queuePages = { '': { items: [listed('pr-1', 'Fnac')], nextCursor: null } };
    document.cookie = 'pa_csrf=jeton';
    vi.stubGlobal('fetch', fetchMock);
    sent.length = 0;
    refuseQuote = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') {
        sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        if (refuseQuote) return json({ title: 'Refusé', status: 409, detail: 'Seule une demande en attente ou déjà chiffrée peut recevoir un devis.' }, 409);
        return json({ purchaseId: 'pr-1', status: 'devis_envoye', version: 2 });
      }
      if (url.pathname === '/admin/api/purchases') return json(queuePages[url.searchParams.get('cursor') ?? ''] ?? { items: [], nextCursor: null });
      if (url.pathname === '/admin/api/purchases/pr-1') return json(shown);
      throw new Error(`requête inattendue ${url.pathname}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists the requests waiting for a quote, oldest first, with the time left on the 24 h promise', async () => {
    renderAt('/achats');
    const row = (await screen.findByRole('link', { name: 'Fnac' })).closest('tr');
    expect(row?.textContent).toContain('Marie Lebon');
    expect(row?.textContent).toMatch(/reste 2[23] h \d{2}/);
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search)).toContain('?status=en_attente&perPage=25');
  });

  it('follows the queue page after page by its cursor, and back', async () => {
    queuePages = { '': { items: [listed('pr-1', 'Fnac')], nextCursor: 'page-2' }, 'page-2': { items: [listed('pr-2', 'Darty')], nextCursor: null } };
    renderAt('/achats');
    await screen.findByRole('link', { name: 'Fnac' });
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('link', { name: 'Darty' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fnac' })).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('cursor'))).toContain('page-2');
    expect((screen.getByRole('button', { name: 'Page suivante' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(await screen.findByRole('link', { name: 'Fnac' })).toBeTruthy();
  });

  it('shows the links the customer typed through the safe link: a web page is a link, a stored script is plain text', async () => {
    shown = { ...purchase, shopUrl: 'javascript:alert(document.cookie)', items: [{ ...purchase.items[0]!, url: 'https://www.fnac.com/casque' }, { name: 'Housse', options: '', url: 'data:text/html,<script>alert(1)</script>', statedPriceCents: 999, quantity: 1 }] };
    renderAt('/achats/pr-1');
    await screen.findByRole('heading', { level: 1, name: 'Fnac' });
    const main = document.body;
    expect(within(main).getByText('javascript:alert(document.cookie)').closest('a')).toBeNull();
    expect(within(main).getByText('data:text/html,<script>alert(1)</script>').closest('a')).toBeNull();
    expect(within(main).getByRole('link', { name: 'lien' }).getAttribute('href')).toBe('https://www.fnac.com/casque');
    expect([...main.querySelectorAll('a')].some((link) => /^(javascript|data):/i.test(link.getAttribute('href') ?? ''))).toBe(false);
  });

  it('shows the quote as items plus fee, the shipping estimate beside it as information', async () => {
    shown = {
      ...purchase,
      status: 'devis_envoye',
      quote: { items: [{ name: 'Casque', priceCents: 4750, quantity: 2 }], itemsCents: 9500, feeCents: 1999, estimatedWeightGrams: 1200, shippingEstimateCents: 1110, shippingCharged: false, totalCents: 11499 },
    };
    renderAt('/achats/pr-1');
    const total = await screen.findByText('Total');
    expect(total.nextElementSibling?.textContent).toMatch(/114,99\s€/);
    expect(document.body.textContent).toMatch(/Expédition estimée \(1,2 kg\) : 11,10\s€, à titre indicatif, hors total/);
  });

  it('asks staff to correct a sent quote of the first version, whose total still counts the shipping', async () => {
    shown = {
      ...purchase,
      status: 'devis_envoye',
      quote: { items: [{ name: 'Casque', priceCents: 4750, quantity: 2 }], itemsCents: 9500, feeCents: 1999, estimatedWeightGrams: 1200, shippingEstimateCents: 1110, shippingCharged: true, totalCents: 12609 },
    };
    renderAt('/achats/pr-1');
    expect(await screen.findByText(/corrigez-le pour que le client puisse le payer/)).toBeTruthy();
    expect(screen.getByText('Expédition estimée (1,2 kg)').nextElementSibling?.textContent).toMatch(/11,10\s€/);
  });

  it('sends a quote through its dialog: French field errors first, then the checked prices and the estimated weight; a refusal is shown', async () => {
    renderAt('/achats/pr-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer le devis' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Prix vérifié (€)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText('Le prix est obligatoire')).toBeTruthy();
    expect(within(dialog).getByText('Le poids estimé est obligatoire')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Prix vérifié (€)'), { target: { value: '47,50' } });
    fireEvent.change(within(dialog).getByLabelText('Poids estimé du colis (kg)'), { target: { value: '1.2' } });
    refuseQuote = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText('Seule une demande en attente ou déjà chiffrée peut recevoir un devis.')).toBeTruthy();
    expect(sent).toEqual([{ path: '/admin/api/purchases/pr-1/quote', body: { items: [{ name: 'Casque', priceEuros: 47.5, quantity: 2 }], estimatedWeightKg: 1.2 } }]);

    refuseQuote = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks staff for a reason before cancelling', async () => {
    renderAt('/achats/pr-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la demande' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText("La raison de l'annulation est obligatoire")).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, ShowBase } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminReturnView } from '../../../domain/return/return-views';
import { i18nProvider } from '../i18n/i18n-provider';
import { fakeShipmentApi } from '../testing/shipment-fixtures';
import { ReturnShowLayout } from './ReturnShow';
import { returnsResource } from './returns-resource';

const photo = (n: number) => ({ photoId: `ph${n}`, thumbnailUrl: `https://files.example/t${n}.webp`, url: `https://files.example/o${n}.jpg`, width: 1200, height: 900 });
const requested: AdminReturnView = {
  id: 'r1',
  returnId: 'r1',
  reference: 'RET-1795687200000',
  status: 'requested',
  parcelId: 'p1',
  parcelTrackingNumber: '6A123',
  type: 'remboursement',
  reason: 'defectueux',
  urgency: 'urgent',
  description: 'Écran fendu',
  weightGrams: 2000,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  costCents: 1625,
  photos: [photo(1), photo(2)],
  shipping: null,
  refusal: null,
  requestedAt: '2026-11-26T10:00:00.000Z',
  timeline: [{ status: 'requested', at: '2026-11-26T10:00:00.000Z', label: 'Demandé' }],
  customer: { customerId: 'c1', name: 'Léa Martin', email: 'lea@example.fr', phone: '', boxNumber: 'AB12-3456' },
  parcel: { parcelId: 'p1', trackingNumber: '6A123', description: 'Casque', status: 'stored', weightGrams: 1950 },
  paymentId: 'pay1',
};

const renderPage = (steps: AdminReturnView[]) => {
  let shown = 0;
  const api = fakeShipmentApi((request) => {
    if (request.method === 'POST') {
      shown = Math.min(shown + 1, steps.length - 1);
      const now = steps[shown] as AdminReturnView;
      return { status: 200, json: { id: now.id, status: now.status, version: shown + 2 } };
    }
    return { status: 200, json: steps[shown] };
  });
  render(
    <AdminContext dataProvider={api.dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={returnsResource}>
        <ShowBase id="r1">
          <ReturnShowLayout />
        </ShowBase>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return api;
};

afterEach(cleanup);

describe('the return page', () => {
  it('shows the request, its photos, its parcel and customer, and takes it through received and sent to the merchant', async () => {
    const received: AdminReturnView = { ...requested, status: 'received_at_return_warehouse' };
    const sent: AdminReturnView = { ...received, status: 'sent_to_merchant', shipping: { carrier: 'Colissimo', trackingNumber: '8R0001' } };
    const api = renderPage([requested, received, sent]);
    expect(await screen.findByText('RET-1795687200000')).toBeTruthy();
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['https://files.example/t1.webp', 'https://files.example/t2.webp']);
    expect(screen.getByText('lea@example.fr')).toBeTruthy();
    expect(screen.getByText(/Casque/)).toBeTruthy();
    expect(screen.getByText(/16,25\s€ payés par carte/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refuser la demande' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reçu à l’entrepôt retours' }));
    expect(await screen.findByRole('button', { name: 'Envoyé au marchand' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Numéro de suivi'), { target: { value: '8R0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyé au marchand' }));
    expect(await screen.findByRole('button', { name: 'Clôturer le retour' })).toBeTruthy();
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.url, request.body])).toEqual([
      ['/admin/api/returns/r1/received', {}],
      ['/admin/api/returns/r1/sent', { carrier: 'Colissimo', trackingNumber: '8R0001' }],
    ]);
  });

  it('refuses with a reason, saying the payment goes back', async () => {
    const api = renderPage([requested, { ...requested, status: 'refused', refusal: { reason: 'Hors délai', refundCents: 1625 } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser la demande' }));
    expect(screen.getByText(/16,25\s€ payés sont remboursés en entier/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(await screen.findByText('Veuillez indiquer le motif du refus')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Motif du refus/), { target: { value: 'Hors délai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST' && request.url === '/admin/api/returns/r1/refusal')).toBe(true));
    expect(await screen.findByText('Refusé : Hors délai')).toBeTruthy();
  });
});

import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { aCustomer } from '@/testing/data-generators';
import { jsonResponse, renderRoutes, stubFetch } from '@/testing/test-utils';
import { AccountRoute } from './account';
import { CustomerArea } from './customer-area';

const sessionEnded = () => jsonResponse(401, { status: 401, detail: 'Veuillez vous connecter.' });

const ParcelsProbe = () => {
  const parcels = useQuery({ queryKey: ['parcels'], queryFn: () => api.get('/parcels', z.object({ items: z.array(z.unknown()) })) });
  return <p>{parcels.isPending ? 'Lecture des colis' : 'Colis lus'}</p>;
};

const routes = [
  {
    element: <CustomerArea />,
    children: [
      { path: '/packages', element: <ParcelsProbe /> },
      { path: '/compte', element: <AccountRoute /> },
    ],
  },
  { path: '/connexion', element: <p>Page de connexion</p> },
];

describe('the signed-in area', () => {
  it('sends the person to the login page, with the way back, when a call answers 401 (session revoked or refresh failed)', async () => {
    document.cookie = 'pa_csrf=jeton';
    const calls = stubFetch(() => jsonResponse(200, aCustomer()), sessionEnded, sessionEnded);
    const { router } = renderRoutes(routes, '/packages?statut=stored');
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/me', 'GET /api/parcels', 'GET /api/me']);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/packages?statut=stored');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does the same when a change is refused with 401', async () => {
    document.cookie = 'pa_csrf=jeton';
    // the account page also lists the customer's invoices and the mails he receives
    const calls = stubFetch(
      () => jsonResponse(200, aCustomer()),
      () => jsonResponse(200, { items: [], nextCursor: null, total: 0 }),
      () => jsonResponse(200, { preferences: { storage_reminders: true }, version: 2 }),
      sessionEnded,
      sessionEnded,
    );
    const { router } = renderRoutes(routes, '/compte');
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/me', 'GET /api/invoices?perPage=100', 'GET /api/me/notification-preferences', 'PUT /api/me/contact', 'GET /api/me']);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/compte');
  });

  it('sends a visitor of /compte to the login page without asking the API', async () => {
    const calls = stubFetch();
    const { router } = renderRoutes(routes, '/compte');
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/compte');
    expect(calls).toHaveLength(0);
  });
});

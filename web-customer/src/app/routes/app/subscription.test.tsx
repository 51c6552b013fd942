import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCustomer, aSubscription } from '@/testing/data-generators';
import { jsonResponse, renderRoutes, stubFetch, stubFetchByPath } from '@/testing/test-utils';
import { CustomerArea } from './customer-area';
import { SubscriptionRoute } from './subscription';

const routes = [
  { element: <CustomerArea />, children: [{ path: '/abonnement', element: <SubscriptionRoute /> }] },
  { path: '/connexion', element: <p>Page de connexion</p> },
];

describe('/abonnement', () => {
  it('sends a visitor to /connexion?redirect=/abonnement (keeping the chosen plan), without asking the API', async () => {
    const calls = stubFetch();
    const { router } = renderRoutes(routes, '/abonnement?formule=annuel');
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/connexion');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/abonnement?formule=annuel');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toHaveLength(0);
  });

  it('shows a signed-in customer the page under one h1', async () => {
    document.cookie = 'pa_csrf=jeton';
    stubFetchByPath({ '/api/me': () => jsonResponse(200, aCustomer()), '/api/subscription': () => jsonResponse(200, aSubscription()) });
    renderRoutes(routes, '/abonnement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement Premium' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'S’abonner' })).toBeTruthy();
    expect(document.title).toBe('Abonnement — Passerelle');
  });
});

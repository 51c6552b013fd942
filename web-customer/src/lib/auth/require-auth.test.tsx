import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '@/testing/test-utils';
import { aCustomer } from '@/testing/data-generators';
import { RequireAuth } from './require-auth';

const routes = [
  { path: '/packages', element: <RequireAuth><p>Mes colis privés</p></RequireAuth> },
  { path: '/connexion', element: <p>Page de connexion</p> },
];

describe('RequireAuth', () => {
  it('shows the page skeleton and then sends a customer whose session has ended to the login page, with the way back', async () => {
    document.cookie = 'pa_csrf=jeton';
    stubFetch(() => jsonResponse(401, { status: 401, detail: 'Veuillez vous connecter.' }));
    const { router } = renderRoutes(routes, '/packages?statut=stored');
    expect(screen.getByText('Chargement de votre espace…')).toBeTruthy();
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/connexion');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/packages?statut=stored');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Mes colis privés')).toBeNull();
  });

  it('sends a visitor without the sign-in cookie to the login page without asking the API', async () => {
    const calls = stubFetch();
    const { router } = renderRoutes(routes, '/packages');
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/packages');
    expect(calls).toHaveLength(0);
  });

  it('shows the page to a signed-in customer', async () => {
    document.cookie = 'pa_csrf=jeton';
    stubFetch(() =>
      jsonResponse(200, aCustomer()),
    );
    renderRoutes(routes, '/packages');
    expect(await screen.findByText('Mes colis privés')).toBeTruthy();
  });
});

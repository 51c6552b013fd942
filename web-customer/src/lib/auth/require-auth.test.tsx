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
  it('shows "Chargement..." and then sends an anonymous visitor to the login page, with the way back', async () => {
    stubFetch(() => jsonResponse(401, { status: 401, detail: 'Veuillez vous connecter.' }));
    const { router } = renderRoutes(routes, '/packages?statut=stored');
    expect(screen.getByText('Chargement...')).toBeTruthy();
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/connexion');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/packages?statut=stored');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Mes colis privés')).toBeNull();
  });

  it('shows the page to a signed-in customer', async () => {
    stubFetch(() =>
      jsonResponse(200, aCustomer()),
    );
    renderRoutes(routes, '/packages');
    expect(await screen.findByText('Mes colis privés')).toBeTruthy();
  });
});

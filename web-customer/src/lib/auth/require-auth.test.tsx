import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { createTestQueryClient, jsonResponse, renderRoutes, stubFetch } from '@/testing/test-utils';
import { aCustomer } from '@/testing/data-generators';
import { meQueryOptions } from './get-me';
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

  it('takes over the prerendered skeleton as it is when the session came back before the page’s code ran, then shows the page', () => {
    document.cookie = 'pa_csrf=jeton';
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/packages']}>
        <PageSkeleton />
      </MemoryRouter>,
    );
    document.body.append(container);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryOptions().queryKey, aCustomer());
    const mismatches = vi.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/packages']}>
            <RequireAuth>
              <p>Mes colis privés</p>
            </RequireAuth>
          </MemoryRouter>
        </QueryClientProvider>,
        { onRecoverableError: mismatches },
      );
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Mes colis privés');
    act(() => root?.unmount());
    container.remove();
  });
});

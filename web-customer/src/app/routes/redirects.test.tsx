import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '@/testing/test-utils';
import { redirectRoutes } from './redirects';

const routes = [
  ...redirectRoutes,
  { path: '/connexion', element: <p>Page de connexion</p> },
  { path: '/tarifs', element: <p>Page des tarifs</p> },
];

describe('redirects of old addresses', () => {
  it('sends /login to /connexion, keeping the query string, in place of the old entry', async () => {
    stubFetch();
    const { router } = renderRoutes(routes, '/login?redirect=%2Fpackages');
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/connexion');
    expect(router.state.location.search).toBe('?redirect=%2Fpackages');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/services/dom-tom', '/services/europe', '/services/maroc', '/services/groupage'])('sends %s to /tarifs', async (path) => {
    stubFetch();
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByText('Page des tarifs')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tarifs');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

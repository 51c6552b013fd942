import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, renderScreen, stubFetch } from '@/testing/test-utils';
import { preloadRoutes, routes } from '../router';
import { NotFoundRoute } from './not-found';

describe('NotFoundRoute', () => {
  it('says "Page introuvable" in French and leads back to the home page and the help centre', () => {
    stubFetch();
    renderScreen(<NotFoundRoute />, '/nexiste-pas');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Page introuvable']);
    expect(screen.getByText(/n’existe pas ou a été déplacée/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Consulter le centre d’aide' }).getAttribute('href')).toBe('/aide');
    expect(document.title).toBe('Page introuvable — Passerelle');
  });
});

describe('a path the router does not know', () => {
  it.each(['/nexiste-pas', '/achat-pour-moi/inconnu/plus-loin'])(
    '%s shows "Page introuvable" under the default title band, not a band with its own name',
    async (path) => {
      stubFetch();
      await preloadRoutes(path);
      renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
      expect(screen.getByTestId('page-title-band').textContent).toBe('Passerelle');
    },
  );
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubFetch } from '@/testing/test-utils';
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

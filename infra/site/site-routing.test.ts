import { describe, expect, it } from 'vitest';
import { resolveSitePath } from './site-routing';

const site = { redirects: { '/login': '/connexion', '/services/maroc': '/tarifs' }, routes: ['/', '/tarifs', '/blog', '/blog/:slug'] };

describe('site routing', () => {
  it('redirects the old addresses', () => {
    expect(resolveSitePath(site, '/login')).toEqual({ kind: 'redirect', location: '/connexion' });
    expect(resolveSitePath(site, '/services/maroc/')).toEqual({ kind: 'redirect', location: '/tarifs' });
  });

  it('serves the app on its routes, parameters included', () => {
    expect(resolveSitePath(site, '/')).toEqual({ kind: 'app' });
    expect(resolveSitePath(site, '/tarifs/')).toEqual({ kind: 'app' });
    expect(resolveSitePath(site, '/blog/guide-achat-amazon-france-domtom')).toEqual({ kind: 'app' });
  });

  it('answers anything else as not found', () => {
    expect(resolveSitePath(site, '/tarif')).toEqual({ kind: 'not-found' });
    expect(resolveSitePath(site, '/blog/a/b')).toEqual({ kind: 'not-found' });
    expect(resolveSitePath(site, '/services/europe')).toEqual({ kind: 'not-found' });
  });
});

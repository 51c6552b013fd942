import { describe, expect, it } from 'vitest';
import { resolveSitePath } from './site-routing';

const site = {
  redirects: { '/login': '/connexion', '/services/maroc': '/tarifs' },
  routes: ['/', '/tarifs', '/dashboard', '/blog', '/blog/:slug'],
  pages: { '/': '/index.html', '/tarifs': '/tarifs/index.html', '/blog/guide': '/blog/guide/index.html' },
  shell: '/app.html',
  notFound: '/404.html',
};

describe('site routing', () => {
  it('redirects the old addresses', () => {
    expect(resolveSitePath(site, '/login')).toEqual({ kind: 'redirect', location: '/connexion' });
    expect(resolveSitePath(site, '/services/maroc/')).toEqual({ kind: 'redirect', location: '/tarifs' });
  });

  it('serves the prerendered pages as themselves, trailing slash or not', () => {
    expect(resolveSitePath(site, '/')).toEqual({ kind: 'file', file: '/index.html', status: 200 });
    expect(resolveSitePath(site, '/tarifs/')).toEqual({ kind: 'file', file: '/tarifs/index.html', status: 200 });
    expect(resolveSitePath(site, '/blog/guide')).toEqual({ kind: 'file', file: '/blog/guide/index.html', status: 200 });
  });

  it("serves the app's shell on its other routes, parameters included", () => {
    expect(resolveSitePath(site, '/dashboard')).toEqual({ kind: 'file', file: '/app.html', status: 200 });
    expect(resolveSitePath(site, '/blog/un-autre-article')).toEqual({ kind: 'file', file: '/app.html', status: 200 });
  });

  it('answers anything else with the not-found page and a 404', () => {
    const notFound = { kind: 'file', file: '/404.html', status: 404 };
    expect(resolveSitePath(site, '/tarif')).toEqual(notFound);
    expect(resolveSitePath(site, '/blog/a/b')).toEqual(notFound);
    expect(resolveSitePath(site, '/services/europe')).toEqual(notFound);
  });
});

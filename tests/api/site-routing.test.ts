import { describe, expect, inject, it } from 'vitest';

const runtime = inject('runtime');
const get = (path: string) => fetch(`${runtime.site}${path}`, { redirect: 'manual' });

describe('the customer site behind the gateway', () => {
  it('answers the old addresses with a permanent redirect', async () => {
    const login = await get('/login?redirect=/dashboard');
    expect(login.status).toBe(301);
    expect(login.headers.get('location')).toBe('/connexion?redirect=/dashboard');
    for (const old of ['/services/dom-tom', '/services/europe', '/services/maroc', '/services/groupage']) {
      const response = await get(old);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/tarifs');
    }
  });

  it('serves its pages with 200 and an unknown address with the app and a 404', async () => {
    for (const path of ['/', '/tarifs', '/calculateur', '/faq', '/contact', '/dashboard']) expect((await get(path)).status).toBe(200);
    const unknown = await get('/cette-page-n-existe-pas');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
    expect(await unknown.text()).toContain('<div id="root">');
  });
});

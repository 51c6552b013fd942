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
    const html = await unknown.text();
    expect(html).toContain('<h1>Page introuvable</h1>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Every article is a prerendered page: any other slug is no article.
    const noArticle = await get('/blog/article-inexistant');
    expect(noArticle.status).toBe(404);
    expect(await noArticle.text()).toContain('<meta name="robots" content="noindex"/>');
    expect((await get('/blog/guide-achat-amazon-france-domtom')).status).toBe(200);
  });

  it('serves the public pages prerendered: text, title, description and canonical address before any script', async () => {
    const pages = [
      { path: '/tarifs', title: 'Tarifs — Passerelle', text: 'Prix par destination' },
      { path: '/faq', title: 'Questions fréquentes — Passerelle', text: 'Vos questions, nos réponses' },
      { path: '/blog/guide-achat-amazon-france-domtom', title: 'Blog Passerelle', text: 'Amazon' },
      { path: '/retour-colis-dom-tom', title: 'Retour de colis vers la métropole — Passerelle', text: 'Prix d’un retour' },
    ];
    for (const { path, title, text } of pages) {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(title);
      expect(head).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
      expect(head).toContain(`<link rel="canonical" href="https://passerelle.example${path}"/>`);
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(text);
    }
    // A signed-in page is its prerendered frame: the layout, its title band and a skeleton, nobody's data,
    // and out of the search engines.
    const shell = await (await get('/dashboard')).text();
    expect(shell).toContain('<meta name="robots" content="noindex"/>');
    expect(shell).toContain('Tableau de bord');
    expect(shell).toContain('page-skeleton');
    expect(shell).not.toContain((runtime.accounts.find((account) => !account.admin) as { email: string }).email);
  });

  it('publishes a sitemap of the public pages and a robots.txt pointing to it', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining(['https://passerelle.example/', 'https://passerelle.example/tarifs', 'https://passerelle.example/cgv']));
    expect(locations.filter((location) => location?.startsWith('https://passerelle.example/blog/'))).toHaveLength(8);
    expect(locations).not.toContain('https://passerelle.example/dashboard');
    expect(locations).toContain('https://passerelle.example/retour-colis-dom-tom');
    expect(locations).not.toContain('https://passerelle.example/gestion-retour');
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /gestion-retour');
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain('Sitemap: https://passerelle.example/sitemap.xml');
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import { newVisitor, screenshot, useBrowser, waitForText } from './browser';

const runtime = inject('runtime');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every public page, with the title its page shows, the title of its band (spec 1, section 2.1; the home page has its
 * hero in place of a band) and its document title (the legal and blog pages name their text in full; DECISIONS).
 */
type PublicPage = { path: string; heading: string | RegExp; band?: string | null; documentTitle?: string };
const publicPages: PublicPage[] = [
  { path: '/', heading: /./, band: null, documentTitle: 'Passerelle — votre adresse en France' },
  { path: '/tarifs', heading: /Tarifs/, band: 'Tarifs', documentTitle: 'Tarifs — Passerelle' },
  { path: '/calculateur', heading: /Calculez le prix/, band: 'Calculateur de frais', documentTitle: 'Calculateur de frais — Passerelle' },
  { path: '/aide', heading: /aide/i, band: "Centre d'aide", documentTitle: "Centre d'aide — Passerelle" },
  { path: '/faq', heading: /Vos questions/, band: 'Questions fréquentes', documentTitle: 'Questions fréquentes — Passerelle' },
  { path: '/contact', heading: /Contact|contacter/i, band: 'Contact', documentTitle: 'Contact — Passerelle' },
  { path: '/blog', heading: /Conseils|Blog/, band: 'Blog', documentTitle: 'Blog : conseils pour acheter en France depuis les Outre-mer et le Maroc — Passerelle' },
  {
    path: '/blog/guide-achat-amazon-france-domtom',
    heading: /Amazon/,
    band: 'Article de blog',
    documentTitle: 'Guide : commander sur Amazon France et se faire livrer dans les DOM-TOM — Blog Passerelle',
  },
  { path: '/cgv', heading: /Conditions générales/, band: 'Conditions générales', documentTitle: 'Conditions générales de vente — Passerelle' },
  { path: '/confidentialite', heading: /confidentialité/i, band: 'Politique de confidentialité', documentTitle: 'Politique de confidentialité — Passerelle' },
  { path: '/mentions-legales', heading: /Mentions légales/, band: 'Mentions légales', documentTitle: 'Mentions légales — Passerelle' },
  { path: '/connexion', heading: /Connexion/, band: 'Connexion', documentTitle: 'Connexion — Passerelle' },
  // its band and document title: routes.test.ts, with its link back home
  { path: '/une-adresse-inconnue', heading: /Page introuvable/ },
];

// Every page of the sitemap is checked too: the table above names their headings, the articles add theirs.
const sitemap = await (await fetch(`${runtime.site}/sitemap.xml`)).text();
const sitemapPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] as string);
const pagesToCheck: PublicPage[] = [
  ...publicPages,
  ...sitemapPaths.filter((path) => !publicPages.some((page) => page.path === path)).map((path) => ({ path, heading: /\S/ })),
];

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

describe('public pages', () => {
  const browser = useBrowser();

  // The pages are visited side by side, each by a visitor of its own: the checks wait on the network and the
  // browser as much as they compute.
  it.concurrent.for(pagesToCheck)('$path renders its titles and has no serious or critical accessibility violation', async ({ path, heading, band, documentTitle }, { expect }) => {
    const { page, context, pageErrors, consoleErrors, apiRequests } = await newVisitor(browser(), runtime.site);
    try {
      // Idle: the app has hydrated the page and run its effects (the session check among them).
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.first().waitFor();
      expect(await h1.count()).toBe(1);
      expect(await h1.first().innerText()).toMatch(heading);
      expect(await page.title()).toMatch(/Passerelle/);
      if (documentTitle !== undefined) await expect.poll(() => page.title()).toBe(documentTitle);
      const titleBand = page.getByTestId('page-title-band');
      if (band === null) expect(await titleBand.count()).toBe(0);
      else if (band !== undefined) expect(await waitForText(titleBand, band)).toBe(band);
      // Evaluated by the driver, which the page's Content-Security-Policy does not govern: an inline <script> would be refused.
      await page.evaluate(axeSource);
      // A string, evaluated in the page: the test process has no DOM types.
      const violations = (await page.evaluate(
        `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((result) => result.violations)`,
      )) as AxeViolation[];
      const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      if (blocking.length > 0) await screenshot(page, `a11y${path.replace(/\//g, '-')}`);
      expect(blocking.map((violation) => `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      // The public pages are prerendered: a page whose HTML differs from what React draws fails here.
      expect(pageErrors).toEqual([]);
      // A visitor has no session: no page asks the API who is signed in (its 401 would be logged as an error).
      expect(apiRequests).toEqual([]);
      // Chromium logs the 404 of the not-found page's own address; nothing else may be logged as an error.
      const expected404 = response?.status() === 404 ? [`${runtime.site}${path} : Failed to load resource: the server responded with a status of 404 (Not Found)`] : [];
      expect(consoleErrors).toEqual(expected404);
    } finally {
      await context.close();
    }
  });

  it('shows the text of the public pages with JavaScript turned off', async () => {
    const context = await browser().newContext({ baseURL: runtime.site, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { path, heading } of publicPages.filter((candidate) => candidate.path !== '/connexion')) {
        // Without JavaScript nothing runs after the load: no half-second of network silence to wait for.
        const response = await page.goto(path, { waitUntil: 'load' });
        expect(response?.status()).toBe(path === '/une-adresse-inconnue' ? 404 : 200);
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(heading);
        expect(await page.getByRole('contentinfo').innerText()).toContain('Mentions légales');
      }
    } finally {
      await context.close();
    }
  });
});

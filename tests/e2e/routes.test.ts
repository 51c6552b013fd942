import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { eventually } from '../support/eventually';
import { keepEssentialCookiesOnly, newVisitor, waitForExpression, waitForText, useBrowser } from './browser';

const runtime = inject('runtime');

/**
 * The newsletter's pages, reached from its mails, with the title of their band and their document title; the
 * other public pages have theirs checked with their accessibility (public-pages.test.ts).
 */
const newsletterRoutes: { path: string; band: string; documentTitle: string }[] = [
  { path: '/newsletter/confirmation', band: 'Newsletter', documentTitle: "Confirmation de l'inscription à la newsletter — Passerelle" },
  { path: '/newsletter/desinscription', band: 'Newsletter', documentTitle: 'Désinscription de la newsletter — Passerelle' },
];

/** Old addresses kept alive (spec 1, section 2.1). */
const oldAddresses = [
  { path: '/login', target: '/connexion', band: 'Connexion' },
  { path: '/services/dom-tom', target: '/tarifs', band: 'Tarifs' },
  { path: '/services/europe', target: '/tarifs', band: 'Tarifs' },
  { path: '/services/maroc', target: '/tarifs', band: 'Tarifs' },
  { path: '/services/groupage', target: '/tarifs', band: 'Tarifs' },
];

const titleBand = (page: Page) => page.getByTestId('page-title-band');
const documentTitleIs = (page: Page, expected: string) => eventually(async () => expect(await page.title()).toBe(expected), 10_000);

const headerBackground = (page: Page) => page.evaluate("getComputedStyle(document.querySelector('header')).backgroundColor") as Promise<string>;
/** Waits until the header's background has finished its transition to a fully opaque or a fully transparent colour. */
const waitForHeaderBackground = (page: Page, state: 'opaque' | 'transparent') =>
  waitForExpression(
    page,
    `(() => {
      const color = getComputedStyle(document.querySelector('header')).backgroundColor;
      return ${state === 'opaque' ? "color.startsWith('rgb(')" : "color === 'rgba(0, 0, 0, 0)'"};
    })()`,
  );
const scrollTo = async (page: Page, top: number) => {
  await page.evaluate(`window.scrollTo({ top: ${top}, behavior: 'instant' })`);
  // Two frames: the scroll event and the header's re-render have both happened.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  expect(await page.evaluate('window.scrollY')).toBe(top);
};

describe('the routes of the public site', () => {
  const browser = useBrowser();

  const visit = async (journey: (page: Page) => Promise<void>) => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site);
    try {
      await journey(page);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  };

  // Each route by a visitor of its own, side by side: the checks wait on the browser more than they compute.
  it.concurrent.each(newsletterRoutes)('$path shows its title band and its document title', async ({ path, band, documentTitle }) => {
    await visit(async (page) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await keepEssentialCookiesOnly(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await waitForText(titleBand(page), band)).toBe(band);
      await documentTitleIs(page, documentTitle);
    });
  });

  it('a signed-out visitor of a customer page lands on the login page, with that page as where to go after signing in', async () => {
    await visit(async (page) => {
      await page.goto('/');
      await keepEssentialCookiesOnly(page);
      for (const path of ['/dashboard', '/packages', '/declarer-colis', '/suivi']) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/connexion');
        expect(new URL(page.url()).searchParams.get('redirect'), path).toBe(path);
        expect(await waitForText(titleBand(page), 'Connexion'), path).toBe('Connexion');
      }
    });
  });

  it.concurrent.each(oldAddresses)('$path answers 301 to $target, and the browser lands there', async ({ path, target, band }) => {
    const answer = await fetch(`${runtime.site}${path}?ref=ancien-lien`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(`${target}?ref=ancien-lien`);

    await visit(async (page) => {
      const response = await page.goto(path);
      await keepEssentialCookiesOnly(page);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${runtime.site}${path}`);
      expect(new URL(page.url()).pathname).toBe(target);
      expect(await waitForText(titleBand(page), band)).toBe(band);
    });
  });

  it('an unknown address answers 404 with the French not-found page', async () => {
    const path = '/une-page-qui-n-existe-pas';
    const answer = await fetch(`${runtime.site}${path}`, { redirect: 'manual' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);

    await visit(async (page) => {
      const response = await page.goto(path);
      await keepEssentialCookiesOnly(page);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
      expect(await waitForText(titleBand(page), 'Passerelle')).toBe('Passerelle');
      await documentTitleIs(page, 'Page introuvable — Passerelle');
      await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  it('on the home page the header is transparent at the top and takes its style once scrolled past 10 px', async () => {
    await visit(async (page) => {
      await page.goto('/');
      await keepEssentialCookiesOnly(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForHeaderBackground(page, 'transparent');

      await scrollTo(page, 10);
      expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');

      await scrollTo(page, 11);
      await waitForHeaderBackground(page, 'opaque');
      const opaque = await headerBackground(page);

      await scrollTo(page, 0);
      await waitForHeaderBackground(page, 'transparent');

      // Elsewhere the header has that style from the top.
      await page.goto('/tarifs');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate('window.scrollY')).toBe(0);
      expect(await headerBackground(page)).toBe(opaque);
    });
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { keepEssentialCookiesOnly, newVisitor, screenshot, useBrowser } from './browser';

const runtime = inject('runtime');

const phone = { width: 390, height: 844 };
/** What a signed-out visitor can reach from the header (spec 1, section 2.2), in its order. */
const headerLinks = ['Tarifs', 'Calculateur', 'Suivi', 'Aide', 'Blog', 'Contact', 'Connexion', 'Inscription'];

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const menuPanel = (page: Page) => page.getByRole('navigation', { name: 'Menu', exact: true });
const pageScrollLock = (page: Page) => page.evaluate('document.body.style.overflow') as Promise<string>;

describe('the site header on a phone and on a desktop', () => {
  const browser = useBrowser();

  /** Runs `journey` on the home page for a new visitor with this window, who has answered the cookie banner. */
  const onHome = async (viewport: typeof phone, journey: (page: Page) => Promise<void>) => {
    const { page, context, pageErrors } = await newVisitor(browser(), runtime.site, viewport);
    try {
      await page.goto('/');
      await keepEssentialCookiesOnly(page);
      await journey(page);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  };

  const openMenu = async (page: Page) => {
    await menuButton(page).click();
    await menuPanel(page).getByRole('link', { name: 'Connexion' }).waitFor();
  };

  it('at 390 px, "Menu" opens a panel with every link and locks the page; a link navigates and closes it', async () => {
    await onHome(phone, async (page) => {
      expect(await menuButton(page).isVisible()).toBe(true);
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('navigation', { name: 'Navigation principale' }).isVisible()).toBe(false);
      expect(await menuPanel(page).isVisible()).toBe(false);

      await openMenu(page);
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
      const links = menuPanel(page).getByRole('link');
      expect(await links.allInnerTexts()).toEqual(headerLinks);
      for (const link of await links.all()) expect(await link.isVisible(), await link.innerText()).toBe(true);
      expect(await pageScrollLock(page)).toBe('hidden');
      // The keyboard goes into the panel, on its first link.
      expect(await links.first().evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
      await screenshot(page, 'menu-mobile-ouvert', { fullPage: false });

      await menuPanel(page).getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      await page.getByRole('heading', { level: 1, name: 'Contactez notre équipe' }).waitFor();
      await menuPanel(page).waitFor({ state: 'hidden' });
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      expect(await pageScrollLock(page)).toBe('');
    });
  });

  it('at 390 px, Escape closes the menu, unlocks the page and gives the focus back to the "Menu" button', async () => {
    await onHome(phone, async (page) => {
      await openMenu(page);
      await page.keyboard.press('Escape');
      await menuPanel(page).waitFor({ state: 'hidden' });
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      expect(await pageScrollLock(page)).toBe('');
      expect(await menuButton(page).evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  it('at 1280 px, has no "Menu" button: the links are in the header', async () => {
    await onHome({ width: 1280, height: 900 }, async (page) => {
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Connexion' }).waitFor();
      expect(await menuButton(page).isVisible()).toBe(false);
      const visibleLinks: string[] = [];
      for (const link of await header.getByRole('link').all()) if (await link.isVisible()) visibleLinks.push(await link.innerText());
      // The brand's link to the home page comes first.
      expect(visibleLinks.slice(1)).toEqual(headerLinks);
    });
  });
});

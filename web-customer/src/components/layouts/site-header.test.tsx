import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '@/testing/test-utils';
import { aCustomer } from '@/testing/data-generators';
import { headerScrollThreshold, isScrolledPastHeaderThreshold, SiteHeader } from './site-header';

const customer = aCustomer();

const signedIn = () => jsonResponse(200, customer);
const signedOut = () => jsonResponse(401, { status: 401, detail: 'Veuillez vous connecter.' });

/** The cookie the API sets at sign-in beside the session: without it the header asks nothing. */
const withSessionHint = () => {
  document.cookie = 'pa_csrf=jeton';
};

const renderHeader = (path = '/tarifs') =>
  renderRoutes([{ path: '*', element: <SiteHeader /> }], path, { session: true });

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menuPanel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;

const setScrollY = (value: number) => {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
  fireEvent.scroll(window);
};

afterEach(() => {
  document.body.style.overflow = '';
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('header scroll threshold', () => {
  it('turns solid only once the page is scrolled more than 10 px', () => {
    expect(headerScrollThreshold).toBe(10);
    expect(isScrolledPastHeaderThreshold(0)).toBe(false);
    expect(isScrolledPastHeaderThreshold(10)).toBe(false);
    expect(isScrolledPastHeaderThreshold(10.5)).toBe(true);
    expect(isScrolledPastHeaderThreshold(400)).toBe(true);
  });

  it('is transparent at the top of the home page only, and solid once scrolled', async () => {
    stubFetch(signedOut);
    renderHeader('/');
    const header = screen.getByRole('banner');
    expect(header.className).toContain('site-header--transparent');
    setScrollY(11);
    await waitFor(() => expect(header.className).not.toContain('site-header--transparent'));
    setScrollY(0);
    await waitFor(() => expect(header.className).toContain('site-header--transparent'));
  });

  it('is never transparent on the other pages', () => {
    stubFetch(signedOut);
    renderHeader('/tarifs');
    expect(screen.getByRole('banner').className).not.toContain('site-header--transparent');
  });
});

describe('SiteHeader links', () => {
  const mainNav = () => screen.getByRole('navigation', { name: 'Navigation principale' });

  it.each([
    ['signed out', signedOut],
    ['signed in', signedIn],
  ])('shows the brand and the public links when %s', async (state, answer) => {
    if (state === 'signed in') withSessionHint();
    stubFetch(answer);
    renderHeader();
    expect(screen.getByRole('link', { name: /^Passerelle/ }).getAttribute('href')).toBe('/');
    for (const [name, href] of [
      ['Tarifs', '/tarifs'],
      ['Calculateur', '/calculateur'],
      ['Suivi', '/suivi'],
      ['Aide', '/aide'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ] as const) {
      expect(within(mainNav()).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(mainNav()).getByRole('link', { name: 'Tarifs' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers "Connexion" and "Inscription" to a visitor', async () => {
    const calls = stubFetch();
    renderHeader();
    expect((await screen.findByRole('link', { name: 'Connexion' })).getAttribute('href')).toBe('/connexion');
    expect(screen.getByRole('link', { name: 'Inscription' }).getAttribute('href')).toBe('/inscription');
    expect(screen.queryByRole('link', { name: 'Mon espace' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mes colis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
    // No session cookie: the header knows without asking the API (whose 401 the browser would log as an error).
    expect(calls).toHaveLength(0);
  });

  it('asks the API when the session cookie is there, and offers "Connexion" if the session has ended', async () => {
    withSessionHint();
    const calls = stubFetch(signedOut);
    renderHeader();
    expect((await screen.findByRole('link', { name: 'Connexion' })).getAttribute('href')).toBe('/connexion');
    expect(calls.map((call) => call.url)).toEqual(['/api/me']);
  });

  it('shows neither "Connexion" nor the customer area while the session loads', async () => {
    withSessionHint();
    const calls = stubFetch(() => new Promise<Response>(() => {}));
    renderHeader();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Connexion' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mon espace' })).toBeNull();
  });

  it("gives a signed-in customer their area, their parcels' links and the logout button", async () => {
    withSessionHint();
    stubFetch(signedIn);
    renderHeader();
    expect((await screen.findByRole('link', { name: 'Mon espace' })).getAttribute('href')).toBe('/dashboard');
    const account = screen.getByRole('navigation', { name: 'Mon espace client' });
    expect(within(account).getByRole('link', { name: 'Mes colis' }).getAttribute('href')).toBe('/packages');
    expect(within(account).getByRole('link', { name: 'Déclarer un colis' }).getAttribute('href')).toBe('/declarer-colis');
    expect(within(account).getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/compte');
    expect(screen.queryByRole('link', { name: 'Inscription' })).toBeNull();
    expect(screen.getByText('Marie')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connexion' })).toBeNull();
  });

  it('logs out with a POST to the API', async () => {
    withSessionHint();
    const calls = stubFetch(signedIn, () => new Promise<Response>(() => {}));
    renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ url: '/api/auth/logout', method: 'POST' });
  });
});

describe('mobile menu', () => {
  it('opens a panel mirroring the links, locks page scrolling and moves focus into it', async () => {
    withSessionHint();
    stubFetch(signedIn);
    renderHeader();
    await screen.findByRole('link', { name: 'Mon espace' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuPanel().hidden).toBe(true);

    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const panel = menuPanel();
    expect(panel.hidden).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    for (const name of ['Tarifs', 'Calculateur', 'Suivi', 'Aide', 'Blog', 'Contact', 'Mon espace', 'Mes colis', 'Déclarer un colis', 'Mon compte']) {
      expect(within(panel).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(panel).getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('offers "Connexion" and "Inscription" in the panel to a visitor', async () => {
    stubFetch(signedOut);
    renderHeader();
    await screen.findByRole('link', { name: 'Connexion' });
    fireEvent.click(menuButton());
    expect(within(menuPanel()).getByRole('link', { name: 'Connexion' }).getAttribute('href')).toBe('/connexion');
    expect(within(menuPanel()).getByRole('link', { name: 'Inscription' }).getAttribute('href')).toBe('/inscription');
  });

  it('closes on Escape, restores scrolling and gives focus back to the button', () => {
    stubFetch(signedOut);
    document.body.style.overflow = 'auto';
    renderHeader();
    fireEvent.click(menuButton());
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuPanel().hidden).toBe(true);
    expect(document.body.style.overflow).toBe('auto');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when a link of the panel is followed', async () => {
    stubFetch(signedOut);
    const { router } = renderHeader('/tarifs');
    fireEvent.click(menuButton());
    fireEvent.click(within(menuPanel()).getByRole('link', { name: 'Aide' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aide'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on any route change, e.g. the browser going back', async () => {
    stubFetch(signedOut);
    const { router } = renderHeader('/tarifs');
    await act(() => router.navigate('/contact'));
    fireEvent.click(menuButton());
    expect(document.body.style.overflow).toBe('hidden');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/tarifs');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the button itself and restores scrolling when the header goes away', () => {
    stubFetch(signedOut);
    const { unmount } = renderHeader();
    fireEvent.click(menuButton());
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
    fireEvent.click(menuButton());
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessDeniedPath } from '../config';
import { adminMenu } from '../menu';
import { createAuthProvider } from '../providers/auth-provider';
import { createSessionCache, type SessionCache } from '../session/staff-session';
import { StaffHome } from './StaffHome';

const me = { customerId: 'c1', email: 'camille@passerelle.example', firstName: 'Camille', lastName: 'Martin', isAdmin: true };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The admin APIs as the home reads them: a few figures, each from its list or its counters. */
const answers: Record<string, unknown> = {
  '/api/me': me,
  '/admin/api/parcel-counters': { total: 40, pending: 12, withPhotos: 3, inReturn: 2 },
  [`/admin/api/shipments?filter=${encodeURIComponent('{"status":"requested"}')}&perPage=1`]: { items: [{}], nextCursor: 'n', total: 4 },
  [`/admin/api/shipments?filter=${encodeURIComponent('{"status":"quoted"}')}&perPage=1`]: { items: [{}], nextCursor: 'n', total: 1234 },
  '/admin/api/support/conversations?view=open': { items: [], nextCursor: 'more', unread: 7 },
  '/admin/api/purchases?status=en_attente&perPage=100': { items: [{}, {}], nextCursor: null },
};

const renderHome = (session: SessionCache) =>
  render(
    <MemoryRouter initialEntries={['/admin/']}>
      <Routes>
        <Route path="/admin" element={<StaffHome session={session} />} />
        <Route path={accessDeniedPath} element={<p>Page d’accès refusé</p>} />
        <Route path="/admin/*" element={<p>Rubrique ouverte</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the staff home', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const requested = () => fetchMock.mock.calls.map(([url]) => String(url));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((url) => Promise.resolve(String(url) in answers ? json(answers[String(url)]) : json({ detail: 'absent' }, 404)));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows today’s work as counters that link to the lists they count', async () => {
    renderHome(createSessionCache());
    const today = await screen.findByRole('list', { name: 'Le travail du jour' });
    await waitFor(() => expect(within(today).queryAllByText('…')).toEqual([]));
    const links = within(today)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['12 Colis en attente', '/admin/parcels'],
      ['2 Colis en retour', `/admin/parcels?filter=${encodeURIComponent('{"status":"in_return"}')}`],
      ['4 Expéditions à traiter', `/admin/expeditions?filter=${encodeURIComponent('{"status":"requested"}')}`],
      ['1\u202f234 Expéditions en attente de paiement', `/admin/expeditions?filter=${encodeURIComponent('{"status":"quoted"}')}`],
      ['7+ Messages de clients non lus', '/admin/support'],
      ['2 Achats pour moi à chiffrer', '/admin/achats'],
    ]);
  });

  it('counts the parcels a return holds on their own tile, which lists them « En retour », both parcel figures from one read', async () => {
    renderHome(createSessionCache());
    const inReturn = await screen.findByRole('link', { name: /Colis en retour/ });
    await waitFor(() => expect(inReturn.textContent).toBe('2 Colis en retour'));
    expect(inReturn.getAttribute('href')).toBe(`/admin/parcels?filter=${encodeURIComponent('{"status":"in_return"}')}`);
    expect(screen.getByRole('link', { name: /Colis en attente/ }).textContent).toBe('12 Colis en attente');
    expect(requested().filter((url) => url === '/admin/api/parcel-counters')).toHaveLength(1);
  });

  it('says a figure is unavailable when its read fails, and draws the others', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(String(url) === '/admin/api/parcel-counters' ? json({ detail: 'Erreur' }, 500) : json(answers[String(url)])),
    );
    renderHome(createSessionCache());
    const parcels = await screen.findByRole('link', { name: /Colis en attente/ });
    await waitFor(() => expect(parcels.textContent).toBe('— Colis en attente'));
    expect(await screen.findByRole('link', { name: '4 Expéditions à traiter' })).toBeTruthy();
  });

  it('links every section of the menu, in its order', async () => {
    renderHome(createSessionCache());
    const sections = await screen.findByRole('list', { name: 'Rubriques' });
    expect(within(sections).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      adminMenu.map((entry) => [entry.label, `/admin${entry.to}`]),
    );
  });

  it('sends a signed-in customer to the access-denied page, having read nothing of the back office', async () => {
    fetchMock.mockImplementation((url) => Promise.resolve(String(url) === '/api/me' ? json({ ...me, isAdmin: false }) : json(answers[String(url)])));
    renderHome(createSessionCache());
    await screen.findByText('Page d’accès refusé');
    expect(requested()).toEqual(['/api/me']);
  });

  it('shows no figure before /api/me says staff', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((url) => (String(url) === '/api/me' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(json(answers[String(url)]))));
    renderHome(createSessionCache());
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Vérification de votre accès…');
    expect(screen.queryByRole('link', { name: /Colis/ })).toBeNull();
    expect(requested()).toEqual(['/api/me']);
    answer(json(me));
    expect(await screen.findByRole('button', { name: 'Profil de Camille Martin' })).toBeTruthy();
  });

  it('asks /api/me once per page load, for the home and then react-admin’s checks and user menu', async () => {
    const session = createSessionCache();
    renderHome(session);
    await screen.findByRole('list', { name: 'Rubriques' });
    const authProvider = createAuthProvider(session);
    await Promise.all([authProvider.checkAuth({}), authProvider.getIdentity?.()]);
    await authProvider.checkAuth({});
    expect(requested().filter((url) => url === '/api/me')).toEqual(['/api/me']);
  });
});

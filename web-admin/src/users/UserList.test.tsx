import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserView } from '../../../domain/customer/customer-views';
import { i18nProvider } from '../i18n/i18n-provider';
import { createDataProvider } from '../providers/data-provider';
import UserList from './UserList';

const marie: AdminUserView = {
  id: 'c-0001-abcdef',
  customerId: 'c-0001-abcdef',
  clientReference: 'CLI-ABCDEF',
  email: 'marie.dupont@example.com',
  emailConfirmed: true,
  firstName: 'Marie',
  lastName: 'Dupont',
  phone: '+590 690 12 34 56',
  subscription: 'free',
  subscriptionActive: true,
  parcelCount: 3,
  // 23:30 UTC is already the next day in Paris
  registeredAt: '2025-03-01T23:30:00.000Z',
};
const noName: AdminUserView = {
  ...marie,
  id: 'c-0002-123456',
  customerId: 'c-0002-123456',
  clientReference: 'CLI-123456',
  email: 'sans.nom@example.com',
  emailConfirmed: false,
  firstName: '',
  lastName: '',
  phone: '',
  parcelCount: 0,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' } });
const page = (items: AdminUserView[], extra: Partial<{ truncated: boolean; total: number }> = {}) =>
  json({ items, nextCursor: null, total: extra.total ?? items.length, truncated: extra.truncated ?? false });
const counters = { users: 1234, emailConfirmed: 1000, premiumSubscribers: 0 };

type Route = (url: URL) => Response | Promise<Response>;

describe('the users page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  /** The answers of GET /admin/api/users, in order (the last one is kept). */
  let listAnswers: Route[] = [];
  const listRequests: URL[] = [];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    listAnswers = [];
    listRequests.length = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/admin/api/users/counters') return json(counters);
      if (url.pathname === '/admin/api/users') {
        listRequests.push(url);
        const answer = listAnswers.length > 1 ? listAnswers.shift() : listAnswers[0];
        if (!answer) throw new Error('pas de réponse prévue');
        return answer(url);
      }
      throw new Error(`requête inattendue ${url.pathname}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const renderPage = () =>
    render(
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="utilisateurs">
          <UserList />
        </ResourceContextProvider>
      </AdminContext>,
    );

  it('says it is loading the users', async () => {
    listAnswers = [() => new Promise<Response>(() => undefined)];
    renderPage();
    expect(await screen.findByText('Chargement des utilisateurs...')).toBeTruthy();
  });

  it('shows the counters and a row per user: name or e-mail, reference, contact, plan, parcels, Paris sign-up day', async () => {
    listAnswers = [() => page([marie, noName], { total: 1234 })];
    renderPage();
    const row = (await screen.findByText('Marie Dupont')).closest('tr');
    if (!row) throw new Error('ligne absente');
    const cells = within(row);
    expect(cells.getByText('CLI-ABCDEF')).toBeTruthy();
    expect(cells.getByText('marie.dupont@example.com')).toBeTruthy();
    expect(cells.getByLabelText('E-mail confirmé')).toBeTruthy();
    expect(cells.getByText('+590 690 12 34 56')).toBeTruthy();
    expect(cells.getByText('Gratuit')).toBeTruthy();
    expect(cells.getByText('Actif')).toBeTruthy();
    expect(cells.getByText('3')).toBeTruthy();
    expect(cells.getByText('02/03/2025')).toBeTruthy();

    const unnamed = screen.getAllByText('sans.nom@example.com')[0]?.closest('tr');
    if (!unnamed) throw new Error('ligne absente');
    expect(within(unnamed).queryByLabelText('E-mail confirmé')).toBeNull();
    expect(within(unnamed).getByText('CLI-123456')).toBeTruthy();

    expect(await screen.findByText('1 234')).toBeTruthy();
    expect(screen.getByText('Utilisateurs')).toBeTruthy();
    expect(screen.getByText('E-mails confirmés')).toBeTruthy();
    expect(screen.getByText('Abonnés Premium')).toBeTruthy();
    expect(screen.getByText('1–2 sur 1234')).toBeTruthy();
  });

  it('says when there is no user at all', async () => {
    listAnswers = [() => page([])];
    renderPage();
    expect(await screen.findByText('Aucun utilisateur trouvé')).toBeTruthy();
  });

  it('sends the search to the API, and says when it matches nobody', async () => {
    listAnswers = [() => page([marie]), (url) => page(url.searchParams.get('filter')?.includes('zzz') ? [] : [marie])];
    renderPage();
    await screen.findByText('Marie Dupont');
    fireEvent.change(screen.getByPlaceholderText('Nom, prénom, e-mail, téléphone ou référence client'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucun résultat', {}, { timeout: 3000 })).toBeTruthy();
    expect(JSON.parse(listRequests.at(-1)?.searchParams.get('filter') ?? '{}')).toEqual({ q: 'zzz' });
  });

  it('asks to refine a search that matched more users than one page shows', async () => {
    listAnswers = [() => page([marie]), () => page([marie], { truncated: true })];
    renderPage();
    await screen.findByText('Marie Dupont');
    fireEvent.change(screen.getByPlaceholderText('Nom, prénom, e-mail, téléphone ou référence client'), { target: { value: 'ma' } });
    expect(await screen.findByText(/Précisez votre recherche/, {}, { timeout: 3000 })).toBeTruthy();
  });

  it('shows an error box with a retry button that loads the list again', async () => {
    listAnswers = [
      () => json({ type: 'about:blank', title: 'Erreur', status: 500, detail: 'Erreur interne du serveur', correlationId: 'x' }, 500),
      () => page([marie]),
    ];
    renderPage();
    expect(await screen.findByText('Erreur de chargement')).toBeTruthy();
    expect(screen.getByText('Erreur lors du chargement des utilisateurs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByText('Marie Dupont')).toBeTruthy());
  });

  it('rejects an answer that does not match the shared schema', async () => {
    listAnswers = [() => json({ items: [{ ...marie, parcelCount: 'trois' }], nextCursor: null, total: 1, truncated: false })];
    renderPage();
    expect(await screen.findByText('Erreur de chargement')).toBeTruthy();
    expect(screen.getByText('Réponse inattendue du serveur')).toBeTruthy();
  });
});

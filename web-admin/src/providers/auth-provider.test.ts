import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { accessDeniedPath } from '../config';
import { createAuthProvider } from './auth-provider';

const me = {
  customerId: 'c1',
  email: 'admin@passerelle.example',
  firstName: 'Alice',
  lastName: 'Martin',
  territory: 'martinique',
  boxNumber: 'AB12-3456',
  isAdmin: true,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, detail: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Erreur', status, detail, correlationId: 'x' }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

describe('auth provider', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'pa_csrf=csrf-1; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('signs in with the e-mail and password, and refuses a customer who is not an administrator', async () => {
    const authProvider = createAuthProvider();
    fetchMock.mockResolvedValueOnce(json(me));
    await authProvider.login({ email: 'admin@passerelle.example', password: 'secret' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@passerelle.example', password: 'secret' });

    fetchMock.mockResolvedValueOnce(json({ ...me, isAdmin: false }));
    await expect(authProvider.login({ email: 'client@example.com', password: 'secret' })).rejects.toThrow(
      'passerelle.auth.not_admin',
    );
  });

  it('shows the API message when the password is wrong', async () => {
    fetchMock.mockResolvedValueOnce(problem(401, 'Email ou mot de passe incorrect'));
    await expect(createAuthProvider().login({ email: 'a@b.c', password: 'x' })).rejects.toThrow(
      'Email ou mot de passe incorrect',
    );
  });

  it('sends a signed-in customer to the access-denied page without ending their session', async () => {
    const authProvider = createAuthProvider();
    fetchMock.mockResolvedValueOnce(json({ ...me, isAdmin: false }));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: accessDeniedPath, message: false });

    await expect(authProvider.logout({})).resolves.toBe(accessDeniedPath);
    expect(fetchMock).toHaveBeenCalledTimes(1); // GET /api/me only, no POST /api/auth/logout

    // The access-denied page checks the session again: the same answer, not a second request.
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: accessDeniedPath, message: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('accepts an administrator, and ends the session on the server at logout with the CSRF header', async () => {
    const authProvider = createAuthProvider();
    fetchMock.mockResolvedValueOnce(json(me));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await authProvider.logout({});
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-CSRF-Token')).toBe('csrf-1');
  });

  it("sends a visitor to the site's sign-in page, which brings them back to /admin, with no sign-out request", async () => {
    const authProvider = createAuthProvider();
    fetchMock.mockResolvedValueOnce(problem(401, 'Veuillez vous connecter.'));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: `${window.location.origin}/connexion?redirect=/admin`, message: false });

    await expect(authProvider.logout({})).resolves.toBe(`${window.location.origin}/connexion?redirect=/admin`);
    expect(fetchMock).toHaveBeenCalledTimes(1); // GET /api/me only
  });

  it('sends to the sign-in page on 401, and stays signed in on 403', async () => {
    const authProvider = createAuthProvider();
    fetchMock.mockResolvedValueOnce(problem(401, 'Veuillez vous connecter.'));
    const sessionEnded: unknown = await createAuthProvider().getIdentity?.().catch((error: unknown) => error);
    await expect(authProvider.checkError(sessionEnded)).rejects.toEqual({
      redirectTo: `${window.location.origin}/connexion?redirect=/admin`,
      message: false,
    });

    fetchMock.mockResolvedValueOnce(problem(403, 'Accès réservé aux administrateurs'));
    const forbidden: unknown = await createAuthProvider().getIdentity?.().catch((error: unknown) => error);
    await expect(authProvider.checkError(forbidden)).rejects.toEqual({
      logoutUser: false,
      message: 'Accès réservé aux administrateurs',
    });
  });

  it('asks the API who is signed in once per page load, for the start, every page and the user menu alike', async () => {
    const authProvider = createAuthProvider();
    fetchMock.mockImplementation(() => Promise.resolve(json(me)));
    await Promise.all([authProvider.checkAuth({}), authProvider.getIdentity?.(), authProvider.checkAuth({})]);
    await authProvider.checkAuth({});
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 'c1', fullName: 'Alice Martin' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/me']);
  });

  it('asks again after a sign-out, a sign-in, an ended session or a failed request', async () => {
    const authProvider = createAuthProvider();
    const meRequests = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/me').length;
    fetchMock.mockImplementation((url) =>
      Promise.resolve(String(url) === '/api/auth/logout' ? new Response(null, { status: 204 }) : json(me)),
    );
    await authProvider.checkAuth({});
    await authProvider.logout({});
    await authProvider.checkAuth({});
    expect(meRequests()).toBe(2);

    await authProvider.login({ email: 'admin@passerelle.example', password: 'secret' });
    await authProvider.checkAuth({});
    expect(meRequests()).toBe(3);

    await expect(authProvider.checkError(new HttpError('Veuillez vous connecter.', 401))).rejects.toMatchObject({ message: false });
    await authProvider.checkAuth({});
    expect(meRequests()).toBe(4);

    const offline = createAuthProvider();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(offline.getIdentity?.()).rejects.toThrow('passerelle.errors.network');
    await offline.checkAuth({});
    expect(meRequests()).toBe(6);
  });

  it('names the signed-in administrator', async () => {
    fetchMock.mockResolvedValueOnce(json(me));
    await expect(createAuthProvider().getIdentity?.()).resolves.toEqual({ id: 'c1', fullName: 'Alice Martin' });
  });
});

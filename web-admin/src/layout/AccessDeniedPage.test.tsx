import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';
import { AccessDeniedPage } from './AccessDeniedPage';

describe('the access-denied page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:3000', assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    assign.mockReset();
  });

  const renderPage = () =>
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <AccessDeniedPage />
      </AdminContext>,
    );

  it("says why in the spec's words, and « Retour » goes back to the customer area", () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Accès refusé' })).toBeTruthy();
    expect(
      screen.getByText(
        "Vous n'avez pas les permissions nécessaires pour accéder à cette page. Seuls les administrateurs peuvent accéder à cette section.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(assign).toHaveBeenCalledWith('/dashboard');
  });

  it("ends the customer's session and opens the site's sign-in page, which comes back to /admin", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter avec un compte administrateur' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/connexion?redirect=/admin'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCustomer } from '@/testing/data-generators';
import { jsonResponse, renderRoutes, stubFetch } from '@/testing/test-utils';
import { LoginRoute } from './login';

const loadPage = vi.hoisted(() => vi.fn());
vi.mock('@/lib/page-load', () => ({ loadPage }));

const routes = [
  { path: '/connexion', element: <LoginRoute /> },
  { path: '/dashboard', element: <p>Mon tableau de bord</p> },
  { path: '/packages', element: <p>Tous mes colis</p> },
];

const renderLogin = (path: string) => renderRoutes(routes, path, { session: true });

/** The form's module loads with it (`formIsland`): its fields are there once it has. */
const signIn = async () => {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'client@passerelle.example' } });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Secret#2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
};

const banner = 'Connectez-vous pour accéder à cette page.';

describe('the login page', () => {
  it('shows a banner when the target is not the dashboard, and goes there once signed in', async () => {
    stubFetch(() => jsonResponse(200, aCustomer()));
    const { router } = renderLogin('/connexion?redirect=%2Fpackages%3Fstatut%3Dstored');
    expect(await screen.findByText(banner)).toBeTruthy();
    await signIn();
    expect(await screen.findByText('Tous mes colis')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/packages?statut=stored');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows no banner for the dashboard, nor for a target on another site (which gives the dashboard)', async () => {
    stubFetch(() => jsonResponse(200, aCustomer()));
    const { router } = renderLogin('/connexion?redirect=https%3A%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(screen.queryByText(banner)).toBeNull();
    await signIn();
    expect(await screen.findByText('Mon tableau de bord')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends an existing session straight to the target', async () => {
    document.cookie = 'pa_csrf=jeton';
    stubFetch(() => jsonResponse(200, aCustomer()));
    const { router } = renderLogin('/connexion?redirect=%2Fpackages');
    expect(await screen.findByText('Tous mes colis')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/packages');
  });

  it('sends an admin to the back office, or to the back-office page asked for', async () => {
    stubFetch(
      () => jsonResponse(200, aCustomer({ isAdmin: true })),
      () => jsonResponse(200, aCustomer({ isAdmin: true })),
    );
    const first = renderLogin('/connexion?redirect=%2Fpackages');
    await screen.findByText(banner);
    await signIn();
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin/'));
    first.unmount();

    loadPage.mockClear();
    renderLogin('/connexion?redirect=%2Fadmin%2Fparcels');
    await screen.findByText(banner);
    await signIn();
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin/parcels'));
  });

  it('has a forgot-password view that sends the reset link, confirms, and goes back to the sign-in', async () => {
    const calls = stubFetch(() => jsonResponse(202, {}));
    const { router } = renderLogin('/connexion?redirect=%2Fpackages');
    fireEvent.click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/packages');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Client@Passerelle.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeTruthy();
    expect(screen.getByText('client@passerelle.example')).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/api/auth/forgot-password', method: 'POST', body: { email: 'client@passerelle.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('vue')).toBeNull();
  });

  it("says \"Erreur lors de l'envoi de l'email de réinitialisation\" when the reset link could not be sent", async () => {
    stubFetch(() => jsonResponse(500, { status: 500, detail: 'Une erreur inattendue est survenue.' }));
    renderLogin('/connexion?vue=mot-de-passe-oublie');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'client@passerelle.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Erreur lors de l'envoi de l'email de réinitialisation");
  });
});

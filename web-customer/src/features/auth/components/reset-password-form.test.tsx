import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordRoute } from '@/app/routes/auth/reset-password';
import { aCustomer } from '@/testing/data-generators';
import { jsonResponse, renderRoutes, stubFetch } from '@/testing/test-utils';

const loadPage = vi.hoisted(() => vi.fn());
vi.mock('@/lib/page-load', () => ({ loadPage }));

const token = 'tok_0123456789abcdefghij';
const routes = [
  { path: '/reset-password', element: <ResetPasswordRoute /> },
  { path: '/dashboard', element: <p>Mon tableau de bord</p> },
];

const choose = (password: string, confirmation = password) => {
  fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
};

describe('the password reset page', () => {
  it('checks the new password with the shared messages, then signs the person in and opens the dashboard', async () => {
    const calls = stubFetch(() => jsonResponse(200, aCustomer()));
    const { router, queryClient } = renderRoutes(routes, `/reset-password?c=c-1&t=${token}`);
    choose('court', 'autre');
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères')).toBeTruthy();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeTruthy();
    choose('Nouveau#2026');
    expect(await screen.findByText('Mon tableau de bord')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls[0]).toMatchObject({
      url: '/api/auth/reset-password',
      body: { customerId: 'c-1', token, password: 'Nouveau#2026', confirmPassword: 'Nouveau#2026' },
    });
    expect(queryClient.getQueryData(['me'])).toEqual(aCustomer());
  });

  it('sends an admin to the back office', async () => {
    stubFetch(() => jsonResponse(200, aCustomer({ isAdmin: true })));
    renderRoutes(routes, `/reset-password?c=c-1&t=${token}`);
    choose('Nouveau#2026');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin/'));
  });

  it('explains a used or expired link (410) and leads back to the forgot-password view', async () => {
    stubFetch(() => jsonResponse(410, { status: 410, code: 'link-invalid', detail: 'Ce lien a expiré ou a déjà été utilisé' }));
    renderRoutes(routes, `/reset-password?c=c-1&t=${token}`);
    choose('Nouveau#2026');
    expect(await screen.findByRole('heading', { level: 1, name: "Ce lien n'est plus valable" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau lien' }).getAttribute('href')).toBe('/connexion?vue=mot-de-passe-oublie');
  });
});

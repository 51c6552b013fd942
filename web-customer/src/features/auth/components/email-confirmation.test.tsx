import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, jsonResponse, renderScreen, stubFetch } from '@/testing/test-utils';
import { EmailConfirmation } from './email-confirmation';

const token = 'tok_0123456789abcdefghij';
const link = `/confirmer-email?c=c-42&t=${token}`;
const frenchAddress = {
  boxNumber: 'PA-C4K7RM',
  recipient: 'Léa Hoarau — PA-C4K7RM',
  street: "12 rue de l'Entrepôt",
  postalCode: '60290',
  city: 'Rantigny',
  country: 'France',
};

describe('EmailConfirmation', () => {
  it('confirms once on load, even under StrictMode, and shows the personal French address', async () => {
    const calls = stubFetch(() => jsonResponse(200, { email: 'lea@example.fr', frenchAddress, version: 2 }));
    const router = createMemoryRouter([{ path: '*', element: <EmailConfirmation /> }], { initialEntries: [link] });
    render(
      <StrictMode>
        <QueryClientProvider client={createTestQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre adresse email est confirmée' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/confirm-email', method: 'POST', body: { customerId: 'c-42', token } });
    expect(screen.getByText('PA-C4K7RM')).toBeTruthy();
    for (const line of ['Léa Hoarau — PA-C4K7RM', "12 rue de l'Entrepôt", '60290 Rantigny', 'France']) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/connexion');
  });

  it('explains a used or expired link (410) and sends a new one', async () => {
    const calls = stubFetch(
      () => jsonResponse(410, { status: 410, code: 'link-invalid', detail: 'Ce lien a expiré ou a déjà été utilisé' }),
      () => jsonResponse(202, {}),
    );
    renderScreen(<EmailConfirmation />, link);
    expect(await screen.findByRole('heading', { level: 1, name: "Ce lien n'est plus valable" })).toBeTruthy();
    expect(screen.getByText(/déjà servi, a été remplacé par un plus récent, ou date de plus de 48 heures/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'lea@example.fr' } });
    fireEvent.click(screen.getByRole('button', { name: "Renvoyer l'email de confirmation" }));
    expect(await screen.findByText('Email de confirmation renvoyé.')).toBeTruthy();
    expect(calls[1]).toMatchObject({ url: '/api/auth/resend-confirmation', body: { email: 'lea@example.fr' } });
  });

  it('says the link is not valid without calling the API when it holds no token', async () => {
    const calls = stubFetch();
    renderScreen(<EmailConfirmation />, '/confirmer-email?c=c-42');
    expect(await screen.findByRole('heading', { level: 1, name: "Ce lien n'est plus valable" })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, networkFailure, renderScreen, stubFetch } from '@/testing/test-utils';
import { aCustomer } from '@/testing/data-generators';
import { LoginForm } from './login-form';

const me = aCustomer({ territory: 'martinique' });

const signIn = (password = 'secret') => {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'client@passerelle.example' } });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
};

describe('LoginForm', () => {
  it('asks for both fields before calling the API', async () => {
    const calls = stubFetch();
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'email est obligatoire")).toBeTruthy();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the API's French detail for wrong credentials", async () => {
    stubFetch(() => jsonResponse(401, { status: 401, title: 'Unauthorized', detail: 'Email ou mot de passe incorrect' }));
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Email ou mot de passe incorrect');
  });

  it('says "Erreur lors de la connexion" when the API cannot be reached', async () => {
    stubFetch(networkFailure);
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors de la connexion');
  });

  it('hands the signed-in person over and lets the password be shown', async () => {
    const calls = stubFetch(() => jsonResponse(200, me));
    const onSuccess = vi.fn();
    renderScreen(<LoginForm onSuccess={onSuccess} />);
    const password = screen.getByLabelText<HTMLInputElement>(/^Mot de passe/);
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password.type).toBe('text');

    signIn('secret');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(me));
    expect(calls[0]?.body).toEqual({ email: 'client@passerelle.example', password: 'secret' });
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, networkFailure, renderScreen, stubFetch } from '@/testing/test-utils';
import { aCustomer } from '@/testing/data-generators';
import { LoginForm } from './login-form';

const me = aCustomer({ territory: 'martinique' });

const fillIn = (email = 'Client@Passerelle.example', password = 'secret') => {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: password } });
};

const signIn = (password = 'secret') => {
  fillIn(undefined, password);
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
};

const problem = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Refus', status, ...body }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('LoginForm', () => {
  it('asks for both fields before calling the API', async () => {
    const calls = stubFetch();
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'email est obligatoire")).toBeTruthy();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says "Email ou mot de passe incorrect" for wrong credentials', async () => {
    stubFetch(problem(401, { detail: 'Email ou mot de passe incorrect' }));
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

  it('sends « Se souvenir de moi » as remember, hands the signed-in person over and lets the password be shown', async () => {
    const calls = stubFetch(() => jsonResponse(200, me));
    const onSuccess = vi.fn();
    renderScreen(<LoginForm onSuccess={onSuccess} />);
    const password = screen.getByLabelText<HTMLInputElement>(/^Mot de passe/);
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password.type).toBe('text');

    const remember = screen.getByRole('checkbox', { name: /Se souvenir de moi/ });
    expect((remember as HTMLInputElement).checked).toBe(false);
    fireEvent.click(remember);
    signIn('secret');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(me));
    expect(calls[0]?.url).toBe('/api/auth/login');
    expect(calls[0]?.body).toEqual({ email: 'client@passerelle.example', password: 'secret', remember: true });
  });

  it('sends remember: false when the box is left unticked', async () => {
    const calls = stubFetch(() => jsonResponse(200, me));
    const onSuccess = vi.fn();
    renderScreen(<LoginForm onSuccess={onSuccess} />);
    signIn();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ remember: false });
  });

  it('offers to resend the confirmation to an unconfirmed address, remembered from the form', async () => {
    const calls = stubFetch(
      problem(403, { detail: 'Veuillez confirmer votre email avant de vous connecter', code: 'email-not-confirmed' }),
      () => jsonResponse(202, {}),
    );
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    signIn();
    expect(await screen.findByText('Veuillez confirmer votre email avant de vous connecter')).toBeTruthy();
    // The field may change afterwards: the address that was refused is the one remembered.
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'autre@example.fr' } });
    expect(screen.getByText('client@passerelle.example')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Renvoyer l'email de confirmation" }));
    expect(await screen.findByText('Email de confirmation renvoyé.')).toBeTruthy();
    expect(calls[1]?.url).toBe('/api/auth/resend-confirmation');
    expect(calls[1]?.method).toBe('POST');
    expect(calls[1]?.body).toEqual({ email: 'client@passerelle.example' });
  });

  it('says "Trop de tentatives. Veuillez patienter quelques minutes" on 429, with the wait the API asks for', async () => {
    stubFetch(
      problem(429, { detail: 'Trop de tentatives. Veuillez patienter quelques minutes', code: 'rate-limited' }, { 'Retry-After': '120' }),
    );
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    signIn();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Trop de tentatives. Veuillez patienter quelques minutes')).toBeTruthy();
    expect(within(alert).getByText('Vous pourrez réessayer dans 2 minutes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Renvoyer l'email de confirmation" })).toBeNull();
  });

  it('stops after 15 s without an answer, aborting the request: "Délai de connexion dépassé. Veuillez réessayer."', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('Aborted', 'AbortError'));
            });
          }),
      ),
    );
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    signIn();
    expect(await screen.findByRole('button', { name: 'Connexion en cours...' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_900);
    });
    expect(aborted).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Délai de connexion dépassé. Veuillez réessayer.');
    expect(aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });

  it('says "Aucune donnée utilisateur reçue" when the API answers 200 without a person', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(200, {}));
    const onSuccess = vi.fn();
    renderScreen(<LoginForm onSuccess={onSuccess} />);
    signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Aucune donnée utilisateur reçue');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the way to the registration, the forgot-password view, and Google and Facebook as coming soon', () => {
    stubFetch();
    renderScreen(<LoginForm onSuccess={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Créer mon adresse gratuite' }).getAttribute('href')).toBe('/inscription');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/connexion?vue=mot-de-passe-oublie');
    for (const provider of ['Google', 'Facebook']) {
      const button = screen.getByRole('button', { name: new RegExp(`^${provider}`) });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(button.textContent).toContain('Bientôt disponible');
    }
  });
});

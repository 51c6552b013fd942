import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterRoute } from '@/app/routes/auth/register';
import { aCustomer } from '@/testing/data-generators';
import { jsonResponse, renderScreen, stubFetch } from '@/testing/test-utils';
import { RegistrationForm } from './registration-form';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fillValidRegistration = () => {
  type(/^Email/, 'Nouvelle.Cliente@Example.fr');
  type(/^Mot de passe/, 'Soleil#2026');
  type(/^Confirmer le mot de passe/, 'Soleil#2026');
  type(/^Prénom/, 'Léa');
  type(/^Nom/, 'Hoarau');
  type(/^Téléphone/, '0692 12 34 56');
  fireEvent.change(screen.getByLabelText(/^Territoire/), { target: { value: 'mayotte' } });
  type(/^Adresse complète/, '3 rue du Lagon');
  type(/^Code postal/, '97600');
  type(/^Ville/, 'Mamoudzou');
  fireEvent.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

const problem = (status: number, body: Record<string, unknown>) => () =>
  jsonResponse(status, { type: 'about:blank', title: 'Refus', status, ...body });

describe('RegistrationForm', () => {
  it('lists the messages in the order of spec 1, section 5: terms, passwords, length, phone, then the other fields', async () => {
    const calls = stubFetch();
    renderScreen(<RegistrationForm onRegistered={vi.fn()} />);
    type(/^Mot de passe/, 'court');
    type(/^Confirmer le mot de passe/, 'autre');
    submit();
    const summary = await screen.findByTestId('registration-errors');
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vous devez accepter les conditions générales',
      'Les mots de passe ne correspondent pas',
      'Le mot de passe doit contenir au moins 8 caractères',
      'Le numéro de téléphone est obligatoire pour la livraison',
      'Le prénom est obligatoire',
      'Le nom est obligatoire',
      "L'email est obligatoire",
      'Veuillez choisir votre territoire',
      "L'adresse complète est obligatoire",
      'Le code postal est obligatoire',
      'La ville est obligatoire',
    ]);
    // Each message also sits under its field.
    expect(screen.getByLabelText(/^Téléphone/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    // The list shrinks as the fields are corrected.
    fireEvent.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
    submit();
    await vi.waitFor(() =>
      expect(within(screen.getByTestId('registration-errors')).getAllByRole('listitem')[0]?.textContent).toBe(
        'Les mots de passe ne correspondent pas',
      ),
    );
  });

  it('offers every territory, Mayotte included, links to the terms and the privacy policy, and shows or hides the password', () => {
    stubFetch();
    renderScreen(<RegistrationForm onRegistered={vi.fn()} />);
    const territory = screen.getByLabelText(/^Territoire/);
    expect(within(territory).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choisissez votre territoire',
      'Guadeloupe',
      'Martinique',
      'Guyane',
      'La Réunion',
      'Mayotte',
      'Maroc',
    ]);
    expect(screen.getByRole('link', { name: 'conditions générales' }).getAttribute('href')).toBe('/cgv');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/confidentialite');
    const password = screen.getByLabelText<HTMLInputElement>(/^Mot de passe/);
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password.type).toBe('text');
    expect(screen.getByLabelText(/^Société/).getAttribute('aria-required')).toBeNull();
  });

  it('creates the account once: an Idempotency-Key, and the button disabled while the request runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onRegistered = vi.fn();
    renderScreen(<RegistrationForm onRegistered={onRegistered} />);
    fillValidRegistration();
    submit();
    const pending = await screen.findByRole('button', { name: 'Création de votre compte...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pending);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/auth/register');
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]?.body).toEqual({
      email: 'nouvelle.cliente@example.fr',
      password: 'Soleil#2026',
      confirmPassword: 'Soleil#2026',
      firstName: 'Léa',
      lastName: 'Hoarau',
      company: '',
      phone: '0692 12 34 56',
      address: '3 rue du Lagon',
      postalCode: '97600',
      city: 'Mamoudzou',
      territory: 'mayotte',
      acceptTerms: true,
      acceptMarketing: false,
    });
    answer(jsonResponse(201, { customerId: 'c-9', email: 'nouvelle.cliente@example.fr' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith('nouvelle.cliente@example.fr'));
  });

  it('retries with the same key after a network failure', async () => {
    const calls = stubFetch(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => jsonResponse(201, { customerId: 'c-9', email: 'nouvelle.cliente@example.fr' }),
    );
    const onRegistered = vi.fn();
    renderScreen(<RegistrationForm onRegistered={onRegistered} />);
    fillValidRegistration();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe("Erreur lors de l'inscription");
    submit();
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
  });

  it('shows "Cette adresse email est déjà utilisée" on the email field', async () => {
    stubFetch(problem(409, { detail: 'Cette adresse email est déjà utilisée' }));
    renderScreen(<RegistrationForm onRegistered={vi.fn()} />);
    fillValidRegistration();
    submit();
    const email = screen.getByLabelText(/^Email/);
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const errorId = email.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-erreur')) ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Cette adresse email est déjà utilisée');
  });

  it("puts the API's field errors under their fields, and says so on too many attempts", async () => {
    stubFetch(
      problem(400, { detail: 'Données invalides', errors: { phone: "Le numéro de téléphone n'est pas valide" } }),
      problem(429, { detail: 'Trop de tentatives. Veuillez patienter quelques minutes', code: 'rate-limited' }),
    );
    renderScreen(<RegistrationForm onRegistered={vi.fn()} />);
    fillValidRegistration();
    submit();
    expect(await screen.findByText("Le numéro de téléphone n'est pas valide")).toBeTruthy();
    type(/^Téléphone/, '0692 99 99 99');
    submit();
    expect(await screen.findByText('Trop de tentatives. Veuillez patienter quelques minutes')).toBeTruthy();
  });
});

describe('the registration page', () => {
  const register = async () => {
    // The form's module loads with it (`formIsland`).
    await screen.findByRole('button', { name: 'Créer mon compte' });
    fillValidRegistration();
    submit();
    return screen.findByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' });
  };

  it('then says to check the mailbox at the address, resends the confirmation and leads to /connexion and /', async () => {
    const calls = stubFetch(() => jsonResponse(201, { customerId: 'c-9', email: 'nouvelle.cliente@example.fr' }), () => jsonResponse(202, {}));
    renderScreen(<RegisterRoute />, '/inscription');
    await register();
    expect(screen.getByText('nouvelle.cliente@example.fr')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Renvoyer l'email de confirmation" }));
    expect(await screen.findByText('Email de confirmation renvoyé.')).toBeTruthy();
    expect(calls[1]).toMatchObject({ url: '/api/auth/resend-confirmation', method: 'POST', body: { email: 'nouvelle.cliente@example.fr' } });
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/connexion');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('tells a signed-in person they already have an account', async () => {
    document.cookie = 'pa_csrf=jeton';
    stubFetch(() => jsonResponse(200, aCustomer()));
    renderScreen(<RegisterRoute />, '/inscription', { session: true });
    expect(await screen.findByText('client@passerelle.example')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à mon espace client' }).getAttribute('href')).toBe('/dashboard');
  });

  it('says when the resend failed, and when there were too many attempts', async () => {
    stubFetch(
      () => jsonResponse(201, { customerId: 'c-9', email: 'nouvelle.cliente@example.fr' }),
      () => jsonResponse(500, { status: 500, detail: 'Une erreur inattendue est survenue.' }),
      problem(429, { detail: 'Trop de tentatives. Veuillez patienter quelques minutes', code: 'rate-limited' }),
    );
    renderScreen(<RegisterRoute />, '/inscription');
    await register();
    const resend = screen.getByRole('button', { name: "Renvoyer l'email de confirmation" });
    fireEvent.click(resend);
    expect((await screen.findByRole('alert')).textContent).toBe("Erreur lors du renvoi de l'email de confirmation. Veuillez réessayer.");
    fireEvent.click(resend);
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Trop de tentatives. Veuillez patienter quelques minutes'));
  });
});

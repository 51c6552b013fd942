import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactFailureMessage } from '@domain/contact/contact-input';
import { jsonResponse, networkFailure, renderScreen, stubFetch } from '@/testing/test-utils';
import { aCustomer } from '@/testing/data-generators';
import { ContactForm } from './contact-form';

const field = <T extends HTMLElement = HTMLInputElement>(label: RegExp) => screen.getByLabelText<T>(label);

const fillForm = () => {
  fireEvent.change(field(/^Nom/), { target: { value: 'Marie Lebon' } });
  fireEvent.change(field(/^Email/), { target: { value: 'marie@example.com' } });
  fireEvent.change(field<HTMLSelectElement>(/^Catégorie/), { target: { value: 'shipping' } });
  fireEvent.change(field(/^Sujet/), { target: { value: 'Colis bloqué' } });
  fireEvent.change(field<HTMLTextAreaElement>(/^Message/), { target: { value: 'Mon colis est bloqué depuis une semaine.' } });
  fireEvent.click(field(/^Urgent/));
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

describe('ContactForm', () => {
  it('counts the characters of the message and refuses anything beyond 500', async () => {
    stubFetch();
    renderScreen(<ContactForm />);
    const message = field<HTMLTextAreaElement>(/^Message/);
    expect(screen.getByText('0/500 caractères')).toBeTruthy();

    fireEvent.change(message, { target: { value: 'Bonjour' } });
    expect(screen.getByText('7/500 caractères')).toBeTruthy();

    fireEvent.change(message, { target: { value: 'a'.repeat(620) } });
    expect(message.value).toHaveLength(500);
    expect(screen.getByText('500/500 caractères')).toBeTruthy();
    expect(message.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows the French message under every empty required field, without calling the API', async () => {
    const calls = stubFetch();
    renderScreen(<ContactForm />);
    submit();
    expect(await screen.findByText('Veuillez saisir votre nom')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir votre email')).toBeTruthy();
    expect(screen.getByText('Veuillez choisir une catégorie')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir un sujet')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir votre message')).toBeTruthy();

    const name = field(/^Nom/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const errorId = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Veuillez saisir votre nom');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(field(/^Email/), { target: { value: 'pas-un-email' } });
    expect(await screen.findByText("L'adresse email n'est pas valide")).toBeTruthy();
  });

  it('keeps everything typed and shows the message when sending fails, then retries with the same key', async () => {
    const calls = stubFetch(networkFailure, () => jsonResponse(201, { messageId: 'm-1' }));
    renderScreen(<ContactForm />);
    fillForm();
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(contactFailureMessage);
    expect(field(/^Nom/).value).toBe('Marie Lebon');
    expect(field(/^Email/).value).toBe('marie@example.com');
    expect(field<HTMLSelectElement>(/^Catégorie/).value).toBe('shipping');
    expect(field(/^Sujet/).value).toBe('Colis bloqué');
    expect(field<HTMLTextAreaElement>(/^Message/).value).toBe('Mon colis est bloqué depuis une semaine.');
    expect(field(/^Urgent/).checked).toBe(true);

    submit();
    expect(await screen.findByRole('heading', { name: 'Message envoyé !' })).toBeTruthy();
    const [first, retry] = calls;
    expect(first?.url).toBe('/api/contact');
    expect(first?.body).toEqual({
      name: 'Marie Lebon',
      email: 'marie@example.com',
      category: 'shipping',
      subject: 'Colis bloqué',
      message: 'Mon colis est bloqué depuis une semaine.',
      urgent: true,
    });
    expect(first?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(retry?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it("shows the API's detail and its field messages when the message is refused", async () => {
    stubFetch(() =>
      jsonResponse(400, { status: 400, detail: 'Le message contient des erreurs.', errors: { subject: 'Le sujet ne peut pas dépasser 200 caractères' } }),
    );
    renderScreen(<ContactForm />);
    fillForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Le message contient des erreurs.');
    expect(screen.getByText('Le sujet ne peut pas dépasser 200 caractères')).toBeTruthy();
    expect(field(/^Sujet/).value).toBe('Colis bloqué');
  });

  it('says "Message envoyé !" and "Envoyer un autre message" brings back an empty form with a new key', async () => {
    const calls = stubFetch(() => jsonResponse(201, { messageId: 'm-1' }), () => jsonResponse(201, { messageId: 'm-2' }));
    renderScreen(<ContactForm />);
    fillForm();
    submit();

    const heading = await screen.findByRole('heading', { name: 'Message envoyé !' });
    const success = heading.closest('.card') as HTMLElement;
    expect(within(success).getByText(/sous 24 h/).textContent).toContain('marie@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer un autre message' }));
    expect(field(/^Nom/).value).toBe('');
    expect(field(/^Email/).value).toBe('');
    expect(field<HTMLSelectElement>(/^Catégorie/).value).toBe('');
    expect(field(/^Sujet/).value).toBe('');
    expect(field<HTMLTextAreaElement>(/^Message/).value).toBe('');
    expect(field(/^Urgent/).checked).toBe(false);
    expect(screen.getByText('0/500 caractères')).toBeTruthy();

    fillForm();
    submit();
    await screen.findByRole('heading', { name: 'Message envoyé !' });
    expect(calls[1]?.headers.get('Idempotency-Key')).not.toBe(calls[0]?.headers.get('Idempotency-Key'));
  });

  it('prefills the name and the email of a signed-in customer', async () => {
    // The cookie the API sets at sign-in beside the session: the app then asks who is signed in.
    document.cookie = 'pa_csrf=jeton';
    stubFetch(() =>
      jsonResponse(200, aCustomer()),
    );
    renderScreen(<ContactForm />, '/contact', { session: true });
    await screen.findByDisplayValue('Marie Lebon');
    expect(field(/^Email/).value).toBe('client@passerelle.example');
  });

  it('disables the button while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderScreen(<ContactForm />);
    fillForm();
    submit();
    const button = await screen.findByRole('button', { name: 'Envoi en cours...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(201, { messageId: 'm-1' }));
    expect(await screen.findByRole('heading', { name: 'Message envoyé !' })).toBeTruthy();
  });
});

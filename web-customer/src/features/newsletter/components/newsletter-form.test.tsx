import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsletterMessages } from '@domain/newsletter/newsletter-input';
import { jsonResponse, networkFailure, renderScreen, stubFetch } from '@/testing/test-utils';
import { NewsletterForm } from './newsletter-form';

const subscribe = (email: string) => {
  fireEvent.change(screen.getByLabelText('Votre adresse e-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
};

const status = () => screen.getByRole('status');

describe('NewsletterForm', () => {
  it('asks for an email before calling the API', async () => {
    const calls = stubFetch();
    renderScreen(<NewsletterForm />);
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    // The check loads with the first submission (the footer of every page does not carry zod).
    await waitFor(() => expect(status().textContent).toBe(newsletterMessages.emailRequired));
    expect(screen.getByLabelText('Votre adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('says that nothing is done until the link of the confirmation mail is followed', async () => {
    const calls = stubFetch(() => jsonResponse(202, { status: 'confirmation_sent' }));
    renderScreen(<NewsletterForm />);
    subscribe(' marie@example.com ');
    expect(
      await screen.findByText('✅ Merci ! Confirmez votre inscription en cliquant sur le lien que nous venons de vous envoyer par e-mail.'),
    ).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/newsletter/subscriptions');
    expect(calls[0]?.body).toEqual({ email: 'marie@example.com' });
    expect(screen.getByLabelText<HTMLInputElement>('Votre adresse e-mail').value).toBe('');
  });

  it('says when the address is already subscribed', async () => {
    stubFetch(() => jsonResponse(202, { status: 'already_subscribed' }));
    renderScreen(<NewsletterForm />);
    subscribe('marie@example.com');
    expect(await screen.findByText('✅ Vous êtes déjà inscrit à notre newsletter.')).toBeTruthy();
  });

  it('shows the failure message when the API refuses or fails', async () => {
    stubFetch(() => jsonResponse(500, { status: 500, detail: 'Erreur interne.' }));
    renderScreen(<NewsletterForm />);
    subscribe('marie@example.com');
    expect(await screen.findByText(newsletterMessages.failure)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Votre adresse e-mail').value).toBe('marie@example.com');
  });

  it('shows the network message when the API cannot be reached', async () => {
    stubFetch(networkFailure);
    renderScreen(<NewsletterForm />);
    subscribe('marie@example.com');
    expect(await screen.findByText(newsletterMessages.network)).toBeTruthy();
  });
});

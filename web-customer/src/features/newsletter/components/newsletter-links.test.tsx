import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsletterMessages } from '@domain/newsletter/newsletter-input';
import { jsonResponse, renderScreen, stubFetch } from '@/testing/test-utils';
import { NewsletterConfirmation } from './newsletter-confirmation';
import { NewsletterUnsubscribe } from './newsletter-unsubscribe';

const subscriberId = 'sub_12345678';
const token = 'tok_abcdefghijklmnopqrstuvwxyz';
const query = `?abonne=${subscriberId}&jeton=${token}`;
const refused = () => jsonResponse(400, { status: 400, detail: newsletterMessages.invalidLink, errors: { token: newsletterMessages.invalidLink } });

describe('NewsletterConfirmation', () => {
  it('confirms once on load', async () => {
    const calls = stubFetch(() => jsonResponse(200, { status: 'confirmed' }));
    renderScreen(<NewsletterConfirmation />, `/newsletter/confirmation${query}`);
    expect(await screen.findByRole('heading', { name: 'Inscription confirmée' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/newsletter/confirmation');
    expect(calls[0]?.body).toEqual({ subscriberId, token });
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('shows the invalid-link message when the API refuses the link', async () => {
    stubFetch(refused);
    renderScreen(<NewsletterConfirmation />, `/newsletter/confirmation${query}`);
    expect((await screen.findByRole('alert')).textContent).toBe(newsletterMessages.invalidLink);
  });

  it('does not call the API for a truncated link', () => {
    const calls = stubFetch();
    renderScreen(<NewsletterConfirmation />, `/newsletter/confirmation?abonne=${subscriberId}`);
    expect(screen.getByRole('alert').textContent).toBe(newsletterMessages.invalidLink);
    expect(calls).toHaveLength(0);
  });
});

describe('NewsletterUnsubscribe', () => {
  it('unsubscribes on a click, not on load', async () => {
    const calls = stubFetch(() => jsonResponse(200, { status: 'unsubscribed' }));
    renderScreen(<NewsletterUnsubscribe />, `/newsletter/desinscription${query}`);
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    expect(await screen.findByRole('heading', { name: 'Vous êtes désinscrit(e)' })).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/newsletter/unsubscription');
    expect(calls[0]?.body).toEqual({ subscriberId, token });
  });

  it('shows the invalid-link message when the API refuses the link', async () => {
    stubFetch(refused);
    renderScreen(<NewsletterUnsubscribe />, `/newsletter/desinscription${query}`);
    fireEvent.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    expect((await screen.findByRole('alert')).textContent).toBe(newsletterMessages.invalidLink);
  });
});

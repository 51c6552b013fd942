import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkLifetimesMs } from '@domain/customer/customer';
import { jsonResponse, renderScreen, stubFetch } from '@/testing/test-utils';
import { ForgotPasswordForm } from './forgot-password-form';
import { ExpiredResetLink } from './reset-password-form';

/** The hours a French sentence states (« valable 24 heures »); the FAQ and the mail are checked beside their own code, or what it says instead. */
const statedHours = (text: string) => /(\d+) heures/.exec(text.replace(/\s+/g, ' '))?.[1] ?? `aucune durée dans « ${text} »`;

describe("the password reset link's lifetime, stated once", () => {
  const expiresAfterHours = String(linkLifetimesMs.reset / 3600_000);

  it('the « Mot de passe oublié » answer states the lifetime the links are given', async () => {
    stubFetch(() => jsonResponse(202, {}));
    renderScreen(<ForgotPasswordForm onBack={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'marie@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    const sent = await screen.findByText(/un lien pour choisir un nouveau mot de passe vient d'y être envoyé/);
    expect(statedHours(sent.textContent ?? '')).toBe(expiresAfterHours);
  });

  it('the page of an expired link states the same lifetime', () => {
    renderScreen(<ExpiredResetLink />);
    expect(statedHours(screen.getByText(/Ce lien de réinitialisation a déjà servi/).textContent ?? '')).toBe(expiresAfterHours);
  });
});

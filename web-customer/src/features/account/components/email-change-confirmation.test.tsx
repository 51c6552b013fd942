import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetch } from '@/testing/test-utils';
import { EmailChangeConfirmation } from './email-change-confirmation';

const token = 'tok_0123456789abcdefghij';

describe('EmailChangeConfirmation', () => {
  it('confirms the new address from its link and says which address the account now uses', async () => {
    const calls = stubFetch(() => jsonResponse(200, { email: 'marie.nouvelle@example.fr' }));
    renderScreen(<EmailChangeConfirmation />, `/confirmer-nouvel-email?c=c-1&t=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle adresse confirmée' })).toBeTruthy();
    expect(screen.getByText('marie.nouvelle@example.fr')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/confirm-email-change', method: 'POST', body: { customerId: 'c-1', token } });
  });

  it('explains a used or expired link (410)', async () => {
    stubFetch(() => jsonResponse(410, { status: 410, code: 'link-invalid', detail: 'Ce lien a expiré ou a déjà été utilisé' }));
    renderScreen(<EmailChangeConfirmation />, `/confirmer-nouvel-email?c=c-1&t=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Ce lien n'est plus valable" })).toBeTruthy();
    expect(screen.getByText(/Votre adresse email n'a pas changé/)).toBeTruthy();
  });
});

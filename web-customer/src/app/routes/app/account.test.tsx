import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '@/testing/data-generators';
import { jsonResponse, renderRoutes, stubFetch, type FetchCall } from '@/testing/test-utils';
import { AccountRoute } from './account';
import { CustomerArea } from './customer-area';

/** The page asks who is signed in, then the customer's invoices ("Mes factures") and the mails he receives, before any change is sent. */
const renderAccount = (...answers: (() => Response | Promise<Response>)[]): FetchCall[] => {
  document.cookie = 'pa_csrf=jeton';
  const calls = stubFetch(
    () => jsonResponse(200, aCustomer()),
    () => jsonResponse(200, { items: [], nextCursor: null, total: 0 }),
    () => jsonResponse(200, { preferences: { storage_reminders: true }, version: 2 }),
    ...answers,
  );
  renderRoutes([{ element: <CustomerArea />, children: [{ path: '/compte', element: <AccountRoute /> }] }], '/compte');
  return calls;
};

const section = (name: string) => screen.getByRole('region', { name });
const problem = (status: number, body: Record<string, unknown>) => () => jsonResponse(status, { type: 'about:blank', title: 'Refus', status, ...body });

describe('the account page', () => {
  it('shows the profile', async () => {
    renderAccount();
    const profile = await screen.findByRole('region', { name: 'Mon profil' });
    for (const text of ['Marie Lebon', 'client@passerelle.example', '0690 12 34 56', '12 rue des Flamboyants', 'La Réunion', 'AB12-3456']) {
      expect(within(profile).getByText(text, { exact: false })).toBeTruthy();
    }
  });

  it('saves the phone and the delivery address, checked with the shared messages', async () => {
    const saved = aCustomer({ phone: '0692 00 11 22', city: 'Saint-Pierre', postalCode: '97410', version: 4 });
    const calls = renderAccount(() => jsonResponse(200, saved));
    const form = await screen.findByRole('region', { name: 'Téléphone et adresse de livraison' });
    fireEvent.change(within(form).getByLabelText(/^Téléphone/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect(await within(form).findByText('Le numéro de téléphone est obligatoire pour la livraison')).toBeTruthy();
    expect(calls).toHaveLength(3);

    fireEvent.change(within(form).getByLabelText(/^Téléphone/), { target: { value: '0692 00 11 22' } });
    fireEvent.change(within(form).getByLabelText(/^Code postal/), { target: { value: '97410' } });
    fireEvent.change(within(form).getByLabelText(/^Ville/), { target: { value: 'Saint-Pierre' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect(await screen.findByText('Vos coordonnées ont été enregistrées.')).toBeTruthy();
    expect((within(form).getByLabelText(/^Ville/) as HTMLInputElement).value).toBe('Saint-Pierre');
    expect(calls[3]).toMatchObject({
      url: '/api/me/contact',
      method: 'PUT',
      body: { phone: '0692 00 11 22', address: '12 rue des Flamboyants', postalCode: '97410', city: 'Saint-Pierre' },
    });
    expect(calls[3]?.headers.get('X-CSRF-Token')).toBe('jeton');
    expect(within(section('Mon profil')).getByText('97410 Saint-Pierre', { exact: false })).toBeTruthy();
  });

  it('asks for a new e-mail address, then says it waits for its confirmation', async () => {
    const calls = renderAccount(problem(409, { detail: 'Cette adresse email est déjà utilisée' }), () =>
      jsonResponse(202, { pendingEmail: 'marie.nouvelle@example.fr' }),
    );
    const form = await screen.findByRole('region', { name: 'Adresse email' });
    const field = within(form).getByLabelText(/^Nouvelle adresse email/);
    fireEvent.change(field, { target: { value: 'prise@example.fr' } });
    fireEvent.click(within(form).getByRole('button', { name: "Changer d'adresse email" }));
    expect(await within(form).findByText('Cette adresse email est déjà utilisée')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Marie.Nouvelle@example.fr' } });
    fireEvent.click(within(form).getByRole('button', { name: "Changer d'adresse email" }));
    expect(await within(form).findByText('Nouvelle adresse en attente de confirmation')).toBeTruthy();
    expect(within(form).getByText('marie.nouvelle@example.fr')).toBeTruthy();
    expect(calls[4]).toMatchObject({ url: '/api/me/email', method: 'POST', body: { email: 'marie.nouvelle@example.fr' } });
  });

  it('changes the password with the current one, and shows a wrong current password under its field', async () => {
    const calls = renderAccount(
      problem(400, { detail: 'Données invalides', errors: { currentPassword: 'Le mot de passe actuel est incorrect' } }),
      () => new Response(null, { status: 204 }),
    );
    const form = await screen.findByRole('region', { name: 'Mot de passe' });
    const fill = (current: string, next: string, confirmation = next) => {
      fireEvent.change(within(form).getByLabelText(/^Mot de passe actuel/), { target: { value: current } });
      fireEvent.change(within(form).getByLabelText(/^Nouveau mot de passe/), { target: { value: next } });
      fireEvent.change(within(form).getByLabelText(/^Confirmer le nouveau mot de passe/), { target: { value: confirmation } });
      fireEvent.click(within(form).getByRole('button', { name: 'Changer de mot de passe' }));
    };
    fill('Ancien#2025', 'motdepasse');
    expect(
      await within(form).findByText('Le mot de passe doit contenir une minuscule, une majuscule, un chiffre et un caractère spécial'),
    ).toBeTruthy();
    fill('Faux#2025', 'Nouveau#2026');
    expect(await within(form).findByText('Le mot de passe actuel est incorrect')).toBeTruthy();
    fill('Ancien#2025', 'Nouveau#2026');
    expect(await within(form).findByText('Votre mot de passe a été modifié.')).toBeTruthy();
    expect(calls[4]).toMatchObject({
      url: '/api/me/password',
      body: { currentPassword: 'Ancien#2025', password: 'Nouveau#2026', confirmPassword: 'Nouveau#2026' },
    });
    expect((within(form).getByLabelText(/^Mot de passe actuel/) as HTMLInputElement).value).toBe('');
  });

  it('turns the storage reminders off with its box and says the choice is saved', async () => {
    const calls = renderAccount(() => jsonResponse(200, { preferences: { storage_reminders: false }, version: 3 }));
    const form = await screen.findByRole('region', { name: 'E-mails reçus' });
    const reminders = await within(form).findByRole('checkbox', { name: /Rappels de stockage/ });
    expect((reminders as HTMLInputElement).checked).toBe(true);
    const save = within(form).getByRole('button', { name: 'Enregistrer mes préférences' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(reminders);
    fireEvent.click(save);
    expect(await within(form).findByText('Vos préférences d’e-mails ont été enregistrées.')).toBeTruthy();
    expect(calls[3]).toMatchObject({ url: '/api/me/notification-preferences', method: 'PUT', body: { preferences: { storage_reminders: false } } });
    expect(calls[3]?.headers.get('X-CSRF-Token')).toBe('jeton');
    expect((within(form).getByRole('checkbox', { name: /Rappels de stockage/ }) as HTMLInputElement).checked).toBe(false);
  });
});

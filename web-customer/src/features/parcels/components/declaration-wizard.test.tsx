import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, networkFailure, renderScreen, stubFetch } from '@/testing/test-utils';
import { DeclarationWizard } from './declaration-wizard';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
const stepHeading = (title: string) => screen.findByRole('heading', { level: 2, name: new RegExp(`Étape \\d sur 4\\s*${title}`) });

const fillSender = () => {
  type(/Nom de l'expéditeur/, '  Boutique Exemple ');
  type(/Téléphone de l'expéditeur/, '01 23 45 67 89');
  type(/Email de l'expéditeur/, 'contact@boutique.example');
};

const fillCarrier = () => {
  fireEvent.change(screen.getByLabelText(/^Transporteur/), { target: { value: 'Colissimo' } });
  type(/Numéro de suivi/, '6A12345678901');
};

const fillDetails = (description = 'Chaussures de randonnée') => {
  type(/Description du contenu/, description);
  fireEvent.change(screen.getByLabelText(/Catégorie/), { target: { value: 'sport_loisirs' } });
  type(/Poids \(kg\)/, '1.2');
};

const reachSummary = async () => {
  fillSender();
  next();
  await stepHeading('Transporteur');
  fillCarrier();
  next();
  await stepHeading('Détails');
  fillDetails();
  next();
  await stepHeading('Récapitulatif');
};

describe('DeclarationWizard', () => {
  it('refuses to leave step 1 while the sender is empty, with the French messages under the fields', async () => {
    renderScreen(<DeclarationWizard />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Précédent' }).disabled).toBe(true);

    next();

    expect(await screen.findByText("Le nom de l'expéditeur est obligatoire")).toBeTruthy();
    expect(screen.getByText("Le téléphone de l'expéditeur est obligatoire")).toBeTruthy();
    expect(screen.getByText("L'email de l'expéditeur est obligatoire")).toBeTruthy();
    expect(screen.getByLabelText(/Nom de l'expéditeur/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Expéditeur');
    expect(screen.queryByLabelText(/Numéro de suivi/)).toBeNull();
  });

  it('refuses an invalid sender email', async () => {
    renderScreen(<DeclarationWizard />);
    fillSender();
    type(/Email de l'expéditeur/, 'pas-un-email');
    next();
    expect(await screen.findByText("L'email de l'expéditeur n'est pas valide")).toBeTruthy();
  });

  it('refuses a description of 501 characters on step 3 and accepts 500', async () => {
    renderScreen(<DeclarationWizard />);
    fillSender();
    next();
    await stepHeading('Transporteur');
    next();
    expect(await screen.findByText('Veuillez choisir un transporteur')).toBeTruthy();
    fillCarrier();
    next();
    await stepHeading('Détails');

    fillDetails('a'.repeat(501));
    expect(screen.getByText('501 / 500 caractères')).toBeTruthy();
    next();
    expect(await screen.findByText('La description ne peut pas dépasser 500 caractères')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Détails');

    type(/Description du contenu/, 'a'.repeat(500));
    next();
    await stepHeading('Récapitulatif');
  });

  it('asks for the weight but lets the dimensions and the value empty', async () => {
    renderScreen(<DeclarationWizard />);
    fillSender();
    next();
    await stepHeading('Transporteur');
    fillCarrier();
    next();
    await stepHeading('Détails');
    type(/Description du contenu/, 'Livres');
    fireEvent.change(screen.getByLabelText(/Catégorie/), { target: { value: 'livre_media' } });
    next();
    expect(await screen.findByText('Le poids est obligatoire')).toBeTruthy();
    expect(screen.queryByText(/La longueur/)).toBeNull();
  });

  it('declares the parcel once, reusing the same Idempotency-Key after a network failure', async () => {
    document.cookie = 'pa_csrf=jeton-csrf';
    const calls = stubFetch(networkFailure, () => jsonResponse(201, { parcelId: 'p-1', status: 'declared', version: 1 }));
    renderScreen(<DeclarationWizard />);
    await reachSummary();

    const summary = screen.getByRole('form');
    expect(within(summary).getByText('Boutique Exemple')).toBeTruthy();
    expect(within(summary).getByText('Sport/Loisirs')).toBeTruthy();
    expect(within(summary).getByText('Non renseignées')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Déclarer le colis' }));
    expect(await screen.findByText('Une erreur est survenue')).toBeTruthy();
    // Nothing typed is lost: still on the summary, ready to try again.
    expect(within(summary).getByText('6A12345678901')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Déclarer le colis' }));
    expect(await screen.findByRole('heading', { name: 'Colis déclaré !' })).toBeTruthy();
    expect(screen.getByText('6A12345678901')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tableau de bord' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Mes colis' }).getAttribute('href')).toBe('/packages');
    expect(screen.getByRole('link', { name: 'Suivre mes colis' }).getAttribute('href')).toBe('/suivi');

    expect(calls).toHaveLength(2);
    const [first, second] = calls;
    expect(first?.url).toBe('/api/parcels');
    expect(first?.method).toBe('POST');
    expect(first?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(first?.headers.get('X-CSRF-Token')).toBe('jeton-csrf');
    expect(second?.body).toEqual({
      senderName: 'Boutique Exemple',
      senderPhone: '01 23 45 67 89',
      senderEmail: 'contact@boutique.example',
      carrier: 'Colissimo',
      trackingNumber: '6A12345678901',
      description: 'Chaussures de randonnée',
      category: 'sport_loisirs',
      weightKg: 1.2,
      lengthCm: 0,
      widthCm: 0,
      heightCm: 0,
      declaredValueEuros: 0,
      instructions: '',
    });
  });

  it("shows the API's refusal and its field message under the field, keeping what was typed", async () => {
    const calls = stubFetch(
      () =>
        jsonResponse(400, {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'La déclaration contient des erreurs.',
          errors: { trackingNumber: 'Ce numéro de suivi est déjà déclaré' },
          correlationId: 'c-1',
        }),
      () => jsonResponse(201, { parcelId: 'p-2', status: 'declared', version: 1 }),
    );
    renderScreen(<DeclarationWizard />);
    await reachSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Déclarer le colis' }));

    await stepHeading('Transporteur');
    expect(screen.getByText('La déclaration contient des erreurs.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/Ce numéro de suivi est déjà déclaré/).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByLabelText<HTMLInputElement>(/Numéro de suivi/).value).toBe('6A12345678901');
    expect(screen.getByLabelText<HTMLSelectElement>(/^Transporteur/).value).toBe('Colissimo');

    type(/Numéro de suivi/, '6A12345678902');
    next();
    await stepHeading('Détails');
    next();
    await stepHeading('Récapitulatif');
    fireEvent.click(screen.getByRole('button', { name: 'Déclarer le colis' }));
    expect(await screen.findByRole('heading', { name: 'Colis déclaré !' })).toBeTruthy();
    // A refused attempt is over: the corrected one is a new command with a new key.
    expect(calls[1]?.headers.get('Idempotency-Key')).not.toBe(calls[0]?.headers.get('Idempotency-Key'));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PurchaseView } from '@domain/purchase/purchase-views';
import { RequireAuth } from '@/lib/auth/require-auth';
import { aCustomer } from '@/testing/data-generators';
import { jsonResponse, renderScreen, stubFetchByPath } from '@/testing/test-utils';
import { BuyForMePage } from './buy-for-me-page';

type Answers = Parameters<typeof stubFetchByPath>[0];

const sentRequest: PurchaseView = {
  purchaseId: 'pr-1',
  status: 'en_attente',
  shopName: 'Fnac',
  shopUrl: 'https://www.fnac.com',
  destination: 'reunion',
  instructions: '',
  items: [{ name: 'Casque', options: '', url: '', statedPriceCents: 1010, quantity: 3 }],
  estimate: { subtotalCents: 3030, feeCents: 1999, totalCents: 5029 },
  quote: null,
  purchase: null,
  parcelId: null,
  cancellation: null,
  requestedAt: '2026-11-26T10:00:00.000Z',
  quoteDueAt: '2026-11-27T10:00:00.000Z',
  timeline: [{ status: 'en_attente', label: 'En attente de devis', at: '2026-11-26T10:00:00.000Z', detail: 'Demande envoyée' }],
  version: 1,
};

const renderPage = ({ me = aCustomer(), answers = {} }: { me?: ReturnType<typeof aCustomer>; answers?: Answers } = {}) => {
  document.cookie = 'pa_csrf=jeton';
  const calls = stubFetchByPath({ '/api/me': () => jsonResponse(200, me), '/api/purchases': () => jsonResponse(200, { items: [], nextCursor: null }), ...answers });
  renderScreen(
    <RequireAuth>
      <BuyForMePage />
    </RequireAuth>,
    '/achat-pour-moi',
  );
  return { calls };
};

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');
const recap = () => document.querySelector('dl[aria-label="Récapitulatif"]');
const submit = () => screen.getByRole('button', { name: /Envoyer ma demande|Envoi en cours/ });
const fill = (label: string | RegExp, value: string, within_: HTMLElement = document.body) => fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

describe('/achat-pour-moi', () => {
  it('highlights the free tier, offers Premium to save 5 €, and enables submit only once shop name, URL and a named priced line hold', async () => {
    renderPage();
    const current = await screen.findByText('Votre formule');
    expect(text(current.closest('.card'))).toContain('19,99');
    expect(screen.getByText(/économisez 5 €/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir Premium' }).getAttribute('href')).toBe('/abonnement');
    expect(submit()).toHaveProperty('disabled', true);
    fill(/Nom du site/, 'Fnac');
    fill(/URL du site/, 'fnac');
    const line = screen.getByRole('group', { name: 'Article 1' });
    fill("Nom de l'article", 'Casque', line);
    fill('Prix (€)', '10.1', line);
    fill('Quantité', '3', line);
    expect(submit()).toHaveProperty('disabled', true);
    fireEvent.blur(screen.getByLabelText(/URL du site/));
    expect(screen.getByText("L'URL du site n'est pas valide")).toBeTruthy();
    fill(/URL du site/, 'https://www.fnac.com');
    expect(submit()).toHaveProperty('disabled', false);
    // 10,10 € × 3 in exact cents, and the free plan's fee.
    const summary = recap();
    expect(text(summary)).toContain('30,30');
    expect(text(summary)).toContain('50,29');
    fill('Prix (€)', '10.123', line);
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('highlights Premium for a subscriber, with its fee in the summary and no Premium offer', async () => {
    renderPage({ me: aCustomer({ plan: 'premium_yearly' }) });
    const current = await screen.findByText('Votre formule');
    expect(text(current.closest('.card'))).toContain('14,99');
    expect(screen.queryByText(/économisez 5 €/)).toBeNull();
    expect(text(recap())).toContain('14,99');
  });

  it('adds and removes lines, one always staying; defaults the destination to the customer territory', async () => {
    renderPage();
    await screen.findByText('Votre formule');
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    expect(screen.getAllByRole('group', { name: /Article \d/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: "Retirer l'article 2" }));
    expect(screen.getAllByRole('group', { name: /Article \d/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
    expect((screen.getByLabelText('Destination') as HTMLSelectElement).value).toBe('reunion');
  });

  it('sends only named lines, shows the confirmation recap, and "Nouvelle demande" empties the form', async () => {
    const { calls } = renderPage({
      answers: {
        'POST /api/purchases': () => jsonResponse(201, { purchaseId: 'pr-1', status: 'en_attente', version: 1 }),
        '/api/purchases/pr-1': () => jsonResponse(200, sentRequest),
      },
    });
    await screen.findByText('Votre formule');
    fill(/Nom du site/, 'Fnac');
    fill(/URL du site/, 'https://www.fnac.com');
    fill("Nom de l'article", 'Casque', screen.getByRole('group', { name: 'Article 1' }));
    fill('Prix (€)', '10.10', screen.getByRole('group', { name: 'Article 1' }));
    fill('Quantité', '3', screen.getByRole('group', { name: 'Article 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    fireEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Demande envoyée !' })).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST' && call.url.endsWith('/api/purchases'));
    expect(sent?.body).toMatchObject({ shopName: 'Fnac', items: [{ name: 'Casque', priceEuros: 10.1, quantity: 3 }], destination: 'reunion' });
    expect(text(screen.getByRole('heading', { name: 'Demande envoyée !' }).closest('section'))).toContain('50,29');
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' }).getAttribute('href')).toBe('/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle demande' }));
    await waitFor(() => expect((screen.getByLabelText(/Nom du site/) as HTMLInputElement).value).toBe(''));
  });

  it('shows the server refusal in a red banner', async () => {
    renderPage({ answers: { 'POST /api/purchases': () => jsonResponse(400, { detail: 'Données invalides', errors: {} }) } });
    await screen.findByText('Votre formule');
    fill(/Nom du site/, 'Fnac');
    fill(/URL du site/, 'https://www.fnac.com');
    fill("Nom de l'article", 'Casque', screen.getByRole('group', { name: 'Article 1' }));
    fill('Prix (€)', '1', screen.getByRole('group', { name: 'Article 1' }));
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('Données invalides');
  });
});

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

  it('refuses a shop link that is no web page’s, in French, before sending anything', async () => {
    renderPage();
    await screen.findByText('Votre formule');
    fill(/URL du site/, 'javascript:alert(1)');
    fireEvent.blur(screen.getByLabelText(/URL du site/));
    expect(screen.getByText("L'URL du site doit commencer par https:// ou http://")).toBeTruthy();
  });
});

describe('my buy-for-me requests', () => {
  const listed = (purchaseId: string, shopName: string) => ({
    purchaseId,
    customerId: 'c-1',
    status: 'devis_envoye',
    shopName,
    destination: 'reunion',
    itemCount: 3,
    estimatedTotalCents: 5029,
    quotedTotalCents: 4999,
    requestedAt: '2026-11-26T10:00:00.000Z',
    quoteDueAt: '2026-11-27T10:00:00.000Z',
    parcelId: null,
  });
  const quoted: PurchaseView = {
    ...sentRequest,
    status: 'devis_envoye',
    shopUrl: 'javascript:alert(document.cookie)',
    items: [
      { name: 'Casque', options: '', url: 'https://www.fnac.com/casque', statedPriceCents: 1010, quantity: 3 },
      { name: 'Housse', options: '', url: 'data:text/html,<script>alert(1)</script>', statedPriceCents: 0, quantity: 1 },
    ],
    quote: { items: [{ name: 'Casque', priceCents: 1000, quantity: 3 }], itemsCents: 3000, feeCents: 1999, estimatedWeightGrams: 1000, shippingEstimateCents: 1100, shippingCharged: false, totalCents: 4999 },
  };

  it('reads every page of requests by its cursor, and shows a quote as items plus fee with the shipping estimate as information', async () => {
    const { calls } = renderPage({
      answers: {
        '/api/purchases': [() => jsonResponse(200, { items: [listed('pr-1', 'Fnac')], nextCursor: 'page-2' }), () => jsonResponse(200, { items: [listed('pr-2', 'Darty')], nextCursor: null })],
        '/api/purchases/pr-1': () => jsonResponse(200, quoted),
        '/api/purchases/pr-2': () => jsonResponse(200, { ...quoted, purchaseId: 'pr-2', shopName: 'Darty' }),
      },
    });
    const fnac = await screen.findByRole('article', { name: 'Fnac' });
    expect(await screen.findByRole('article', { name: 'Darty' })).toBeTruthy();
    expect(calls.filter((call) => new URL(call.url, 'http://localhost').pathname === '/api/purchases').map((call) => new URL(call.url, 'http://localhost').searchParams.get('cursor'))).toEqual([null, 'page-2']);
    const quote = fnac.querySelector('dl[aria-label="Devis"]');
    expect(text(quote)).toMatch(/Articles \(prix vérifiés\)30,00 €Frais de service19,99 €Total du devis49,99 €/);
    expect(text(quote)).not.toContain('Expédition');
    expect(text(fnac)).toContain('Expédition estimée : 11,00 €. À titre indicatif : l’expédition sera facturée une seule fois');
  });

  it('shows the links the customer typed through the safe link: a web page is a link, a stored script is plain text', async () => {
    renderPage({ answers: { '/api/purchases': () => jsonResponse(200, { items: [listed('pr-1', 'Fnac')], nextCursor: null }), '/api/purchases/pr-1': () => jsonResponse(200, quoted) } });
    const card = await screen.findByRole('article', { name: 'Fnac' });
    expect(within(card).getByText('javascript:alert(document.cookie)').closest('a')).toBeNull();
    expect(within(card).getByText('data:text/html,<script>alert(1)</script>').closest('a')).toBeNull();
    expect(within(card).getByRole('link', { name: 'voir l’article' }).getAttribute('href')).toBe('https://www.fnac.com/casque');
  });
});

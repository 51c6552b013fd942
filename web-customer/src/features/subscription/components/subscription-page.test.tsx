import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { subscriptionMessages } from '@domain/subscription/subscription-views';
import { RequireAuth } from '@/lib/auth/require-auth';
import { aCustomer, aSubscription, aSubscriptionPayment } from '@/testing/data-generators';
import { jsonResponse, networkFailure, renderScreen, stubFetchByPath } from '@/testing/test-utils';
import { paymentsCaption } from './subscription-management';
import { SubscriptionPage } from './subscription-page';

type Answers = Parameters<typeof stubFetchByPath>[0];

/** /abonnement as the signed-in area shows it, with `goTo` in place of leaving for Stripe. */
const renderPage = ({ me = aCustomer(), answers = {}, path = '/abonnement' }: { me?: ReturnType<typeof aCustomer>; answers?: Answers; path?: string } = {}) => {
  document.cookie = 'pa_csrf=jeton';
  const calls = stubFetchByPath({ '/api/me': () => jsonResponse(200, me), '/api/subscription': () => jsonResponse(200, aSubscription()), ...answers });
  const goTo = vi.fn();
  renderScreen(
    <RequireAuth>
      <SubscriptionPage goTo={goTo} />
    </RequireAuth>,
    path,
  );
  return { calls, goTo };
};

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');
const planCard = () => screen.getByRole('heading', { level: 3 }).closest('.card');
const savingsRows = () =>
  within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map(text));
const subscribeButton = () => screen.getByRole('button', { name: /S’abonner|Ouverture du paiement/ });

const activeMonthly = aSubscription({
  plan: 'premium_monthly',
  status: 'active',
  subscribedPlan: 'premium_monthly',
  periodEnd: '2026-04-02T09:30:00.000Z',
  renewsAt: '2026-04-02T09:30:00.000Z',
  canUpgrade: true,
  payments: [
    aSubscriptionPayment({ at: '2026-03-02T09:30:00.000Z', amountCents: 250, description: 'Premium mensuel, mars 2026', status: 'succeeded' }),
    aSubscriptionPayment({ at: '2026-02-02T09:30:00.000Z', amountCents: 250, description: 'Premium mensuel, février 2026', status: 'failed' }),
  ],
  version: 7,
});

describe('the offer of /abonnement', () => {
  it('shows the monthly plan, then with "Annuel" the yearly price, its two free months, its benefits and its savings', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'Premium mensuel' })).toBeTruthy();
    const toggle = screen.getByRole('group', { name: 'Facturation' });
    expect(within(toggle).getByRole('radio', { name: 'Mensuel' })).toHaveProperty('checked', true);
    expect(text(planCard())).toContain('2,50 € / mois');
    expect(text(planCard())).not.toContain('2 mois gratuits');
    expect(within(screen.getByRole('list', { name: 'Avantages inclus' })).getAllByRole('listitem').map(text)).toEqual([
      '−20 % sur chaque expédition',
      'Stockage gratuit 60 jours (au lieu de 3), puis 1 € par jour',
      'Support prioritaire',
    ]);
    // 20 % of 48 € = 9,60 €, minus 2,50 € a month.
    expect(text(screen.getByText(/Économie estimée/))).toBe('Économie estimée : 7,10 € par mois');
    expect(savingsRows()).toEqual([
      ['3 colis', '12,00 €', '9,50 €'],
      ['5 colis', '20,00 €', '17,50 €'],
      ['10 colis', '40,00 €', '37,50 €'],
    ]);

    fireEvent.click(within(toggle).getByRole('radio', { name: 'Annuel' }));
    expect(screen.getByRole('heading', { level: 3, name: /Premium annuel/ })).toBeTruthy();
    expect(text(planCard())).toContain('20,00 € / an');
    expect(text(planCard())).toContain('2 mois gratuits');
    expect(text(planCard())).toContain('soit environ 1,67 € par mois');
    expect(within(screen.getByRole('list', { name: 'Avantages inclus' })).getAllByRole('listitem').map(text)).toEqual([
      '−20 % sur chaque expédition',
      'Stockage gratuit 90 jours (au lieu de 3), puis 1 € par jour',
      'Support prioritaire',
      'Regroupement de colis illimité',
    ]);
    // 9,60 € minus 20 € / 12, rounded once.
    expect(text(screen.getByText(/Économie estimée/))).toBe('Économie estimée : 7,93 € par mois');
    expect(savingsRows()).toEqual([
      ['3 colis', '12,00 €', '10,33 €'],
      ['5 colis', '20,00 €', '18,33 €'],
      ['10 colis', '40,00 €', '38,33 €'],
    ]);
  });

  it('opens on the yearly plan from a yearly card (?formule=annuel), with headings in order and the FAQ', async () => {
    renderPage({ path: '/abonnement?formule=annuel' });
    expect(await screen.findByRole('heading', { level: 3, name: /Premium annuel/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Annuel' })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Choisissez votre formule',
      'Combien allez-vous économiser\u00a0?',
      'Questions fréquentes',
    ]);
    const faq = screen.getByRole('region', { name: 'Questions fréquentes' });
    expect(text(faq)).toContain('Puis-je résilier à tout moment ?');
    expect(text(faq)).toContain('jusqu’à la fin de la période déjà payée');
    expect(text(faq)).toContain('Puis-je passer de Premium mensuel à Premium annuel ?');
    expect(text(faq)).toContain('au prorata');
    expect(text(faq)).toContain('seulement à la fin de votre année en cours');
    expect(text(faq)).toContain('Que se passe-t-il si un paiement échoue ?');
  });

  it('"S’abonner" posts the plan only, shows it is working, starts one checkout for two clicks, then goes to Stripe’s page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls, goTo } = renderPage({
      answers: { 'POST /api/subscription/checkout': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Annuel' }));
    fireEvent.click(subscribeButton());
    fireEvent.click(subscribeButton());
    await waitFor(() => expect(subscribeButton().getAttribute('aria-busy')).toBe('true'));
    expect(subscribeButton()).toHaveProperty('disabled', true);
    expect(subscribeButton().textContent).toBe('Ouverture du paiement…');
    fireEvent.click(subscribeButton());

    answer(jsonResponse(200, { checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_1', sessionId: 'cs_1' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/api/subscription/checkout');
    expect(posts[0]?.body).toEqual({ plan: 'premium_yearly' });
    expect(posts[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    // Leaving for Stripe: the button stays busy, nothing can start a second checkout.
    expect(subscribeButton()).toHaveProperty('disabled', true);
  });

  it('asks a customer whose e-mail is not confirmed to confirm it, and opens no checkout', async () => {
    const { calls, goTo } = renderPage({ me: aCustomer({ emailConfirmed: false, frenchAddress: null }) });
    fireEvent.click(await screen.findByRole('button', { name: 'S’abonner' }));
    expect((await screen.findByRole('alert')).textContent).toBe(subscriptionMessages.emailNotConfirmed);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(goTo).not.toHaveBeenCalled();
  });

  it.each([
    ['the API’s refusal when already subscribed', () => jsonResponse(409, { status: 409, detail: subscriptionMessages.alreadySubscribed }), subscriptionMessages.alreadySubscribed],
    ['the API’s refusal of an unconfirmed e-mail', () => jsonResponse(403, { status: 403, detail: subscriptionMessages.emailNotConfirmed }), subscriptionMessages.emailNotConfirmed],
    ['"no checkout URL" when the answer has no page address', () => jsonResponse(200, { sessionId: 'cs_1' }), subscriptionMessages.noCheckoutUrl],
    ['"unavailable" when the payment service is not configured (503)', () => jsonResponse(503, { status: 503, detail: 'Indisponible' }), subscriptionMessages.unavailable],
    ['the generic message on a server failure', () => jsonResponse(500, { status: 500, detail: 'Erreur interne' }), subscriptionMessages.generic],
    ['the generic message when offline', networkFailure, subscriptionMessages.generic],
  ])('shows %s, and "S’abonner" works again', async (_case, failure, message) => {
    const { calls, goTo } = renderPage({ answers: { 'POST /api/subscription/checkout': failure } });
    fireEvent.click(await screen.findByRole('button', { name: 'S’abonner' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(goTo).not.toHaveBeenCalled();
    expect(subscribeButton()).toHaveProperty('disabled', false);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ plan: 'premium_monthly' }]);
  });
});

describe('/abonnement when the subscription cannot be read', () => {
  it('says so with "Réessayer", and still offers Premium to a customer on the free plan', async () => {
    const { calls } = renderPage({
      answers: { '/api/subscription': [() => jsonResponse(404, { status: 404, detail: 'Introuvable' }), () => jsonResponse(200, aSubscription())] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Impossible de charger votre abonnement.');
    expect(screen.getByRole('button', { name: 'S’abonner' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.filter((call) => call.url === '/api/subscription')).toHaveLength(2);
  });

  it('offers no subscription to a customer whose plan in force is already Premium', async () => {
    renderPage({ me: aCustomer({ plan: 'premium_yearly' }), answers: { '/api/subscription': () => jsonResponse(404, { status: 404, detail: 'Introuvable' }) } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'S’abonner' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Questions fréquentes' })).toBeTruthy();
  });
});

describe('the management view of /abonnement', () => {
  it('shows an active monthly subscription: plan, "Actif", next renewal, the last payments, cancel and upgrade', async () => {
    renderPage({ me: aCustomer({ plan: 'premium_monthly' }), answers: { '/api/subscription': () => jsonResponse(200, activeMonthly) } });
    const status = await screen.findByRole('region', { name: 'Mon abonnement' });
    expect(text(status)).toContain('FormulePremium mensuel (2,50 € par mois)');
    expect(text(status)).toContain('StatutActif');
    expect(text(status)).toContain('Prochain renouvellement2 avril 2026');
    expect(within(status).getByRole('button', { name: 'Passer à l’annuel' })).toBeTruthy();
    expect(within(status).getByRole('button', { name: 'Résilier l’abonnement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'S’abonner' })).toBeNull();

    const payments = within(screen.getByRole('region', { name: 'Historique des paiements' })).getByRole('table');
    expect(within(payments).getAllByRole('columnheader').map(text)).toEqual(['Date', 'Description', 'Montant', 'Statut']);
    expect(within(payments).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map(text))).toEqual([
      ['2 mars 2026', 'Premium mensuel, mars 2026', '2,50 €', 'Payé'],
      ['2 février 2026', 'Premium mensuel, février 2026', '2,50 €', 'Échec'],
    ]);
  });

  it.each([
    [
      'a failed renewal',
      aSubscription({ ...activeMonthly, status: 'past_due', canUpgrade: false }),
      'Paiement en échec : nous réessayons de débiter votre carte dans les prochains jours.',
      ['Résilier l’abonnement'],
    ],
    [
      'a cancelled subscription, with the end of its paid period',
      aSubscription({ ...activeMonthly, status: 'cancelled', renewsAt: null, canUpgrade: false }),
      'Résilié : actif jusqu’au 2 avril 2026',
      [],
    ],
    [
      'an active yearly subscription, which cannot be upgraded',
      aSubscription({ ...activeMonthly, plan: 'premium_yearly', subscribedPlan: 'premium_yearly', canUpgrade: false }),
      'Actif',
      ['Résilier l’abonnement'],
    ],
  ])('shows %s, with only the actions it allows', async (_case, subscription, statusText, buttons) => {
    renderPage({ answers: { '/api/subscription': () => jsonResponse(200, subscription) } });
    const status = await screen.findByRole('region', { name: 'Mon abonnement' });
    expect(text(status)).toContain(`Statut${statusText}`);
    expect(within(status).queryAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
  });

  it('cancels after a confirmation, waits for the answered version and shows the cancelled subscription', async () => {
    const cancelled = aSubscription({ ...activeMonthly, status: 'cancelled', renewsAt: null, canUpgrade: false, version: 8 });
    const { calls } = renderPage({
      answers: {
        '/api/subscription': [() => jsonResponse(200, activeMonthly), () => jsonResponse(200, cancelled)],
        'POST /api/subscription/cancel': () => jsonResponse(200, { version: 8, status: 'cancelled' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Résilier l’abonnement' }));
    const dialog = screen.getByRole('dialog', { name: 'Résilier votre abonnement ?' });
    expect(text(dialog)).toContain('Vous gardez ses avantages jusqu’au 2 avril 2026, puis votre compte passe à la formule Découverte.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la résiliation' }));
    expect(await screen.findByText(/Votre abonnement est résilié/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const status = screen.getByRole('region', { name: 'Mon abonnement' });
    expect(text(status)).toContain('StatutRésilié : actif jusqu’au 2 avril 2026');
    expect(within(status).queryByRole('button', { name: 'Résilier l’abonnement' })).toBeNull();
    const cancel = calls.find((call) => call.url === '/api/subscription/cancel');
    expect(cancel?.body).toBeUndefined();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('GET /api/subscription?version=8');
  });

  it('keeps the subscription and says "Garder mon abonnement" closes the confirmation without a call', async () => {
    const { calls } = renderPage({ answers: { '/api/subscription': () => jsonResponse(200, activeMonthly) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Résilier l’abonnement' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Garder mon abonnement' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says "Erreur lors de l’annulation" when the cancel fails, and the subscription stays as it was', async () => {
    renderPage({
      answers: {
        '/api/subscription': () => jsonResponse(200, activeMonthly),
        'POST /api/subscription/cancel': () => jsonResponse(500, { status: 500, detail: 'Erreur interne' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Résilier l’abonnement' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la résiliation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(subscriptionMessages.cancelFailed);
    expect(text(screen.getByRole('region', { name: 'Mon abonnement' }))).toContain('StatutActif');
  });

  it('upgrades to yearly after a confirmation saying the prorated amount is charged at once, then shows the yearly plan once Stripe has confirmed it', async () => {
    const yearly = aSubscription({ ...activeMonthly, plan: 'premium_yearly', subscribedPlan: 'premium_yearly', canUpgrade: false, renewsAt: '2027-03-10T09:30:00.000Z', version: 9 });
    // The API answers with the stream as it stands (7): the yearly plan comes with Stripe's webhook, a moment later.
    const { calls } = renderPage({
      answers: {
        '/api/subscription': [() => jsonResponse(200, activeMonthly), () => jsonResponse(200, activeMonthly), () => jsonResponse(200, yearly)],
        'POST /api/subscription/upgrade': () => jsonResponse(202, { version: 7, status: 'active' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Passer à l’annuel' }));
    const dialog = screen.getByRole('dialog', { name: 'Passer à l’abonnement annuel ?' });
    expect(text(dialog)).toContain('au prorata');
    expect(text(dialog)).toContain('est débité immédiatement sur votre carte');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le passage à l’annuel' }));
    expect(await screen.findByText('Votre abonnement est passé à Premium annuel.')).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Mon abonnement' });
    expect(text(status)).toContain('FormulePremium annuel (20 € par an)');
    expect(text(status)).toContain('Prochain renouvellement10 mars 2027');
    expect(within(status).queryByRole('button', { name: 'Passer à l’annuel' })).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(expect.arrayContaining(['POST /api/subscription/upgrade', 'GET /api/subscription?version=7']));
  });
});

describe('the payments table’s caption', () => {
  it('says « Votre dernier paiement » for one payment, and counts the others', () => {
    expect(paymentsCaption(1)).toBe('Votre dernier paiement d’abonnement');
    expect(paymentsCaption(3)).toBe('Vos 3 derniers paiements d’abonnement, du plus récent au plus ancien');
  });
});

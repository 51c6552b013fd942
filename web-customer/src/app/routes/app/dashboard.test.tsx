import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, aParcel, aParcelPage, aQuote, aShipment, aSubscription } from '@/testing/data-generators';
import { jsonResponse, renderRoutes, stubFetchByPath } from '@/testing/test-utils';
import { CustomerArea } from './customer-area';
import { DashboardRoute } from './dashboard';

const renderDashboard = (
  me = aCustomer(),
  parcels = aParcelPage([]),
  shipments = aParcelPage([]),
  subscription = aSubscription(),
  returns: unknown = aParcelPage([]),
  purchases: { items: { purchaseId: string }[]; views?: Record<string, unknown> } = { items: [] },
) => {
  document.cookie = 'pa_csrf=jeton';
  stubFetchByPath({
    '/api/me': () => jsonResponse(200, me),
    '/api/parcels': () => jsonResponse(200, parcels),
    '/api/shipments': () => jsonResponse(200, shipments),
    '/api/subscription': () => jsonResponse(200, subscription),
    '/api/returns': () => jsonResponse(200, returns),
    '/api/purchases': () => jsonResponse(200, { items: purchases.items, nextCursor: null }),
    ...Object.fromEntries(Object.entries(purchases.views ?? {}).map(([id, view]) => [`/api/purchases/${id}`, () => jsonResponse(200, view)])),
  });
  return renderRoutes([{ element: <CustomerArea />, children: [{ path: '/dashboard', element: <DashboardRoute /> }] }], '/dashboard');
};

const withClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

const aReturn = (status: string, reference: string) => ({
  returnId: reference,
  reference,
  status,
  parcelId: `p-${reference}`,
  parcelTrackingNumber: `TRK-${reference}`,
  type: 'remboursement',
  reason: 'defectueux',
  urgency: 'normal',
  description: '',
  weightGrams: 2000,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  costCents: 1250,
  photos: [],
  shipping: null,
  refusal: null,
  requestedAt: '2026-11-26T10:00:00.000Z',
  timeline: [],
});

describe('the dashboard', () => {
  it('shows the returns in progress, not the finished ones, with the way to the returns page', async () => {
    const returns = { items: [aReturn('received_at_return_warehouse', 'RET-2'), aReturn('closed', 'RET-1')], nextCursor: null, total: 2 };
    renderDashboard(aCustomer(), aParcelPage([]), aParcelPage([]), aSubscription(), returns);
    const card = await screen.findByRole('region', { name: 'Retours en cours' });
    expect(await within(card).findByText('RET-2')).toBeTruthy();
    expect(within(card).getByText('Colis TRK-RET-2 · Reçu à l’entrepôt retours')).toBeTruthy();
    expect(within(card).queryByText('RET-1')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Gérer mes retours' }).getAttribute('href')).toBe('/gestion-retour');
    const quickActions = screen.getByRole('region', { name: 'Actions rapides' });
    expect(within(quickActions).getByRole('link', { name: /Gestion des retours/ }).getAttribute('href')).toBe('/gestion-retour');
  });

  it('greets the customer by first name and shows the French address, copied whole with "Adresse copiée"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Marie' })).toBeTruthy();
    expect(screen.queryByText('Administrateur')).toBeNull();
    const card = screen.getByRole('region', { name: 'Votre adresse en France' });
    expect(within(card).getByText('AB12-3456')).toBeTruthy();
    expect(within(card).getByTestId('french-address').textContent).toBe(
      "Marie Lebon — AB12-3456" + "12 rue de l'Entrepôt" + '60290 Rantigny' + 'France',
    );
    fireEvent.click(within(card).getByRole('button', { name: "Copier l'adresse" }));
    expect(await within(card).findByText('Adresse copiée')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("Marie Lebon — AB12-3456\n12 rue de l'Entrepôt\n60290 Rantigny\nFrance");
    expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/compte');
  });

  it('says the address comes once the e-mail is confirmed when there is none yet', async () => {
    renderDashboard(aCustomer({ frenchAddress: null, emailConfirmed: false }));
    const card = await screen.findByRole('region', { name: 'Votre adresse en France' });
    expect(within(card).getByText(/apparaîtra ici dès que votre adresse email sera confirmée/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: "Copier l'adresse" })).toBeNull();
  });

  it('shows an admin the "Administrateur" badge and the way to the back office', async () => {
    renderDashboard(aCustomer({ isAdmin: true }));
    expect(await screen.findByText('Administrateur')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Ouvrir l'administration" }).getAttribute('href')).toBe('/admin/');
  });

  it('shows the four figures, warns of storage ending within 2 days or accruing, and the photos of the parcels', async () => {
    const storage = { receivedDay: '2026-03-02', freeDays: 3, freeUntil: '2026-03-05', firstPaidDay: '2026-03-06', feesAccruedCents: 0, accruing: false };
    const ending = aParcel({ trackingNumber: 'FIN001', status: 'received', receivedAt: '2026-03-02T10:00:00.000Z', storage: { ...storage, freeDaysLeft: 2 }, firstThumbnailUrl: 'https://files.example/a.webp', photoCount: 2 });
    const paying = aParcel({ trackingNumber: 'PAY001', status: 'stored', receivedAt: '2026-02-01T10:00:00.000Z', storage: { ...storage, freeDaysLeft: 0, accruing: true, feesAccruedCents: 700 } });
    const calm = aParcel({ trackingNumber: 'OK0001', status: 'received', receivedAt: '2026-03-02T10:00:00.000Z', storage: { ...storage, freeDays: 60, freeDaysLeft: 40 } });
    const declared = aParcel({ trackingNumber: 'DEC001' });
    renderDashboard(aCustomer(), aParcelPage([ending, paying, calm, declared]));
    const figures = await screen.findByRole('list', { name: 'Mes chiffres' });
    await within(figures).findAllByText('3');
    expect(figures.textContent).toBe('3Colis reçus' + '0Devis disponibles' + '3Jours de stockage gratuit' + 'DécouverteAbonnement');
    const warning = screen.getByText('Stockage de vos colis').closest('.alert');
    expect(warning?.textContent).toContain('FIN001 : stockage gratuit jusqu’au 5 mars 2026, puis 1 € par jour.');
    expect(warning?.textContent).toMatch(/PAY001 : frais de stockage en cours, 7,00\s€ à ce jour/);
    expect(warning?.textContent).not.toContain('OK0001');
    const photos = screen.getByRole('region', { name: 'Photos de mes colis' });
    expect(within(photos).getByRole('button', { name: 'Voir les photos du colis FIN001 (2 photos)' })).toBeTruthy();
    expect([...photos.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://files.example/a.webp']);
  });

  it('shows the plan in force of /api/me in the figures: a Premium annuel customer has 90 days of free storage', async () => {
    renderDashboard(aCustomer({ plan: 'premium_yearly' }));
    const figures = await screen.findByRole('list', { name: 'Mes chiffres' });
    await waitFor(() => expect(figures.textContent).toBe('0Colis reçus' + '0Devis disponibles' + '90Jours de stockage gratuit' + 'Premium annuelAbonnement'));
  });

  it('shows a customer on the free plan a subscription card leading to /abonnement, and /abonnement among the quick actions', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Mon abonnement' });
    expect(card.textContent).toContain('FormuleDécouverte');
    expect(within(card).getByRole('link', { name: 'Découvrir Premium' }).getAttribute('href')).toBe('/abonnement');
    const actions = screen.getByRole('region', { name: 'Actions rapides' });
    expect(within(actions).getByRole('link', { name: /Abonnement Premium/ }).getAttribute('href')).toBe('/abonnement');
  });

  const activeMonthly = aSubscription({ plan: 'premium_monthly', status: 'active', subscribedPlan: 'premium_monthly', periodEnd: '2026-04-02T09:30:00.000Z', renewsAt: '2026-04-02T09:30:00.000Z', canUpgrade: true });

  it('shows a subscriber’s plan, status and next renewal in the subscription card', async () => {
    const active = activeMonthly;
    renderDashboard(aCustomer({ plan: 'premium_monthly' }), aParcelPage([]), aParcelPage([]), active);
    const card = await screen.findByRole('region', { name: 'Mon abonnement' });
    await waitFor(() => expect(card.textContent).toContain('StatutActif'));
    expect(card.textContent).toContain('FormulePremium mensuel');
    expect(card.textContent).toContain('Prochain renouvellement2 avril 2026');
    expect(within(card).getByRole('link', { name: 'Gérer mon abonnement' }).getAttribute('href')).toBe('/abonnement');
  });

  it('shows a cancelled subscription’s end date in the subscription card', async () => {
    renderDashboard(aCustomer({ plan: 'premium_monthly' }), aParcelPage([]), aParcelPage([]), { ...activeMonthly, status: 'cancelled', renewsAt: null, canUpgrade: false });
    const cancelled = await screen.findByRole('region', { name: 'Mon abonnement' });
    await waitFor(() => expect(cancelled.textContent).toContain('StatutRésilié\u00a0: actif jusqu’au 2 avril 2026'));
    expect(cancelled.textContent).toContain('Fin de l’abonnement2 avril 2026');
  });

  it('counts the quotes to pay in "Devis disponibles", lists them, and offers "Expédier" on a free stored parcel', async () => {
    const pending = (number: string) => aShipment({ status: 'quoted', quote: aQuote({ quoteNumber: number }) });
    const paid = aShipment({ status: 'cleared', quote: aQuote({ quoteNumber: 'DEV-PAYE', status: 'paid' }) });
    const stored = aParcel({ parcelId: 'parcel-free', trackingNumber: 'LIBRE1', status: 'stored' });
    const requested = aParcel({ trackingNumber: 'DEMANDE', status: 'stored', shipmentId: 'sh-1' });
    renderDashboard(aCustomer(), aParcelPage([stored, requested]), aParcelPage([pending('DEV-A'), paid, pending('DEV-B')]));
    const figures = await screen.findByRole('list', { name: 'Mes chiffres' });
    await within(figures).findByText('2');
    expect(figures.querySelectorAll('.stat-card')[1]?.textContent).toBe('2Devis disponibles');
    const block = screen.getByRole('region', { name: 'Devis à payer' });
    expect([...block.querySelectorAll('.tracking-number')].map((number) => number.textContent)).toEqual(['DEV-A', 'DEV-B']);
    const recent = screen.getByRole('region', { name: 'Mes derniers colis' });
    expect(within(recent).getByRole('link', { name: 'Expédier le colis LIBRE1' }).getAttribute('href')).toBe('/expedier?colis=parcel-free');
    expect(within(recent).queryByRole('link', { name: 'Expédier le colis DEMANDE' })).toBeNull();
    expect(recent.textContent).toContain('Expédition demandée');
  });

  it('opens the gallery of a parcel from its tile: full image, description and date, previous/next by buttons and arrows, back to the tile on Escape', async () => {
    const photo = (n: number, description: string) => ({
      photoId: `photo-${n}`,
      description,
      attachedAt: `2026-03-0${n}T09:15:00.000Z`,
      attachedBy: n === 3 ? 'customer' : 'staff',
      contentType: 'image/jpeg',
      sizeBytes: 120_000,
      width: 900,
      height: 700,
      thumbnailUrl: `https://files.example/p${n}-thumb.webp`,
      url: `https://files.example/p${n}.jpg`,
    });
    const parcel = aParcel({ parcelId: 'parcel-gallery', trackingNumber: 'GAL001', status: 'received', firstThumbnailUrl: 'https://files.example/p1-thumb.webp', photoCount: 3 });
    const detail = { ...parcel, photos: [photo(1, 'Le carton à son arrivée'), photo(2, ''), photo(3, 'Étiquette')] };
    document.cookie = 'pa_csrf=jeton';
    const calls = stubFetchByPath({
      '/api/me': () => jsonResponse(200, aCustomer()),
      '/api/parcels': () => jsonResponse(200, aParcelPage([parcel])),
      '/api/parcels/parcel-gallery': () => jsonResponse(200, detail),
      '/api/shipments': () => jsonResponse(200, aParcelPage([])),
      '/api/returns': () => jsonResponse(200, aParcelPage([])),
    });
    renderRoutes([{ element: <CustomerArea />, children: [{ path: '/dashboard', element: <DashboardRoute /> }] }], '/dashboard');

    const tile = await screen.findByRole('button', { name: 'Voir les photos du colis GAL001 (3 photos)' });
    tile.focus();
    fireEvent.click(tile);
    const gallery = await screen.findByRole('dialog', { name: 'Photos du colis GAL001' });
    expect(document.activeElement).toBe(gallery);
    const image = await within(gallery).findByRole('img', { name: 'Le carton à son arrivée' });
    expect(image.getAttribute('src')).toBe('https://files.example/p1.jpg');
    expect(calls.at(-1)?.url).toBe('/api/parcels/parcel-gallery');
    expect(gallery.textContent).toMatch(/Photo 1 sur 3 · ajoutée le 1er mars 2026 à 10:15 par l’entrepôt/);
    expect(within(gallery).getByRole('link', { name: 'Suivre ce colis' }).getAttribute('href')).toBe('/suivi?tracking=GAL001');
    expect(within(gallery).getByRole('button', { name: 'Afficher la photo 1 sur 3' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(within(gallery).getByRole('button', { name: /Photo suivante/ }));
    expect(within(gallery).getByRole('img', { name: 'Photo 2 sur 3 du colis GAL001' }).getAttribute('src')).toBe('https://files.example/p2.jpg');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(within(gallery).getByRole('img', { name: 'Étiquette' })).toBeTruthy();
    expect(gallery.textContent).toContain('Photo 3 sur 3');
    expect(gallery.textContent).toContain('par vous');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(within(gallery).getByRole('img', { name: 'Le carton à son arrivée' })).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(within(gallery).getByRole('img', { name: 'Étiquette' })).toBeTruthy();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Afficher la photo 2 sur 3' }));
    expect(within(gallery).getByRole('img', { name: 'Photo 2 sur 3 du colis GAL001' })).toBeTruthy();
    fireEvent.click(within(gallery).getByRole('button', { name: /Photo précédente/ }));
    expect(within(gallery).getByRole('img', { name: 'Le carton à son arrivée' })).toBeTruthy();

    fireEvent.keyDown(gallery, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tile);
    fireEvent.click(tile);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Photos du colis GAL001' })).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tile);
  });

  it('offers "Ajouter une photo" to a customer with parcels but no photo, then confirms the photo added and shows it in the grid', async () => {
    const parcel = aParcel({ parcelId: 'parcel-new', trackingNumber: 'NEW001', status: 'received' });
    const photo = {
      photoId: '0b7a5b9e-4c1e-4d0e-9a4e-3f1b2c3d4e5f',
      description: '',
      attachedAt: '2026-03-02T10:00:00.000Z',
      attachedBy: 'customer',
      contentType: 'image/png',
      sizeBytes: 2_048,
      width: 800,
      height: 600,
      thumbnailUrl: 'https://files.example/new-thumb.webp',
      url: 'https://files.example/new.png',
    };
    const withPhoto = { ...parcel, photoCount: 1, firstThumbnailUrl: photo.thumbnailUrl };
    document.cookie = 'pa_csrf=jeton';
    const ticket = { uploadId: photo.photoId, method: 'PUT', url: 'https://files.example/uploads/x', headers: { 'content-type': 'image/png' }, expiresAt: '2026-03-02T10:10:00.000Z' };
    const calls = stubFetchByPath({
      '/api/me': () => jsonResponse(200, aCustomer()),
      '/api/parcels': [() => jsonResponse(200, aParcelPage([parcel])), () => jsonResponse(200, aParcelPage([withPhoto]))],
      '/api/shipments': () => jsonResponse(200, aParcelPage([])),
      '/api/returns': () => jsonResponse(200, aParcelPage([])),
      'POST /api/parcels/parcel-new/photos/uploads': () => jsonResponse(201, ticket),
      'PUT /uploads/x': () => new Response(null, { status: 200 }),
      'POST /api/parcels/parcel-new/photos': () => jsonResponse(201, { parcelId: parcel.parcelId, photo, version: 5 }),
      '/api/parcels/parcel-new': () => jsonResponse(200, { ...withPhoto, photos: [photo] }),
    });
    renderRoutes([{ element: <CustomerArea />, children: [{ path: '/dashboard', element: <DashboardRoute /> }] }], '/dashboard');
    const card = await screen.findByRole('region', { name: 'Photos de mes colis' });
    expect(card.textContent).toContain('Aucune photo pour l');
    fireEvent.click(within(card).getByRole('button', { name: 'Ajouter une photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une photo' });
    fireEvent.change(within(dialog).getByLabelText('Colis'), { target: { value: 'parcel-new' } });
    fireEvent.change(within(dialog).getByLabelText(/^Photo/), { target: { files: [new File([new Uint8Array(2_048)], 'moi.png', { type: 'image/png' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la photo' }));

    expect(await within(card).findByRole('status')).toHaveProperty('textContent', 'Photo ajoutée au colis NEW001.');
    expect(screen.queryByRole('dialog')).toBeNull();
    const tile = await within(card).findByRole('button', { name: 'Voir les photos du colis NEW001 (1 photo)' });
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('https://files.example/new-thumb.webp');
    expect(calls.filter(({ url }) => url.startsWith('/api/parcels?'))).toHaveLength(2);
  });

  it('offers « Achat pour moi » among the quick actions and lists the purchase requests in progress, not the finished ones', async () => {
    const listed = (purchaseId: string) => ({ purchaseId, customerId: 'c-1', status: 'en_attente', shopName: 'x', destination: 'reunion', itemCount: 1, estimatedTotalCents: 1, quotedTotalCents: null, requestedAt: '2026-11-26T10:00:00.000Z', quoteDueAt: '2026-11-27T10:00:00.000Z', parcelId: null });
    const view = (purchaseId: string, shopName: string, status: string, quote: unknown = null) => ({
      purchaseId,
      status,
      shopName,
      shopUrl: 'https://shop.example',
      destination: 'reunion',
      instructions: '',
      items: [{ name: 'Article', options: '', url: '', statedPriceCents: 1000, quantity: 1 }],
      estimate: { subtotalCents: 1000, feeCents: 1999, totalCents: 2999 },
      quote,
      purchase: null,
      parcelId: null,
      cancellation: null,
      requestedAt: '2026-11-26T10:00:00.000Z',
      quoteDueAt: '2026-11-27T10:00:00.000Z',
      timeline: [],
      version: 1,
    });
    const quote = { items: [{ name: 'Article', priceCents: 1000, quantity: 1 }], itemsCents: 1000, feeCents: 1999, estimatedWeightGrams: 1000, shippingEstimateCents: 1500, shippingCharged: true, totalCents: 4499 };
    renderDashboard(aCustomer(), aParcelPage([]), aParcelPage([]), aSubscription(), undefined, {
      items: [listed('a'), listed('b'), listed('c')],
      views: { a: view('a', 'Fnac', 'devis_envoye', quote), b: view('b', 'Zara', 'recue'), c: view('c', 'Darty', 'annulee') },
    });
    const block = await screen.findByRole('region', { name: 'Mes achats en cours' });
    expect(block.textContent).toMatch(/Fnac · Devis envoyé · devis de 44,99\s€ à payer/);
    expect(block.textContent).not.toContain('Zara');
    expect(block.textContent).not.toContain('Darty');
    const actions = screen.getByRole('region', { name: 'Actions rapides' });
    expect(within(actions).getByRole('link', { name: /Achat pour moi/ }).getAttribute('href')).toBe('/achat-pour-moi');
  });
});

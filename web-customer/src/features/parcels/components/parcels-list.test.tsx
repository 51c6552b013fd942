import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aParcel, aParcelPage } from '@/testing/data-generators';
import { jsonResponse, renderScreen, stubFetch } from '@/testing/test-utils';
import { ParcelsList } from './parcels-list';

describe('ParcelsList', () => {
  it('invites to declare a first parcel when there is none', async () => {
    stubFetch(() => jsonResponse(200, aParcelPage([])));
    renderScreen(<ParcelsList />);
    expect(await screen.findByText("Vous n'avez encore déclaré aucun colis.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Déclarer un colis' }).getAttribute('href')).toBe('/declarer-colis');
  });

  it('shows only what is known of a parcel recorded without a declaration: no sender, no 0 kg, no 0 × 0 × 0 cm', async () => {
    const registered = aParcel({
      trackingNumber: 'REG001',
      status: 'received',
      senderName: '',
      declaredWeightGrams: 0,
      declaredLengthCm: 0,
      declaredWidthCm: 0,
      declaredHeightCm: 0,
      weightGrams: 1_350,
      lengthCm: 0,
      widthCm: 0,
      heightCm: 0,
    });
    const unmeasured = aParcel({ trackingNumber: 'REG002', status: 'received', senderName: '', declaredWeightGrams: 0, declaredLengthCm: 0, declaredWidthCm: 0, declaredHeightCm: 0 });
    stubFetch(() => jsonResponse(200, aParcelPage([registered, unmeasured])));
    renderScreen(<ParcelsList />);

    const card = (await screen.findByText('REG001')).closest('article');
    const facts = (article: Element | null) => [...(article?.querySelectorAll('dt') ?? [])].map((term) => term.textContent);
    expect(facts(card)).toEqual(['Déclaré le', 'Poids mesuré', 'Valeur', 'Catégorie']);
    expect(card?.textContent).toMatch(/1,35\skg/);
    expect(facts(screen.getByText('REG002').closest('article'))).toEqual(['Déclaré le', 'Valeur', 'Catégorie']);
    expect(document.body.textContent).not.toMatch(/0\skg|0 × 0 × 0|non renseignées/);
  });

  it('reads every page of the list, each with the cursor of the one before', async () => {
    const calls = stubFetch(
      () => jsonResponse(200, aParcelPage([aParcel({ trackingNumber: 'AAA111' }), aParcel({ trackingNumber: 'BBB222' })], 'page-2', 3)),
      () => jsonResponse(200, aParcelPage([aParcel({ trackingNumber: 'CCC333' })], null, 3)),
    );
    renderScreen(<ParcelsList />);
    expect(await screen.findByText('CCC333')).toBeTruthy();
    expect(screen.getByText('AAA111')).toBeTruthy();
    expect(screen.getByText('Affichage de 3 colis sur 3 au total')).toBeTruthy();
    expect(calls.map((call) => new URL(call.url, 'http://localhost').searchParams.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('shows the cards in French and toggles the status filter from a tile', async () => {
    const declared = aParcel({ trackingNumber: 'AAA111', status: 'declared', declaredValueCents: 123_456, declaredWeightGrams: 1_250 });
    const stored = aParcel({ trackingNumber: 'BBB222', status: 'stored' });
    stubFetch(() => jsonResponse(200, aParcelPage([declared, stored])));
    renderScreen(<ParcelsList />);

    expect(await screen.findByText('AAA111')).toBeTruthy();
    expect(screen.getByText('Affichage de 2 colis sur 2 au total')).toBeTruthy();
    expect(screen.getByText(/1\s234,56\s€/)).toBeTruthy();
    expect(screen.getByText(/1,25\skg/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Détails du colis AAA111' }).getAttribute('href')).toBe('/suivi?tracking=AAA111');
    // "Expédier" only on the stored parcel, which no request holds yet (spec 2, section 2.4).
    expect(screen.queryByRole('link', { name: 'Expédier le colis AAA111' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Expédier le colis BBB222' }).getAttribute('href')).toBe(`/expedier?colis=${stored.parcelId}`);

    const storedTile = screen.getByRole('button', { name: /1\s*Stocké/ });
    fireEvent.click(storedTile);
    expect(storedTile.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('AAA111')).toBeNull();
    expect(screen.getByText('Affichage de 1 colis sur 2 au total')).toBeTruthy();

    fireEvent.click(storedTile);
    expect(screen.getByText('Affichage de 2 colis sur 2 au total')).toBeTruthy();
  });

  it('says "Expédition demandée" instead of "Expédier" on a stored parcel already in a request', async () => {
    stubFetch(() => jsonResponse(200, aParcelPage([aParcel({ trackingNumber: 'REQ001', status: 'stored', shipmentId: 'sh-1' })])));
    renderScreen(<ParcelsList />);
    const card = (await screen.findByText('REQ001')).closest('article');
    if (!card) throw new Error('pas de carte REQ001');
    expect(card.textContent).toContain('Expédition demandée');
    expect(screen.queryByRole('link', { name: /Expédier/ })).toBeNull();
  });

  it('shows a parcel a return to mainland France holds « En retour » alike on its card and its tile, never « Stocké », its storage fees stopped, with « Retour demandé » instead of « Expédier »', async () => {
    // as the API shows it: the warehouse still has it on a shelf, the return holds it, the fees accrued before it stay
    const storage = { receivedDay: '2026-03-02', freeDays: 3, freeUntil: '2026-03-05', firstPaidDay: '2026-03-06', freeDaysLeft: 0, feesAccruedCents: 100, accruing: false };
    const held = aParcel({ trackingNumber: 'RET001', status: 'in_return', returnId: 'r-1', storage });
    const stored = aParcel({ trackingNumber: 'STO001', status: 'stored' });
    stubFetch(() => jsonResponse(200, aParcelPage([held, stored])));
    renderScreen(<ParcelsList />);
    const card = (await screen.findByText('RET001')).closest('article');
    if (!card) throw new Error('pas de carte RET001');
    expect(card.querySelector('.badge--status')?.textContent).toBe('En retour');
    expect(card.textContent).toContain('Retour demandé');
    expect(card.textContent).toMatch(/Frais de stockage arrêtés : 1,00\s€/);
    expect(card.textContent).not.toContain('par jour');
    expect(screen.queryByRole('link', { name: 'Expédier le colis RET001' })).toBeNull();
    expect(screen.getByRole('button', { name: /1\s*Stocké/ })).toBeTruthy();
    const inReturnTile = screen.getByRole('button', { name: /1\s*En retour/ });
    fireEvent.click(inReturnTile);
    expect(screen.queryByText('STO001')).toBeNull();
    expect(screen.getByText('RET001')).toBeTruthy();
  });

  it('says when no parcel matches the search', async () => {
    stubFetch(() => jsonResponse(200, aParcelPage([aParcel({ description: 'Livres' })])));
    renderScreen(<ParcelsList />);
    fireEvent.change(await screen.findByLabelText('Rechercher un colis'), { target: { value: 'aspirateur' } });
    expect(screen.getByText('Aucun colis ne correspond à votre recherche.')).toBeTruthy();
    expect(screen.getByText('Affichage de 0 colis sur 1 au total')).toBeTruthy();
  });

  it('shows the first photo and the storage: free days left, or the fees once they accrue', async () => {
    const storage = { receivedDay: '2026-03-02', freeDays: 3, freeUntil: '2026-03-05', firstPaidDay: '2026-03-06', feesAccruedCents: 0, accruing: false };
    const free = aParcel({ trackingNumber: 'FREE01', status: 'received', firstThumbnailUrl: 'https://files.example/thumb.webp', photoCount: 1, storage: { ...storage, freeDaysLeft: 2 } });
    const paying = aParcel({ trackingNumber: 'FEES01', status: 'stored', storage: { ...storage, freeDaysLeft: 0, feesAccruedCents: 400, accruing: true } });
    stubFetch(() => jsonResponse(200, aParcelPage([free, paying])));
    renderScreen(<ParcelsList />);
    const freeCard = (await screen.findByText('FREE01')).closest('article');
    if (!freeCard) throw new Error('pas de carte FREE01');
    expect(freeCard.querySelector('img')?.getAttribute('src')).toBe('https://files.example/thumb.webp');
    expect(freeCard.textContent).toContain('Stockage gratuit : 2 jours restants (jusqu’au 5 mars 2026)');
    const payingCard = screen.getByText('FEES01').closest('article');
    if (!payingCard) throw new Error('pas de carte FEES01');
    expect(payingCard.querySelector('img')).toBeNull();
    expect(payingCard.textContent).toMatch(/Frais de stockage : 4,00\s€ \(1 € par jour depuis le 6 mars 2026\)/);
  });
});

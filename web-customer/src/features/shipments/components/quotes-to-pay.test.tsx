import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aParcelPage, aQuote, aShipment } from '@/testing/data-generators';
import { jsonResponse, renderScreen, stubFetchByPath } from '@/testing/test-utils';
import { QuotesToPay } from './quotes-to-pay';
import { ShipmentsList } from './shipments-list';

const quoted = (n: number, status = 'pending') =>
  aShipment({ shipmentId: `sh-${n}`, status: status === 'pending' ? 'quoted' : 'cleared', quote: aQuote({ quoteNumber: `DEV-177244560000${n}-AB1${n}`, status, totalCents: 1_000 * n + 950 }) });

describe('QuotesToPay (dashboard)', () => {
  it('shows three pending quotes at most with their total and validity, and "Voir tout" to /devis', async () => {
    stubFetchByPath({ '/api/shipments': () => jsonResponse(200, aParcelPage([quoted(1), quoted(2, 'paid'), quoted(3), quoted(4), quoted(5)])) });
    renderScreen(<QuotesToPay />);
    const block = await screen.findByRole('region', { name: 'Devis à payer' });
    await within(block).findByText('DEV-1772445600001-AB11');
    const items = within(block).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.tracking-number')?.textContent)).toEqual(['DEV-1772445600001-AB11', 'DEV-1772445600003-AB13', 'DEV-1772445600004-AB14']);
    expect(items[0]?.textContent).toMatch(/19,50\s€ TTC · valable jusqu’au 1er avril 2026/);
    expect(within(block).getByRole('link', { name: 'Voir tout' }).getAttribute('href')).toBe('/devis');
  });

  it('says there is nothing to pay when no quote is pending', async () => {
    stubFetchByPath({ '/api/shipments': () => jsonResponse(200, aParcelPage([aShipment(), quoted(2, 'paid')])) });
    renderScreen(<QuotesToPay />);
    expect(await screen.findByText(/Aucun devis à payer/)).toBeTruthy();
  });

  it('opens the details: lines, HT/TVA/TTC, validity, the PDF link read when it opens, and the transfer details', async () => {
    const shipment = quoted(1);
    const calls = stubFetchByPath({
      '/api/shipments': () => jsonResponse(200, aParcelPage([shipment])),
      '/api/shipments/sh-1': () => jsonResponse(200, { ...shipment, quote: { ...shipment.quote, pdfUrl: 'https://files.example/devis.pdf?sig=1' }, version: 3 }),
    });
    renderScreen(<QuotesToPay />);
    const details = await screen.findByRole('button', { name: 'Détails du devis DEV-1772445600001-AB11' });
    details.focus();
    fireEvent.click(details);
    const modal = await screen.findByRole('dialog', { name: 'Devis DEV-1772445600001-AB11' });
    expect(modal.textContent).toContain('Émis le 2 mars 2026, valable jusqu’au 1er avril 2026 · À payer');
    const rows = within(modal).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')).join(' '));
    expect(rows).toEqual([
      'Désignation Montant TTC',
      'Expédition Standard vers la Martinique (3,4 kg) 14,50 €',
      'Emballage renforcé 5,00 €',
      'Total HT 16,25 €',
      'TVA (20 %) 3,25 €',
      'Total TTC 19,50 €',
    ]);
    const pdf = await within(modal).findByRole('link', { name: 'Télécharger le devis (PDF)' });
    expect(pdf.getAttribute('href')).toBe('https://files.example/devis.pdf?sig=1');
    expect(calls.at(-1)?.url).toBe('/api/shipments/sh-1');

    const transfer = within(modal).getByRole('region', { name: 'Payer par virement bancaire' });
    const facts = [...transfer.querySelectorAll('dt')].map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['Titulaire Passerelle Ltd', 'IBAN FR76 0000 0000 0000 0000 0000 000', 'BIC PASSFRPPXXX', 'Référence DEV-1772445600001-AB11']);

    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(details);
  });
});

describe('ShipmentsList (/devis)', () => {
  it('names each status in French, says an expired quote will be replaced, links the carrier once shipped', async () => {
    const shipped = aShipment({ shipmentId: 'sh-s', status: 'shipped', quote: aQuote({ quoteNumber: 'DEV-1-SHIP', status: 'paid' }), outgoing: { carrier: 'Colissimo', trackingNumber: 'CB123FR', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=CB123FR' } });
    const expired = aShipment({ shipmentId: 'sh-e', status: 'quoted', quote: aQuote({ quoteNumber: 'DEV-2-EXP', status: 'expired' }) });
    const cancelled = aShipment({ shipmentId: 'sh-c', status: 'cancelled' });
    stubFetchByPath({ '/api/shipments': () => jsonResponse(200, aParcelPage([shipped, expired, cancelled])) });
    renderScreen(<ShipmentsList />);
    const shippedCard = await screen.findByRole('article', { name: 'Devis DEV-1-SHIP' });
    expect(shippedCard.querySelector('.badge')?.textContent).toBe('Expédiée');
    expect(within(shippedCard).getByRole('link', { name: 'Suivre chez Colissimo' }).getAttribute('href')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=CB123FR');
    const expiredCard = screen.getByRole('article', { name: 'Devis DEV-2-EXP' });
    expect(expiredCard.querySelector('.badge')?.textContent).toBe('Devis expiré');
    expect(expiredCard.textContent).toContain('Expiré');
    expect(expiredCard.textContent).toContain('Ce devis a expiré : notre équipe vous en enverra un nouveau.');
    const cancelledCard = screen.getByRole('article', { name: 'Demande du 1er mars 2026' });
    expect(cancelledCard.querySelector('.badge')?.textContent).toBe('Annulée');
    expect(within(cancelledCard).queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
  });

  it('shows a shipment dispensed from payment, and its quote, as « Dispensé de paiement », the words staff read', async () => {
    const waived = aShipment({ shipmentId: 'sh-w', status: 'cleared', paid: false, quote: aQuote({ quoteNumber: 'DEV-3-WAIVED', status: 'waived' }) });
    stubFetchByPath({ '/api/shipments': () => jsonResponse(200, aParcelPage([waived])) });
    renderScreen(<ShipmentsList />);
    const card = await screen.findByRole('article', { name: 'Devis DEV-3-WAIVED' });
    expect(card.querySelector('.badge')?.textContent).toBe('Dispensé de paiement');
    expect(card.textContent).toMatch(/TTC · Dispensé de paiement · valable/);
    expect(card.textContent).not.toMatch(/Payée|Remplacé/);
  });

  it('shows a quote refunded in full after its box left, with the category staff chose', async () => {
    const refunded = aShipment({
      shipmentId: 'sh-r',
      status: 'shipped',
      paid: true,
      quote: aQuote({ quoteNumber: 'DEV-4-REFUNDED', status: 'paid', totalCents: 2_600 }),
      refund: { category: 'damaged', amountCents: 2_600, refundedAt: '2026-03-10T10:00:00.000Z' },
    });
    stubFetchByPath({ '/api/shipments': () => jsonResponse(200, aParcelPage([refunded])) });
    renderScreen(<ShipmentsList />);
    const card = await screen.findByRole('article', { name: 'Devis DEV-4-REFUNDED' });
    expect(within(card).getByRole('note').textContent).toMatch(/^Devis remboursé en totalité après le départ du colis, le 10 mars 2026 : 26,00\s€ \(colis endommagé\)\.$/u);
  });

  it('cancels a request still waiting for staff, then shows it cancelled', async () => {
    const requested = aShipment({ shipmentId: 'sh-r' });
    const calls = stubFetchByPath({
      '/api/shipments': [() => jsonResponse(200, aParcelPage([requested])), () => jsonResponse(200, aParcelPage([{ ...requested, status: 'cancelled' }]))],
      'POST /api/shipments/sh-r/cancel': () => jsonResponse(200, { id: 'sh-r', status: 'cancelled', version: 2 }),
      '/api/shipments/sh-r': () => jsonResponse(200, { ...requested, status: 'cancelled', version: 2 }),
    });
    renderScreen(<ShipmentsList />);
    const card = await screen.findByRole('article', { name: /Demande du/ });
    expect(card.querySelector('.badge')?.textContent).toBe('Demande envoyée');
    fireEvent.click(within(card).getByRole('button', { name: 'Annuler la demande' }));
    await within(card).findByText('Annulée');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/shipments?perPage=100', 'POST /api/shipments/sh-r/cancel', 'GET /api/shipments/sh-r?version=2', 'GET /api/shipments?perPage=100']);
  });

  it('has a French empty state leading to the parcels', async () => {
    stubFetchByPath({ '/api/shipments': () => jsonResponse(200, aParcelPage([])) });
    renderScreen(<ShipmentsList />);
    expect(await screen.findByText("Aucune demande d'expédition pour l'instant.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mes colis' }).getAttribute('href')).toBe('/packages');
  });
});

describe('Payer (card payment of a quote)', () => {
  const stubTab = () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    return { tab, open };
  };

  it('sends the shipment only (no amount), with an idempotency key, and sends the tab opened on the click to Stripe’s page', async () => {
    const { tab, open } = stubTab();
    const calls = stubFetchByPath({
      '/api/shipments': () => jsonResponse(200, aParcelPage([quoted(1)])),
      'POST /api/payments/quote': () => jsonResponse(201, { paymentId: 'pay-1', checkoutUrl: 'http://127.0.0.1:3005/checkout/cs_1', version: 2 }),
    });
    renderScreen(<QuotesToPay />);
    fireEvent.click(await screen.findByRole('button', { name: 'Payer le devis DEV-1772445600001-AB11 (19,50\u00a0€)' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('http://127.0.0.1:3005/checkout/cs_1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ shipmentId: 'sh-1' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
  });

  it('closes the tab and says why on a refusal ("Erreur lors du paiement: …"), and "URL de paiement non reçue" without a page', async () => {
    const { tab } = stubTab();
    stubFetchByPath({
      '/api/shipments': () => jsonResponse(200, aParcelPage([quoted(1)])),
      'POST /api/payments/quote': [
        () => jsonResponse(409, { type: 'about:blank', title: 'Conflit', status: 409, detail: 'Ce devis est déjà payé.' }),
        () => jsonResponse(201, { paymentId: 'pay-1', version: 2 }),
      ],
    });
    renderScreen(<QuotesToPay />);
    const pay = await screen.findByRole('button', { name: /Payer le devis DEV-1772445600001-AB11/ });
    fireEvent.click(pay);
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors du paiement: Ce devis est déjà payé.');
    expect(tab.close).toHaveBeenCalledTimes(1);
    fireEvent.click(pay);
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('URL de paiement non reçue'));
    expect(tab.close).toHaveBeenCalledTimes(2);
  });
});

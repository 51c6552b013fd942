import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackingView } from '@domain/parcel/parcel-timeline';
import { aParcel, aParcelPage } from '@/testing/data-generators';
import { jsonResponse, renderScreen } from '@/testing/test-utils';
import { ParcelTracking } from './parcel-tracking';

const parcel = aParcel({ trackingNumber: 'XW123456789FR', status: 'received' });
const tracking: TrackingView = {
  parcel,
  timeline: [
    { type: 'ParcelDeclared', label: 'Colis déclaré', at: '2026-03-02T09:15:00.000Z' },
    { type: 'ParcelReceived', label: 'Reçu à l’entrepôt', at: '2026-03-05T15:40:00.000Z' },
  ],
};

/** The page asks for the customer's parcels and for the number: each answered by its address. */
const serve = (trackingAnswer: () => Response) => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      asked.push(url);
      return url.includes('/tracking?') ? trackingAnswer() : jsonResponse(200, aParcelPage([parcel]));
    }),
  );
  return asked;
};
const notFound = () =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Introuvable', status: 404, detail: 'Colis introuvable' }), {
    status: 404,
    headers: { 'content-type': 'application/problem+json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('ParcelTracking', () => {
  it("asks the server for the trimmed number and shows the parcel's events in French, Paris time, the latest marked", async () => {
    const asked = serve(() => jsonResponse(200, tracking));
    renderScreen(<ParcelTracking />, '/suivi?tracking=%20xw123456789fr%20');
    const timeline = await screen.findByRole('list', { name: 'Historique du colis' });
    expect(timeline.textContent).toMatch(/Colis déclaré.*2 mars 2026( à|,) 10:15/);
    expect(timeline.textContent).toMatch(/Reçu à l’entrepôt \(dernière étape\).*5 mars 2026( à|,) 16:40/);
    expect(asked.some((url) => url.includes('/tracking?trackingNumber=xw123456789fr'))).toBe(true);
  });

  it('answers "Colis non trouvé" when the server knows no parcel of the customer with that number', async () => {
    serve(notFound);
    renderScreen(<ParcelTracking />, '/suivi?tracking=INCONNU');
    expect(await screen.findByText('Colis non trouvé')).toBeTruthy();
    expect(screen.getByText("Ce numéro de suivi n'a pas été trouvé dans notre système.")).toBeTruthy();
  });

  it('says "Problème de connexion" when the search gets no answer at all', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    renderScreen(<ParcelTracking />, '/suivi?tracking=XW123456789FR');
    expect(await screen.findByText('Problème de connexion. Vérifiez votre connexion internet.')).toBeTruthy();
  });

  it('shows a stored parcel at the warehouse (25 %, no stage), then a shipped one half-way with its carrier’s page', async () => {
    serve(() => jsonResponse(200, tracking));
    const { unmount } = renderScreen(<ParcelTracking />, '/suivi?tracking=XW123456789FR');
    const atWarehouse = await screen.findByRole('progressbar', { name: 'Progression de l’acheminement' });
    expect(atWarehouse.getAttribute('aria-valuenow')).toBe('25');
    expect(document.querySelectorAll('.tracking-progress__stage--reached')).toHaveLength(0);
    unmount();
    vi.unstubAllGlobals();

    const shipped: TrackingView = {
      ...tracking,
      parcel: { ...parcel, status: 'shipped', outgoing: { carrier: 'Colissimo', trackingNumber: 'CB123FR', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=CB123FR' } },
    };
    serve(() => jsonResponse(200, shipped));
    renderScreen(<ParcelTracking />, '/suivi?tracking=XW123456789FR');
    const onTheWay = await screen.findByRole('progressbar', { name: 'Progression de l’acheminement' });
    expect(onTheWay.getAttribute('aria-valuenow')).toBe('50');
    expect([...document.querySelectorAll('.tracking-progress__stage--reached')].map((stage) => stage.textContent)).toEqual(['Expédié', 'En transit']);
    expect(screen.getByText('Expédié avec Colissimo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suivre sur le site de Colissimo' }).getAttribute('href')).toContain('laposte.fr');
    expect(screen.getAllByRole('listitem').some((item) => item.textContent === 'Mondial Relay')).toBe(true);
    expect(screen.getByText('Compatible avec plus de 200 transporteurs.')).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aParcel, aParcelPage } from '@/testing/data-generators';
import { jsonResponse, renderScreen, stubFetch } from '@/testing/test-utils';
import { ParcelTracking } from './parcel-tracking';

const parcel = aParcel({
  trackingNumber: 'XW123456789FR',
  status: 'received',
  history: [
    { status: 'declared', at: '2026-03-02T09:15:00.000Z' },
    { status: 'received', at: '2026-03-05T15:40:00.000Z' },
  ],
});

describe('ParcelTracking', () => {
  it("shows the parcel's status and its history in French, Paris time", async () => {
    stubFetch(() => jsonResponse(200, aParcelPage([parcel])));
    renderScreen(<ParcelTracking />, '/suivi?tracking=xw123456789fr');
    const timeline = await screen.findByRole('list', { name: 'Historique du colis' });
    expect(timeline.textContent).toContain('Déclaré');
    expect(timeline.textContent).toMatch(/2 mars 2026( à|,) 10:15/);
    expect(timeline.textContent).toMatch(/5 mars 2026( à|,) 16:40/);
    expect(timeline.textContent).toContain('Reçu');
  });

  it('answers "Numéro de suivi non trouvé" for a number that is not one of the customer\'s parcels', async () => {
    stubFetch(() => jsonResponse(200, aParcelPage([parcel])));
    renderScreen(<ParcelTracking />, '/suivi?tracking=INCONNU');
    expect(await screen.findByText('Numéro de suivi non trouvé')).toBeTruthy();
  });
});

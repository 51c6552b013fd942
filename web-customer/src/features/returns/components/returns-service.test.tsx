import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReturnsServiceRoute } from '@/app/routes/public/returns-service';
import { renderScreen } from '@/testing/test-utils';

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => (cell.textContent ?? '').replace(/\s/g, ' '));

describe('the return service page (/retour-colis-dom-tom)', () => {
  it('prices each band and an example above 10 kg by urgency, from the one return-cost function', () => {
    renderScreen(<ReturnsServiceRoute />, '/retour-colis-dom-tom');
    expect(screen.getByRole('heading', { level: 1, name: 'Retour de colis vers la métropole' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Poids facturé', 'Faible', 'Normale', 'Urgente', 'Critique']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['6,80 €', '8,50 €', '11,05 €', '13,60 €'],
      ['10,00 €', '12,50 €', '16,25 €', '20,00 €'],
      ['14,80 €', '18,50 €', '24,05 €', '29,60 €'],
      // 12 kg: 25 + 2 x 2,50 = 30 €
      ['24,00 €', '30,00 €', '39,00 €', '48,00 €'],
    ]);
  });

  it('gives the drop-off address, the deadlines, and the way to the returns page', () => {
    renderScreen(<ReturnsServiceRoute />, '/retour-colis-dom-tom');
    expect(screen.getByText('60290 Rantigny')).toBeTruthy();
    expect(screen.getByText(/Délai de retour : 14 jours à compter de la réception du colis à l’entrepôt/)).toBeTruthy();
    expect(screen.getByText(/Traitement : 2 à 3 jours ouvrés/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demander un retour' }).getAttribute('href')).toBe('/gestion-retour');
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/test-utils';
import { ZonePriceTabs } from './zone-price-tabs';

const visiblePanel = () => screen.getByRole('tabpanel');

describe('ZonePriceTabs', () => {
  it('starts on DOM-TOM with the "à partir de" prices and the 2 kg example of the rate card', () => {
    renderScreen(<ZonePriceTabs />);
    const domTom = screen.getByRole('tab', { name: 'DOM-TOM' });
    expect(domTom.getAttribute('aria-selected')).toBe('true');
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(domTom.id);

    const fromPrices = within(visiblePanel()).getByRole('table', { name: /^Prix de départ, colis jusqu'à 1\skg$/ });
    // La Réunion: 8.50 x 1.15 = 9.775 -> 9.78; 15.90 x 1.15 = 18.285 -> 18.29; 22.90 x 1.15 = 26.335 -> 26.34
    const reunion = within(fromPrices).getByRole('row', { name: /La Réunion/ });
    expect(reunion.textContent).toBe('La Réuniondès 9,78\u00a0€dès 18,29\u00a0€dès 26,34\u00a0€');

    const example = within(visiblePanel()).getByRole('table', { name: /^Exemple\s:\sun colis de 2\skg/ });
    // Guadeloupe, 2 kg: standard 8.50 + 2.50 = 11.00 (Premium 8.80); express 19.40 (15.52); premium 27.10 (21.68)
    const guadeloupe = within(example).getByRole('row', { name: /Guadeloupe/ });
    expect(guadeloupe.textContent).toBe(
      'Guadeloupe11,00\u00a0€Avec Premium\u00a0: 8,80\u00a0€19,40\u00a0€Avec Premium\u00a0: 15,52\u00a0€27,10\u00a0€Avec Premium\u00a0: 21,68\u00a0€',
    );
    expect(within(visiblePanel()).queryByText('Maroc')).toBeNull();
  });

  it('switches tabs with the arrow keys, Home and End, keeping one tab stop', () => {
    renderScreen(<ZonePriceTabs />);
    const domTom = screen.getByRole('tab', { name: 'DOM-TOM' });
    const maroc = screen.getByRole('tab', { name: 'Maroc' });
    expect(maroc.tabIndex).toBe(-1);

    domTom.focus();
    fireEvent.keyDown(domTom, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(maroc);
    expect(maroc.getAttribute('aria-selected')).toBe('true');
    expect(maroc.tabIndex).toBe(0);
    expect(domTom.tabIndex).toBe(-1);
    // Maroc: 2 kg standard 11.00 x 0.9 = 9.90
    expect(within(visiblePanel()).getAllByRole('row', { name: /Maroc/ })).toHaveLength(2);
    expect(within(visiblePanel()).getByText(/^9,90/)).toBeTruthy();
    expect(within(visiblePanel()).queryByText('Guadeloupe')).toBeNull();

    fireEvent.keyDown(maroc, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(domTom);
    expect(within(visiblePanel()).getAllByRole('row', { name: /Guadeloupe/ })).toHaveLength(2);

    fireEvent.keyDown(domTom, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(maroc);
    fireEvent.keyDown(maroc, { key: 'Home' });
    expect(document.activeElement).toBe(domTom);
    fireEvent.keyDown(domTom, { key: 'End' });
    expect(document.activeElement).toBe(maroc);
  });
});

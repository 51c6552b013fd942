import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/test-utils';
import { PremiumOffer } from './premium-offer';

describe('PremiumOffer', () => {
  it('shows the monthly plan, then the yearly one with its two free months and longer storage, each leading to /abonnement on that plan', () => {
    renderScreen(<PremiumOffer />);
    expect(screen.getByRole('heading', { name: 'Premium mensuel' })).toBeTruthy();
    expect(screen.getByText('2,50 €')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choisir Premium mensuel' }).getAttribute('href')).toBe('/abonnement?formule=mensuel');
    expect(screen.getByText('60 jours')).toBeTruthy();
    expect(screen.getByText('Stockage gratuit 3 jours, puis 1,00 € par jour')).toBeTruthy();
    expect(screen.getByText('-20 %')).toBeTruthy();
    expect(screen.queryByText('2 mois gratuits')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Annuel' }));

    expect(screen.getByRole('heading', { name: /Premium annuel/ })).toBeTruthy();
    expect(screen.getByText('2 mois gratuits')).toBeTruthy();
    expect(screen.getByText('20,00 €')).toBeTruthy();
    expect(screen.getByText('soit environ 1,67 € par mois')).toBeTruthy();
    expect(screen.getByText('90 jours')).toBeTruthy();
    expect(screen.getByText('Regroupement de colis illimité')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choisir Premium annuel' }).getAttribute('href')).toBe('/abonnement?formule=annuel');
  });
});

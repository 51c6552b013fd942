import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchSpacing } from '@/lib/typography';
import { renderScreen } from '@/testing/test-utils';
import { HelpCenter } from './help-center';

const quickLinks = [
  { title: 'Calculer mes frais', text: 'Le prix exact.', href: '/calculateur' },
  { title: 'Suivre un colis', text: 'Chaque étape.', href: '/suivi' },
  { title: 'Contacter le support', text: 'Réponse sous 24 h.', href: '/contact' },
];
const renderHelp = () => renderScreen(<HelpCenter quickLinks={quickLinks} contactHref="/contact" faqHref="/faq" />, '/aide');
const searchFor = (text: string) => fireEvent.change(screen.getByLabelText('Rechercher dans l’aide'), { target: { value: text } });
const topics = () => within(screen.getByRole('group', { name: 'Thèmes' }));

describe('HelpCenter', () => {
  it('shows the shortcuts, the 5 topic buttons and every question', () => {
    renderHelp();
    expect(screen.getByRole('link', { name: /Calculer mes frais/ }).getAttribute('href')).toBe('/calculateur');
    expect(screen.getByRole('link', { name: /Suivre un colis/ }).getAttribute('href')).toBe('/suivi');
    expect(screen.getByRole('link', { name: /Contacter le support.*24 h/ }).getAttribute('href')).toBe('/contact');
    expect(topics().getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Tous',
      'Premiers pas',
      'Expédition',
      'Facturation',
      'Mon compte',
    ]);
    expect(screen.getByText('22 résultats')).toBeTruthy();
  });

  it('filters by topic and search together, case and accents aside', () => {
    renderHelp();
    const billing = topics().getByRole('button', { name: 'Facturation' });
    fireEvent.click(billing);
    expect(billing.getAttribute('aria-pressed')).toBe('true');
    expect(topics().getByRole('button', { name: 'Tous' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('6 résultats')).toBeTruthy();

    searchFor('STOCKAGE GRATUIT');
    expect(screen.getByText('3 résultats')).toBeTruthy();
    expect(screen.queryByRole('button', { name: frenchSpacing('Comment fonctionne Passerelle ?') })).toBeNull();

    fireEvent.click(topics().getByRole('button', { name: 'Mon compte' }));
    expect(screen.getByText('Aucun résultat')).toBeTruthy();
  });

  it('finds "Expédition" when typed without accent', () => {
    renderHelp();
    searchFor('expedition groupee');
    expect(screen.getByText('1 résultat')).toBeTruthy();
    const question = screen.getByRole('button', { name: frenchSpacing('Puis-je regrouper plusieurs colis en un seul envoi ?') });
    fireEvent.click(question);
    expect(screen.getByText(/Le regroupement illimité est inclus/)).toBeTruthy();
  });

  it('sends to the contact page when nothing matches', () => {
    renderHelp();
    searchFor('aspirateur');
    expect(screen.getByText('Aucun résultat')).toBeTruthy();
    const emptyState = screen.getByText('Aucun résultat').parentElement as HTMLElement;
    expect(within(emptyState).getByRole('link', { name: 'Contacter le support' }).getAttribute('href')).toBe('/contact');
    fireEvent.click(within(emptyState).getByRole('button', { name: 'Effacer la recherche' }));
    expect(screen.getByText('22 résultats')).toBeTruthy();
  });
});

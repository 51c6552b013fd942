import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchSpacing } from '@/lib/typography';
import { renderScreen } from '@/testing/test-utils';
import { faqEntries } from '../content/faq';
import { FaqBrowser } from './faq-browser';

const renderFaq = (path = '/faq') => renderScreen(<FaqBrowser contactHref="/contact" helpHref="/aide" />, path);
const searchFor = (text: string) => fireEvent.change(screen.getByLabelText('Rechercher une question'), { target: { value: text } });
const categories = () => within(screen.getByRole('group', { name: 'Catégories' }));
const questionButtons = () => screen.queryAllByRole('button').filter((button) => button.hasAttribute('aria-controls'));
/** The toggle of a question in the list (the "most asked" block has buttons with the same names), named as written in the catalogue. */
const queryQuestion = (name: string) => questionButtons().find((button) => button.textContent === frenchSpacing(name)) ?? null;
const question = (name: string) => {
  const button = queryQuestion(name);
  if (!button) throw new Error(`Question absente de la liste : ${name}`);
  return button;
};

describe('FaqBrowser', () => {
  it('lists the 22 questions under their 7 categories, with the count', () => {
    renderFaq();
    expect(screen.getByText('22 questions trouvées')).toBeTruthy();
    expect(questionButtons()).toHaveLength(22);
    // "Toutes" and the 7 categories
    expect(categories().getAllByRole('button')).toHaveLength(8);
    expect(categories().getByRole('button', { name: 'Toutes' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Abonnement Premium' })).toBeTruthy();
  });

  it('leads the return question’s readers to the returns page and to the service’s prices', () => {
    renderFaq();
    const toggle = question('Comment renvoyer un colis vers la France métropolitaine ?');
    fireEvent.click(toggle);
    const answer = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(answer.getByRole('link', { name: 'Demander un retour' }).getAttribute('href')).toBe('/gestion-retour');
    expect(answer.getByRole('link', { name: 'Le service de retour et ses prix' }).getAttribute('href')).toBe('/retour-colis-dom-tom');
  });

  it('opens and closes an answer from its question', () => {
    renderFaq();
    const toggle = question('Combien de temps mon colis est-il stocké gratuitement ?');
    const answer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(answer?.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(answer?.hidden).toBe(false);
    expect(within(answer as HTMLElement).getByText(/Au-delà, le stockage coûte 1\s€ par jour et par colis\./)).toBeTruthy();

    fireEvent.click(toggle);
    expect(answer?.hidden).toBe(true);
  });

  it('searches without regard to case or accents, and updates the count', () => {
    renderFaq();
    searchFor('POIDS VOLUMETRIQUE');
    expect(question('Qu’est-ce que le poids volumétrique ?')).toBeTruthy();
    const count = faqEntries.filter((entry) => /poids volumétrique/i.test(entry.question + entry.answer)).length;
    expect(screen.getByText(count === 1 ? '1 question trouvée' : `${count} questions trouvées`)).toBeTruthy();
    expect(queryQuestion('Comment fonctionne Passerelle ?')).toBeNull();
  });

  it('combines the search with the chosen category', () => {
    renderFaq();
    const subscription = categories().getByRole('button', { name: 'Abonnement Premium' });
    fireEvent.click(subscription);
    expect(subscription.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('3 questions trouvées')).toBeTruthy();

    searchFor('stockage');
    expect(screen.getByText('1 question trouvée')).toBeTruthy();
    expect(questionButtons().map((button) => button.textContent)).toEqual([frenchSpacing('Que comprend l’abonnement Premium ?')]);

    fireEvent.click(categories().getByRole('button', { name: 'Toutes' }));
    expect(question('Combien de temps mon colis est-il stocké gratuitement ?')).toBeTruthy();
  });

  it('says "Aucune question trouvée" when nothing matches, and offers a way out', () => {
    renderFaq();
    searchFor('aspirateur');
    expect(screen.getByText('Aucune question trouvée')).toBeTruthy();
    expect(questionButtons()).toEqual([]);
    expect(screen.getAllByRole('link', { name: 'Contacter le support' })[0]?.getAttribute('href')).toBe('/contact');

    fireEvent.click(screen.getByRole('button', { name: 'Afficher toutes les questions' }));
    expect(screen.getByText('22 questions trouvées')).toBeTruthy();
    expect((screen.getByLabelText('Rechercher une question') as HTMLInputElement).value).toBe('');
  });

  it('opens a most asked question in the list, even when filters hid it', () => {
    renderFaq();
    const popular = within(screen.getByRole('region', { name: 'Les questions les plus posées' }));
    expect(popular.getAllByRole('button').length).toBe(faqEntries.filter((entry) => entry.popular).length);

    searchFor('aspirateur');
    fireEvent.click(popular.getByRole('button', { name: frenchSpacing('Quels sont les délais de livraison ?') }));

    const toggle = question('Quels sont les délais de livraison ?');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByText('22 questions trouvées')).toBeTruthy();
  });

  it('opens the question named in the address', () => {
    renderFaq('/faq#assurance');
    expect(question('Mes colis sont-ils assurés ?').getAttribute('aria-expanded')).toBe('true');
  });
});

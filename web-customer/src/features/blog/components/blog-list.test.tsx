import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frenchSpacing } from '@/lib/typography';
import { renderScreen } from '@/testing/test-utils';
import { blogArticles } from '../content/articles';
import { BlogList } from './blog-list';

const categories = () => within(screen.getByRole('group', { name: 'Catégories d’articles' }));
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('.blog-card'));

describe('BlogList', () => {
  it('shows the hero, the 7 filter buttons and the 8 cards linking to their article', () => {
    renderScreen(<BlogList />, '/blog');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Conseils et guides/);
    expect(categories().getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Tous',
      'Expédition',
      'Retours',
      'Outils',
      'Suivi',
      'Services',
      'Abonnements',
    ]);
    expect(categories().getByRole('button', { name: 'Tous' }).getAttribute('aria-pressed')).toBe('true');
    expect(cardTitles()).toHaveLength(8);
    for (const article of blogArticles) {
      expect(screen.getByRole('link', { name: frenchSpacing(article.title) }).getAttribute('href')).toBe(`/blog/${article.slug}`);
    }
    expect(screen.getByText('8 articles')).toBeTruthy();
  });

  it('shows the date in French and the reading time on each card', () => {
    renderScreen(<BlogList />, '/blog');
    const card = screen.getByRole('link', { name: /Calculateur de tarifs/ }).closest('article') as HTMLElement;
    expect(within(card).getByText('2 novembre 2026').getAttribute('dateTime')).toBe('2026-11-02');
    expect(within(card).getByText(/\d min de lecture/)).toBeTruthy();
    expect(within(card).getByText('Outils')).toBeTruthy();
  });

  it('filters by category and marks the pressed button', () => {
    renderScreen(<BlogList />, '/blog');
    fireEvent.click(categories().getByRole('button', { name: 'Services' }));
    expect(categories().getByRole('button', { name: 'Services' }).getAttribute('aria-pressed')).toBe('true');
    expect(categories().getByRole('button', { name: 'Tous' }).getAttribute('aria-pressed')).toBe('false');
    expect(cardTitles().map((heading) => heading.textContent)).toEqual(
      ['Achat pour moi : le processus complet, étape par étape', 'Achat pour moi : votre assistant personnel pour les boutiques françaises'].map(
        frenchSpacing,
      ),
    );
    expect(screen.getByText('2 articles dans la catégorie Services')).toBeTruthy();

    fireEvent.click(categories().getByRole('button', { name: 'Retours' }));
    expect(cardTitles()).toHaveLength(1);
    fireEvent.click(categories().getByRole('button', { name: 'Tous' }));
    expect(cardTitles()).toHaveLength(8);
  });

  it('says so when a category has no article, and offers to show them all', () => {
    const withoutSubscriptions = blogArticles.filter((article) => article.category !== 'abonnements');
    renderScreen(<BlogList articles={withoutSubscriptions} />, '/blog');
    fireEvent.click(categories().getByRole('button', { name: 'Abonnements' }));
    expect(screen.getByText('Aucun article trouvé dans cette catégorie.')).toBeTruthy();
    expect(cardTitles()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Voir tous les articles' }));
    expect(cardTitles()).toHaveLength(7);
    expect(screen.queryByText('Aucun article trouvé dans cette catégorie.')).toBeNull();
  });

  it('invites to write to us through the contact page', () => {
    renderScreen(<BlogList />, '/blog');
    expect(screen.getByRole('link', { name: 'Nous écrire' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('heading', { level: 2, name: 'Recevez nos prochains conseils' })).toBeTruthy();
  });
});

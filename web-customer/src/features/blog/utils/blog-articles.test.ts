import { describe, expect, it } from 'vitest';
import type { BlogArticle, BlogCategory } from '../content/blog-types';
import { filterArticles, formatPublishedAt, newestFirst, readingTimeLabel, relatedArticles } from './blog-articles';
import { countWords, readingMinutesFor } from './reading-time';

const anArticle = (slug: string, category: BlogCategory, publishedAt: string): BlogArticle => ({
  slug,
  title: `Titre ${slug}`,
  excerpt: 'Résumé',
  publishedAt,
  readingMinutes: 2,
  category,
  sections: [{ heading: 'Titre', paragraphs: ['Un paragraphe.'] }],
  links: [],
});

const retour = anArticle('retour', 'retours', '2026-03-01');
const vert = anArticle('vert', 'expedition', '2026-02-14');
const articles = [
  retour,
  anArticle('calcul', 'outils', '2026-05-10'),
  anArticle('amazon', 'expedition', '2026-04-02'),
  vert,
  anArticle('suivi', 'suivi', '2026-05-10'),
];

describe('filterArticles', () => {
  it('keeps every article for "Tous", newest first (slug order on the same day)', () => {
    expect(filterArticles(articles, null).map((article) => article.slug)).toEqual(['calcul', 'suivi', 'amazon', 'retour', 'vert']);
  });

  it('keeps the articles of one category', () => {
    expect(filterArticles(articles, 'expedition').map((article) => article.slug)).toEqual(['amazon', 'vert']);
  });

  it('gives nothing for a category without article', () => {
    expect(filterArticles(articles, 'abonnements')).toEqual([]);
  });

  it('does not reorder its input', () => {
    const copy = [...articles];
    newestFirst(articles);
    expect(articles).toEqual(copy);
  });
});

describe('relatedArticles', () => {
  it('puts the same category first, then the newest others, never the article itself', () => {
    const related = relatedArticles(vert, articles);
    expect(related.map((article) => article.slug)).toEqual(['amazon', 'calcul', 'suivi']);
  });

  it('gives at most the count asked for', () => {
    expect(relatedArticles(retour, articles, 2)).toHaveLength(2);
  });
});

describe('dates and reading time', () => {
  it('formats the date in French, on the calendar day given', () => {
    expect(formatPublishedAt('2026-11-03')).toBe('3 novembre 2026');
    expect(formatPublishedAt('2026-01-01')).toBe('1er janvier 2026');
    expect(readingTimeLabel(4)).toBe('4 min de lecture');
  });

  it('counts words with French apostrophes and decimal numbers as one word', () => {
    expect(countWords('L’entrepôt reçoit 8,50 € de colis — vite !')).toBe(6);
    expect(readingMinutesFor([{ heading: 'Court', paragraphs: ['Deux mots'] }])).toBe(1);
    expect(readingMinutesFor([{ heading: '', paragraphs: ['mot '.repeat(401)] }])).toBe(3);
  });
});

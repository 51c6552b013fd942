import type { BlogArticle, BlogCategory } from '../content/blog-types';

/** Newest first; the slug breaks ties so the order never depends on the source order. */
export const newestFirst = (articles: readonly BlogArticle[]): BlogArticle[] =>
  [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));

/** The cards of /blog for a category (null: "Tous"), newest first. */
export const filterArticles = (articles: readonly BlogArticle[], category: BlogCategory | null): BlogArticle[] =>
  newestFirst(category === null ? articles : articles.filter((article) => article.category === category));

/** "Articles liés": the same category first, then the most recent others; never the article itself. */
export const relatedArticles = (article: BlogArticle, articles: readonly BlogArticle[], count = 3): BlogArticle[] => {
  const others = newestFirst(articles.filter((candidate) => candidate.slug !== article.slug));
  const sameCategory = others.filter((candidate) => candidate.category === article.category);
  const rest = others.filter((candidate) => candidate.category !== article.category);
  return [...sameCategory, ...rest].slice(0, count);
};

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** "3 novembre 2026", read as a calendar day (noon UTC, so no time zone moves it). */
export const formatPublishedAt = (isoDate: string): string => longDate.format(new Date(`${isoDate}T12:00:00Z`));

export const readingTimeLabel = (minutes: number): string => `${minutes} min de lecture`;

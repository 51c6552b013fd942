import { formatDate } from '@/lib/format-date';
import type { BlogArticle, BlogCategory } from '../content/blog-types';

/** Code-point order: ISO dates and slugs are ASCII (and `localeCompare` would start ICU's collator, 12 ms on a page). */
const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first; the slug breaks ties so the order never depends on the source order. */
export const newestFirst = (articles: readonly BlogArticle[]): BlogArticle[] =>
  [...articles].sort((a, b) => byCodePoints(b.publishedAt, a.publishedAt) || byCodePoints(a.slug, b.slug));

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

/** "3 novembre 2026", read as a calendar day (noon UTC, so no time zone moves it). */
export const formatPublishedAt = (isoDate: string): string => formatDate(`${isoDate}T12:00:00Z`);

export const readingTimeLabel = (minutes: number): string => `${minutes} min de lecture`;

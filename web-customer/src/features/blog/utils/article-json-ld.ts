import { blogCategoryLabel, type BlogArticle } from '../content/blog-types';
import { countArticleWords } from './reading-time';

const organization = { '@type': 'Organization', name: 'Passerelle' } as const;

/**
 * schema.org BlogPosting of an article, for search engines. `origin` ("https://…") makes the
 * addresses absolute; without it they stay relative to the site.
 */
export const articleJsonLd = (article: BlogArticle, origin = '') => {
  const url = `${origin}/blog/${article.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    inLanguage: 'fr-FR',
    articleSection: blogCategoryLabel(article.category),
    wordCount: countArticleWords(article.sections),
    timeRequired: `PT${article.readingMinutes}M`,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: organization,
    publisher: organization,
  };
};

/** JSON for a <script type="application/ld+json">: "<" is escaped so the text can never close the script. */
export const jsonLdScriptText = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

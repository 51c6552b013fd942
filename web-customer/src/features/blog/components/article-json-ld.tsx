import type { BlogArticle } from '../content/blog-types';
import { articleJsonLd, jsonLdScriptText } from '../utils/article-json-ld';

/** schema.org BlogPosting for search engines. */
export const ArticleJsonLd = ({ article, origin }: { article: BlogArticle; origin?: string }) => (
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptText(articleJsonLd(article, origin)) }} />
);

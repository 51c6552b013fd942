import { useParams } from 'react-router-dom';
import { prerenderedIsland } from '@/lib/prerendered-island';
import '../pages.css';

/**
 * The article (its words, and its `<head>` entries written by the prerendering) stays in the
 * prerendered HTML: none of the articles' text is in the page's first load. A client-side navigation
 * loads them and renders the article it names.
 */
const article = prerenderedIsland('article', async () => {
  const { ArticlePage } = await import('@/features/blog/components/article-page');
  return () => <ArticlePage slug={useParams().slug} />;
});

export const BlogArticleRoute = () => <div className="page page--medium">{article.element}</div>;

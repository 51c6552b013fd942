import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { PageHead } from '@/components/seo/page-head';
import { ButtonLink } from '@/components/ui/button';
import { env } from '@/config/env';
import { frenchSpacing } from '@/lib/typography';
import { paths } from '@/config/paths';
import { blogArticles, findArticle } from '../content/articles';
import { blogCategoryLabel, type BlogArticle } from '../content/blog-types';
import { formatPublishedAt, readingTimeLabel, relatedArticles } from '../utils/blog-articles';
import { ArticleBody } from './article-body';
import { ArticleCard } from './article-card';
import { ArticleJsonLd } from './article-json-ld';
import './blog.css';

const blogTitle = (title: string) => `${title} — Blog Passerelle`;

const Breadcrumbs = ({ current }: { current: string }) => (
  <nav className="blog-breadcrumbs" aria-label="Fil d’Ariane">
    <ol>
      <li>
        <Link to={paths.home.getHref()}>Accueil</Link>
      </li>
      <li>
        <Link to={paths.blog.getHref()}>Blog</Link>
      </li>
      <li aria-current="page">{current}</li>
    </ol>
  </nav>
);

const ArticleNotFound = () => (
  <div className="blog-article blog-article--missing">
    <PageHead documentTitle={blogTitle('Article introuvable')} />
    <Breadcrumbs current="Article introuvable" />
    <div className="card empty-state">
      <h1>Article introuvable</h1>
      <p>Cet article n’existe pas ou a été déplacé. Retrouvez tous nos conseils sur le blog.</p>
      <ButtonLink to={paths.blog.getHref()}>Voir tous les articles</ButtonLink>
    </div>
  </div>
);

const ArticleView = ({ article, articles }: { article: BlogArticle; articles: readonly BlogArticle[] }) => {
  const linksTitleId = useId();
  const relatedTitleId = useId();
  const related = relatedArticles(article, articles);

  return (
    <div className="blog-article">
      <PageHead documentTitle={blogTitle(article.title)} description={article.excerpt} />
      <ArticleJsonLd article={article} origin={env.SITE_URL} />
      <Breadcrumbs current={article.title} />

      <article className="blog-article__main">
        <header className="blog-article__header">
          <p className="eyebrow">{blogCategoryLabel(article.category)}</p>
          <h1 className="blog-article__title">{frenchSpacing(article.title)}</h1>
          <p className="blog-article__meta">
            <span>
              Publié le <time dateTime={article.publishedAt}>{formatPublishedAt(article.publishedAt)}</time>
            </span>
            <span aria-hidden="true"> · </span>
            <span>{readingTimeLabel(article.readingMinutes)}</span>
          </p>
          <p className="blog-article__lead">{frenchSpacing(article.excerpt)}</p>
        </header>

        <ArticleBody sections={article.sections} />

        <section className="blog-links" aria-labelledby={linksTitleId}>
          <h2 id={linksTitleId} className="blog-links__title">
            Passer à l’action
          </h2>
          <ul className="blog-links__list">
            {article.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="blog-links__link">
                  <span className="blog-links__label">{link.label}</span>
                  <span className="blog-links__description">{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </article>

      {related.length > 0 && (
        <section className="blog-related" aria-labelledby={relatedTitleId}>
          <h2 id={relatedTitleId}>Articles liés</h2>
          <ul className="blog-grid blog-grid--related">
            {related.map((candidate) => (
              <li key={candidate.slug}>
                <ArticleCard article={candidate} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className="blog-related__back">
            <Link to={paths.blog.getHref()}>← Tous les articles du blog</Link>
          </p>
        </section>
      )}
    </div>
  );
};

/** /blog/:slug: the article, or "Article introuvable" for an unknown slug. */
export const ArticlePage = ({ slug, articles = blogArticles }: { slug: string | undefined; articles?: readonly BlogArticle[] }) => {
  const article = findArticle(slug, articles);
  return article ? <ArticleView key={article.slug} article={article} articles={articles} /> : <ArticleNotFound />;
};

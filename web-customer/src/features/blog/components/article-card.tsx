import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { blogCategoryLabel, type BlogArticle } from '../content/blog-types';
import { formatPublishedAt, readingTimeLabel } from '../utils/blog-articles';
import './blog.css';
import { frenchSpacing } from '@/lib/typography';

type ArticleCardProps = {
  article: BlogArticle;
  /** h2 on /blog, h3 under "Articles liés" */
  headingLevel?: 2 | 3;
};

/** One article in a list; the title is the link, and the whole card is its click target. */
export const ArticleCard = ({ article, headingLevel = 2 }: ArticleCardProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`blog-card blog-card--${article.category}`}>
      <p className="blog-card__category">{blogCategoryLabel(article.category)}</p>
      <Heading className="blog-card__title">
        <Link className="blog-card__link" to={paths.blogArticle.getHref(article.slug)}>
          {frenchSpacing(article.title)}
        </Link>
      </Heading>
      <p className="blog-card__excerpt">{frenchSpacing(article.excerpt)}</p>
      <p className="blog-card__meta">
        <time dateTime={article.publishedAt}>{formatPublishedAt(article.publishedAt)}</time>
        <span aria-hidden="true"> · </span>
        <span>{readingTimeLabel(article.readingMinutes)}</span>
      </p>
    </article>
  );
};

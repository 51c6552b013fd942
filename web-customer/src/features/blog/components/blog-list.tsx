import { useId, useMemo, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { CategoryFilter, type CategoryOption } from '@/components/ui/category-filter';
import { paths } from '@/config/paths';
import { blogArticles } from '../content/articles';
import { blogCategories, blogCategoryLabel, type BlogArticle, type BlogCategory } from '../content/blog-types';
import { filterArticles } from '../utils/blog-articles';
import { ArticleCard } from './article-card';
import './blog.css';

const categoryOptions: readonly CategoryOption<BlogCategory>[] = [
  { value: null, label: 'Tous' },
  ...blogCategories.map((category) => ({ value: category.id, label: category.label })),
];

export const emptyCategoryMessage = 'Aucun article trouvé dans cette catégorie.';

const countLabel = (count: number, category: BlogCategory | null) => {
  const articles = count >= 2 ? `${count} articles` : `${count} article`;
  return category === null ? articles : `${articles} dans la catégorie ${blogCategoryLabel(category)}`;
};

/** /blog: hero, categories, the cards, and the call to write to us. */
export const BlogList = ({ articles = blogArticles }: { articles?: readonly BlogArticle[] }) => {
  const [category, setCategory] = useState<BlogCategory | null>(null);
  const shown = useMemo(() => filterArticles(articles, category), [articles, category]);
  const listTitleId = useId();
  const ctaTitleId = useId();

  return (
    <div className="blog">
      <header className="blog-hero">
        <p className="eyebrow">Le blog Passerelle</p>
        <h1 className="blog-hero__title">Conseils et guides pour acheter en France depuis l’outre&#8209;mer et le Maroc</h1>
        <p className="blog-hero__lead">
          Expédition, retours, suivi, achat pour vous, abonnement&nbsp;: nos articles pratiques pour faire venir vos achats au juste prix,
          en Guadeloupe, en Martinique, en Guyane, à La Réunion, à Mayotte et au Maroc.
        </p>
      </header>

      <section className="blog-articles" aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className="visually-hidden">
          Articles
        </h2>
        <CategoryFilter label="Catégories d’articles" options={categoryOptions} selected={category} onSelect={setCategory} />
        <div className={shown.length === 0 ? 'card empty-state blog-empty' : 'blog-articles__status'}>
          <p className={shown.length === 0 ? 'empty-state__title' : 'blog-articles__count'} aria-live="polite">
            {shown.length === 0 ? emptyCategoryMessage : countLabel(shown.length, category)}
          </p>
          {shown.length === 0 && (
            <button type="button" className="link-button" onClick={() => setCategory(null)}>
              Voir tous les articles
            </button>
          )}
        </div>
        {shown.length > 0 && (
          <ul className="blog-grid">
            {shown.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="blog-cta" aria-labelledby={ctaTitleId}>
        <div>
          <h2 id={ctaTitleId} className="blog-cta__title">
            Recevez nos prochains conseils
          </h2>
          <p className="blog-cta__text">
            Inscrivez-vous à notre newsletter en bas de page pour recevoir les nouveaux articles, ou écrivez-nous pour nous suggérer un
            sujet&nbsp;: nous répondons à chaque message sous 24&nbsp;h.
          </p>
        </div>
        <ButtonLink to={paths.contact.getHref()} size="lg" className="blog-cta__button">
          Nous écrire
        </ButtonLink>
      </section>
    </div>
  );
};

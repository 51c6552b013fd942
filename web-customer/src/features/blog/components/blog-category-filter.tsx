import { blogCategories, type BlogCategory } from '../content/blog-types';

type BlogCategoryFilterProps = {
  selected: BlogCategory | null;
  onSelect: (category: BlogCategory | null) => void;
};

const options: readonly { value: BlogCategory | null; label: string }[] = [
  { value: null, label: 'Tous' },
  ...blogCategories.map((category) => ({ value: category.id, label: category.label })),
];

/** Toggle buttons (aria-pressed): reachable with Tab, chosen with Enter or Space. */
export const BlogCategoryFilter = ({ selected, onSelect }: BlogCategoryFilterProps) => (
  <div className="blog-filter" role="group" aria-label="Catégories d’articles">
    {options.map((option) => {
      const pressed = option.value === selected;
      return (
        <button
          key={option.value ?? 'tous'}
          type="button"
          className={pressed ? 'blog-filter__button blog-filter__button--active' : 'blog-filter__button'}
          aria-pressed={pressed}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </button>
      );
    })}
  </div>
);

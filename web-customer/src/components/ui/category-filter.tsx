import './category-filter.css';

export type CategoryOption<Category extends string> = { value: Category | null; label: string };

type CategoryFilterProps<Category extends string> = {
  /** names the group for assistive technologies */
  label: string;
  options: readonly CategoryOption<Category>[];
  selected: Category | null;
  onSelect: (category: Category | null) => void;
};

/** Toggle buttons (aria-pressed), one per category: reachable with Tab, chosen with Enter or Space. */
export const CategoryFilter = <Category extends string>({ label, options, selected, onSelect }: CategoryFilterProps<Category>) => (
  <div className="category-filter" role="group" aria-label={label}>
    {options.map((option) => {
      const pressed = option.value === selected;
      return (
        <button
          key={option.value ?? 'toutes'}
          type="button"
          className={pressed ? 'category-filter__button category-filter__button--active' : 'category-filter__button'}
          aria-pressed={pressed}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </button>
      );
    })}
  </div>
);

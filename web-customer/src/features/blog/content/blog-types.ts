/** The filter buttons of /blog (spec 3, section 2.9), in their order; "Tous" is the absence of a category. */
export const blogCategories = [
  { id: 'expedition', label: 'Expédition' },
  { id: 'retours', label: 'Retours' },
  { id: 'outils', label: 'Outils' },
  { id: 'suivi', label: 'Suivi' },
  { id: 'services', label: 'Services' },
  { id: 'abonnements', label: 'Abonnements' },
] as const;

export type BlogCategory = (typeof blogCategories)[number]['id'];

export const blogCategoryLabel = (category: BlogCategory): string =>
  blogCategories.find((candidate) => candidate.id === category)?.label ?? category;

/** A link from an article into the product: only pages that exist (see `paths`). */
export type ArticleLink = { readonly label: string; readonly href: string; readonly description: string };

/** Paragraphs are plain text; a paragraph whose lines all start with "- " is a list. */
export type ArticleSection = { readonly heading: string; readonly paragraphs: readonly string[] };

export type BlogArticle = {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  /** ISO date (YYYY-MM-DD) */
  readonly publishedAt: string;
  readonly readingMinutes: number;
  readonly category: BlogCategory;
  readonly sections: readonly ArticleSection[];
  readonly links: readonly ArticleLink[];
};

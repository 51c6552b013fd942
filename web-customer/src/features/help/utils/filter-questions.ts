/** What the search looks at in a question. */
export type SearchableQuestion = { readonly question: string; readonly answer: string };

export type QuestionFilter<Category extends string> = {
  /** free text; every word must appear in the question or in its answer */
  search: string;
  /** a category, or null for all */
  category: Category | null;
};

/** Case-, accent- and apostrophe-insensitive: "expedition" finds "Expédition", "l'entrepot" finds "l’entrepôt". */
export const normalizeText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('fr-FR');

const searchWords = (search: string) => normalizeText(search).split(' ').filter(Boolean);

/**
 * The questions a help page shows for a search and a category, in their given order. The
 * category of an entry is read through `categoryOf`, so /faq and /aide filter the same
 * questions by their own categories.
 */
export const filterQuestions = <Entry extends SearchableQuestion, Category extends string>(
  entries: readonly Entry[],
  { search, category }: QuestionFilter<Category>,
  categoryOf: (entry: Entry) => Category,
): Entry[] => {
  const words = searchWords(search);
  return entries.filter((entry) => {
    if (category !== null && categoryOf(entry) !== category) return false;
    if (words.length === 0) return true;
    const text = normalizeText(`${entry.question}\n${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
};

const isPlural = (count: number) => Math.abs(count) >= 2;

/** The count of /faq: "Aucune question trouvée", "1 question trouvée", "22 questions trouvées". */
export const foundQuestionsLabel = (count: number): string => {
  if (count === 0) return 'Aucune question trouvée';
  return isPlural(count) ? `${count} questions trouvées` : `${count} question trouvée`;
};

/** The count of /aide: "Aucun résultat", "1 résultat", "3 résultats". */
export const resultsLabel = (count: number): string => {
  if (count === 0) return 'Aucun résultat';
  return isPlural(count) ? `${count} résultats` : `${count} résultat`;
};

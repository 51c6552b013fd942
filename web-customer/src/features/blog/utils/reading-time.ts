import type { ArticleSection } from '../content/blog-types';

/** Words of a text: runs of letters or digits ("l’entrepôt" counts as one word, "8,50" as one). */
export const countWords = (text: string): number => text.match(/[\p{L}\p{N}][\p{L}\p{N}’'’,.-]*/gu)?.length ?? 0;

export const countArticleWords = (sections: readonly ArticleSection[]): number =>
  sections.reduce((total, section) => total + countWords(section.heading) + section.paragraphs.reduce((sum, text) => sum + countWords(text), 0), 0);

/** About 200 words a minute, never less than one minute. */
export const wordsPerMinute = 200;
export const readingMinutesFor = (sections: readonly ArticleSection[]): number =>
  Math.max(1, Math.ceil(countArticleWords(sections) / wordsPerMinute));

/**
 * The shape of a legal page (/cgv, /confidentialite, /mentions-legales): typed data rendered by
 * one component, so the three texts share their table of contents, anchors and accessibility.
 */

/** A link inside a text: a path of the app ("/cgv"), a `mailto:`/`tel:` address or an external address. */
export type InlineLink = { readonly text: string; readonly href: string };
export type Inline = string | InlineLink;
/** A run of text, optionally mixed with links. */
export type RichText = string | readonly Inline[];

export type LegalTable = {
  readonly kind: 'table';
  readonly caption: string;
  /** column headers; the first one heads the row headers */
  readonly columns: readonly string[];
  readonly rows: readonly { readonly header: string; readonly cells: readonly RichText[] }[];
};

export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly text: RichText }
  | { readonly kind: 'subheading'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly RichText[]; readonly ordered?: boolean }
  | { readonly kind: 'definitions'; readonly items: readonly { readonly term: string; readonly definition: RichText }[] }
  | { readonly kind: 'callout'; readonly title: string; readonly paragraphs: readonly RichText[] }
  | LegalTable;

export type LegalSection = {
  /** stable, the anchor of the section (`/cgv#stockage`) */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  /** the `<h1>`; the document title is "{title} — Passerelle" */
  readonly title: string;
  readonly lead: string;
  /** ISO month or date of the last update, shown in French */
  readonly updatedOn: string;
  readonly updatedOnLabel: string;
  readonly sections: readonly LegalSection[];
};

export const paragraph = (text: RichText): LegalBlock => ({ kind: 'paragraph', text });
export const subheading = (text: string): LegalBlock => ({ kind: 'subheading', text });
export const list = (items: readonly RichText[], ordered = false): LegalBlock => ({ kind: 'list', items, ordered });
export const link = (text: string, href: string): InlineLink => ({ text, href });

/** Every text of a document, flattened (links keep their text), for searches and tests. */
const richTextToString = (text: RichText): string =>
  typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.text)).join('');

export const blockTexts = (block: LegalBlock): string[] => {
  switch (block.kind) {
    case 'paragraph':
      return [richTextToString(block.text)];
    case 'subheading':
      return [block.text];
    case 'list':
      return block.items.map(richTextToString);
    case 'definitions':
      return block.items.map((item) => `${item.term} : ${richTextToString(item.definition)}`);
    case 'callout':
      return [block.title, ...block.paragraphs.map(richTextToString)];
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.map((row) => [row.header, ...row.cells.map(richTextToString)].join(' | '))];
    default: {
      const unexpected: never = block;
      throw new Error(`Bloc inconnu : ${JSON.stringify(unexpected)}`);
    }
  }
};

export const sectionText = (section: LegalSection): string => [section.heading, ...section.blocks.flatMap(blockTexts)].join('\n');
export const documentText = (document: LegalDocument): string =>
  [document.title, document.lead, ...document.sections.map(sectionText)].join('\n');

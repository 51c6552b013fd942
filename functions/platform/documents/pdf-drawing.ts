import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/**
 * What the quote and the label share: the standard Helvetica (no font file to ship, see TOOLCHAIN
 * "PDF"), the product's colours, and text drawing that never throws on a character the font's
 * WinAnsi encoding lacks. Every string a document prints goes through `printable`, by way of
 * `drawText`, `fitText` and `wrapText`.
 */

export const colours = {
  navy: rgb(0x12 / 255, 0x35 / 255, 0x5b / 255),
  primary: rgb(0x1d / 255, 0x5f / 255, 0xa8 / 255),
  primarySoft: rgb(0xe8 / 255, 0xf0 / 255, 0xfb / 255),
  onNavy: rgb(1, 1, 1),
  onNavyMuted: rgb(0xc9 / 255, 0xd8 / 255, 0xea / 255),
  text: rgb(0x1a / 255, 0x24 / 255, 0x33 / 255),
  muted: rgb(0x56 / 255, 0x61 / 255, 0x73 / 255),
  border: rgb(0xdd / 255, 0xe3 / 255, 0xeb / 255),
  surface: rgb(0xf4 / 255, 0xf6 / 255, 0xf9 / 255),
  black: rgb(0, 0, 0),
} as const;

export const millimetres = (value: number): number => (value * 72) / 25.4;

export type DocumentFonts = { regular: PDFFont; bold: PDFFont };

/** A new document with its fonts and the metadata a viewer shows; `createdAt` keeps the output a function of its input. */
export const newDocument = async (metadata: { title: string; subject: string; createdAt: string }) => {
  const pdf = await PDFDocument.create();
  const fonts: DocumentFonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const created = new Date(metadata.createdAt);
  pdf.setTitle(metadata.title, { showInWindowTitleBar: true });
  pdf.setSubject(metadata.subject);
  pdf.setAuthor('Passerelle');
  pdf.setCreator('Passerelle');
  pdf.setProducer('Passerelle');
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  return { pdf, fonts };
};

/** Spaces of every kind (the narrow no-break space U+202F of fr-FR amounts, tabs, line breaks) print as a plain space. */
const anySpace = /\s/u;
/** Zero-width joiners, variation selectors, bidi marks and the like: nothing to print. */
const invisible = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Mn}\p{Me}]/u;
const combiningMarks = /\p{M}/gu;
const unprintable = '?';
/** Letters whose accent is not a combining mark, so NFD leaves them whole. */
const withoutStroke: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

const encodableByFont = new WeakMap<PDFFont, Set<number>>();
const encodable = (font: PDFFont): Set<number> => {
  const known = encodableByFont.get(font);
  if (known !== undefined) return known;
  const set = new Set(font.getCharacterSet());
  encodableByFont.set(font, set);
  return set;
};

/**
 * `text` as the font can encode it: spaces become plain spaces, a letter the font lacks loses its
 * accents when that is enough ("Ō" prints "O"), anything else prints "?" (an emoji, a Chinese
 * character): names and addresses typed by customers must never stop a document.
 */
export const printable = (font: PDFFont, text: string): string => {
  const known = encodable(font);
  const fits = (character: string) => [...character].every((unit) => known.has(unit.codePointAt(0) ?? -1));
  let result = '';
  for (const character of text.normalize('NFC')) {
    if (anySpace.test(character)) result += ' ';
    else if (fits(character)) result += character;
    else if (invisible.test(character)) continue;
    else {
      const bare = withoutStroke[character] ?? character.normalize('NFD').replace(combiningMarks, '');
      result += bare.length > 0 && fits(bare) ? bare : unprintable;
    }
  }
  return result;
};

export type TextStyle = { font: PDFFont; size: number; color?: RGB };

export const textWidth = (text: string, style: TextStyle): number => style.font.widthOfTextAtSize(printable(style.font, text), style.size);

/** Draws `text` with its left edge at `x` and its baseline at `y`; `align: 'right'` puts its right edge at `x`, `'center'` its middle. */
export const drawText = (page: PDFPage, text: string, at: { x: number; y: number; align?: 'left' | 'right' | 'center' }, style: TextStyle) => {
  const safe = printable(style.font, text);
  const width = style.font.widthOfTextAtSize(safe, style.size);
  const x = at.align === 'right' ? at.x - width : at.align === 'center' ? at.x - width / 2 : at.x;
  page.drawText(safe, { x, y: at.y, font: style.font, size: style.size, color: style.color ?? colours.text });
};

const ellipsis = '…';

/** `text` cut to `maxWidth`, ending with "…" when it had to be cut. */
export const fitText = (text: string, maxWidth: number, style: TextStyle): string => {
  const safe = printable(style.font, text);
  if (style.font.widthOfTextAtSize(safe, style.size) <= maxWidth) return safe;
  const characters = [...safe];
  let kept = characters.length;
  while (kept > 0 && style.font.widthOfTextAtSize(`${characters.slice(0, kept).join('').trimEnd()}${ellipsis}`, style.size) > maxWidth) kept -= 1;
  return `${characters.slice(0, kept).join('').trimEnd()}${ellipsis}`;
};

/** `text` broken into lines of at most `maxWidth` at spaces (a word longer than a line is cut), at most `maxLines` (the last one ends with "…" if text remains). */
export const wrapText = (text: string, maxWidth: number, style: TextStyle, maxLines = Number.POSITIVE_INFINITY): string[] => {
  const words = printable(style.font, text).split(' ').filter((word) => word.length > 0);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current.length === 0 ? word : `${current} ${word}`;
    if (style.font.widthOfTextAtSize(candidate, style.size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current.length > 0) lines.push(current);
    current = style.font.widthOfTextAtSize(word, style.size) <= maxWidth ? word : fitText(word, maxWidth, style);
  }
  if (current.length > 0) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitText(`${kept[maxLines - 1] ?? ''} ${lines[maxLines] ?? ''}`, maxWidth, style);
  return kept;
};

export const fillRectangle = (page: PDFPage, box: { x: number; y: number; width: number; height: number }, color: RGB) => {
  page.drawRectangle({ ...box, color, borderWidth: 0 });
};

export const horizontalRule = (page: PDFPage, from: { x: number; y: number }, width: number, color: RGB = colours.border, thickness = 0.75) => {
  page.drawLine({ start: from, end: { x: from.x + width, y: from.y }, thickness, color });
};

/** The type scale of the company's documents (quotes, invoices, credit notes): one look for all of them. */
export const documentStyles = (fonts: DocumentFonts) => {
  const style = (font: 'regular' | 'bold', size: number, color = colours.text): TextStyle => ({ font: fonts[font], size, color });
  return {
    wordmark: style('bold', 26, colours.onNavy),
    wordmarkSmall: style('bold', 14, colours.onNavy),
    tagline: style('regular', 11, colours.onNavyMuted),
    title: style('bold', 24, colours.onNavy),
    titleNumber: style('regular', 11, colours.onNavy),
    label: style('bold', 8, colours.muted),
    value: style('bold', 11),
    section: style('bold', 11.5, colours.navy),
    body: style('regular', 9.5),
    bodyBold: style('bold', 9.5),
    name: style('bold', 10.5),
    small: style('regular', 8, colours.muted),
    smallBold: style('bold', 8, colours.text),
    footer: style('regular', 7.5, colours.muted),
    total: style('bold', 12, colours.onNavy),
  };
};
export type DocumentStyles = ReturnType<typeof documentStyles>;

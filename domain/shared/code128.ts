import { ValidationError } from './errors';

/**
 * Code 128 (ISO/IEC 15417), for the tracking number on a shipping label: code set B for printable
 * ASCII, code set C (two digits per symbol) for digit runs long enough to make the bars shorter.
 * Pure: it returns the modules to draw; drawing them is the renderer's business.
 */

/**
 * The bar and space widths (in modules, bar first) of each symbol value 0-105; 106 is the stop
 * pattern, whose last bar is the 2-module termination bar.
 */
export const code128Patterns: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const code128Symbol = {
  /** in code set C: switch to code set B for the next symbols */
  codeB: 100,
  /** in code set B: switch to code set C */
  codeC: 99,
  startB: 104,
  startC: 105,
  stop: 106,
} as const;

/** Blank modules on each side, so that a scanner finds where the symbol starts (10 modules at least). */
export const code128QuietZoneModules = 10;

const firstPrintable = 0x20;
const lastPrintable = 0x7e;

export const code128EmptyMessage = 'Le numéro à encoder en code-barres est vide.';
export const code128CharacterMessage = (character: string) =>
  `Le caractère « ${character} » ne peut pas figurer dans un code-barres Code 128 : seuls les caractères ASCII imprimables (lettres sans accents, chiffres, ponctuation) sont acceptés.`;

const isDigit = (character: string | undefined) => character !== undefined && character >= '0' && character <= '9';

const digitRunFrom = (characters: readonly string[], start: number): number => {
  let end = start;
  while (isDigit(characters[end])) end += 1;
  return end - start;
};

/**
 * Whether a run of digits is worth code set C: switching costs one symbol and saves one per pair,
 * so a run pays off from 4 digits at either end of the text (6 in the middle, which needs a switch
 * back), or 2 when the text is nothing else.
 */
const worthCodeSetC = (pairedDigits: number, atStart: boolean, reachesEnd: boolean): boolean => {
  if (atStart && reachesEnd) return pairedDigits >= 2;
  if (atStart || reachesEnd) return pairedDigits >= 4;
  return pairedDigits >= 6;
};

/** The symbol values of `text`: start code, data (with code set switches), checksum (mod 103), stop. */
export const code128Symbols = (text: string): number[] => {
  const characters = [...text];
  if (characters.length === 0) throw new ValidationError(code128EmptyMessage);
  const refused = characters.find((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < firstPrintable || code > lastPrintable;
  });
  if (refused !== undefined) throw new ValidationError(code128CharacterMessage(refused));

  const data: number[] = [];
  let codeSet: 'B' | 'C' | undefined;
  let start: number = code128Symbol.startB;
  const enter = (wanted: 'B' | 'C') => {
    if (codeSet === wanted) return;
    if (codeSet === undefined) start = wanted === 'B' ? code128Symbol.startB : code128Symbol.startC;
    else data.push(wanted === 'B' ? code128Symbol.codeB : code128Symbol.codeC);
    codeSet = wanted;
  };
  const encodeInB = (character: string) => {
    enter('B');
    data.push((character.codePointAt(0) ?? firstPrintable) - firstPrintable);
  };

  let index = 0;
  while (index < characters.length) {
    const run = digitRunFrom(characters, index);
    const paired = run - (run % 2);
    if (!worthCodeSetC(paired, index === 0, index + run === characters.length)) {
      encodeInB(characters[index] ?? ' ');
      index += 1;
      continue;
    }
    // An odd digit goes first in code set B, so that the pairs run to the end of the digits.
    if (run % 2 === 1) {
      encodeInB(characters[index] ?? ' ');
      index += 1;
    }
    enter('C');
    for (let pair = 0; pair < paired / 2; pair += 1) {
      data.push(Number(`${characters[index]}${characters[index + 1]}`));
      index += 2;
    }
    // Code set C holds digit pairs only: what follows goes back to B.
    if (index < characters.length) enter('B');
  }

  const checksum = data.reduce((sum, value, position) => sum + value * (position + 1), start) % 103;
  return [start, ...data, checksum, code128Symbol.stop];
};

/** The widths of `symbols`' bars and spaces, alternating, starting with a bar. */
const elementWidths = (symbols: readonly number[]): number[] =>
  symbols.flatMap((value) => [...(code128Patterns[value] ?? '')].map(Number));

/**
 * The modules of `text`'s symbol, left to right, quiet zones included: `true` is a bar module
 * (dark), `false` a space.
 */
export const code128Modules = (text: string): boolean[] => {
  const quietZone = Array.from({ length: code128QuietZoneModules }, () => false);
  const symbol = elementWidths(code128Symbols(text)).flatMap((width, element) => Array.from({ length: width }, () => element % 2 === 0));
  return [...quietZone, ...symbol, ...quietZone];
};

/** One bar of a symbol: where it starts and how wide it is, in modules from the left edge of the quiet zone. */
export type Code128Bar = { startModule: number; widthModules: number };

/** The bars of `text`'s symbol, and its total width in modules (quiet zones included): what a renderer draws. */
export const code128Bars = (text: string): { bars: Code128Bar[]; totalModules: number } => {
  const modules = code128Modules(text);
  const bars: Code128Bar[] = [];
  modules.forEach((dark, position) => {
    if (!dark) return;
    const previous = bars.at(-1);
    if (previous !== undefined && previous.startModule + previous.widthModules === position) previous.widthModules += 1;
    else bars.push({ startModule: position, widthModules: 1 });
  });
  return { bars, totalModules: modules.length };
};

/**
 * The text encoded by a run of modules (quiet zones allowed around it), or `undefined` when they
 * are not a valid Code 128 symbol in code sets B and C (unknown pattern, wrong checksum, no stop):
 * how a scanner reads the bars back, for checking a drawn label.
 */
export const decodeCode128Modules = (modules: readonly boolean[]): string | undefined => {
  const first = modules.indexOf(true);
  const last = modules.lastIndexOf(true);
  if (first < 0) return undefined;
  const widths: number[] = [];
  for (let position = first; position <= last; position += 1) {
    if (position > first && modules[position] === modules[position - 1]) widths[widths.length - 1] = (widths.at(-1) ?? 0) + 1;
    else widths.push(1);
  }
  const stopPattern = code128Patterns[code128Symbol.stop];
  if (widths.length < 13 || widths.slice(-7).join('') !== stopPattern) return undefined;
  const values: number[] = [];
  for (let element = 0; element < widths.length - 7; element += 6) {
    const value = code128Patterns.indexOf(widths.slice(element, element + 6).join(''));
    if (value < 0 || value === code128Symbol.stop) return undefined;
    values.push(value);
  }
  const [start, ...rest] = values;
  const checksum = rest.pop();
  if (start === undefined || checksum === undefined) return undefined;
  if (rest.reduce((sum, value, position) => sum + value * (position + 1), start) % 103 !== checksum) return undefined;
  let codeSet: 'B' | 'C';
  if (start === code128Symbol.startB) codeSet = 'B';
  else if (start === code128Symbol.startC) codeSet = 'C';
  else return undefined;
  let text = '';
  for (const value of rest) {
    if (codeSet === 'B' && value === code128Symbol.codeC) codeSet = 'C';
    else if (codeSet === 'C' && value === code128Symbol.codeB) codeSet = 'B';
    else if (codeSet === 'B' && value <= lastPrintable - firstPrintable) text += String.fromCodePoint(value + firstPrintable);
    else if (codeSet === 'C' && value <= 99) text += String(value).padStart(2, '0');
    else return undefined;
  }
  return text;
};

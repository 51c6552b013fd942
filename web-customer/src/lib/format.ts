/**
 * French formatting at the edge: the API speaks integer cents, grams and ISO dates.
 *
 * Written out rather than asked of `Intl`: a page's first `Intl` formatter costs 50-85 ms of main thread
 * while ICU loads its locale data (measured in Chromium here), four times that on the phone Lighthouse
 * simulates, on every page that shows a price or a date. The text is `Intl`'s own for fr-FR
 * (`format.test.ts` compares them over thousands of values). Dates are in `format-date.ts`, which the
 * public pages' first load has no use for.
 */

/** The decimal digits of a number as its shortest form writes them, without an exponent: "1230000", "0.00000015". */
const plainDigits = (size: number) => {
  const [mantissa = '', exponent] = String(size).split('e');
  if (exponent === undefined) return mantissa;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const shift = Number(exponent);
  return shift > 0 ? whole + fraction.padEnd(shift, '0') : `0.${'0'.repeat(-shift - 1)}${whole}${fraction}`;
};

/**
 * `value` with `minDigits` to `maxDigits` decimals as fr-FR writes it (thousands grouped by a narrow
 * no-break space, a decimal comma), rounded half away from zero on its shortest decimal form, as
 * `Intl` rounds (1.005 gives "1,01").
 */
const frenchDecimal = (value: number, minDigits: number, maxDigits: number): string => {
  // Intl writes the sign of every negative value, zero included ("-0,00 €").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [whole = '0', fraction = ''] = plainDigits(Math.abs(value)).split('.');
  const kept = BigInt(whole + fraction.padEnd(maxDigits, '0').slice(0, maxDigits));
  const digits = ((fraction[maxDigits] ?? '0') >= '5' ? kept + 1n : kept).toString().padStart(maxDigits + 1, '0');
  const integer = digits.slice(0, digits.length - maxDigits).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  let decimals = digits.slice(digits.length - maxDigits);
  while (decimals.length > minDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return `${sign}${integer}${decimals ? `,${decimals}` : ''}`;
};

/** "1 234,50 €" (a no-break space before the sign). */
export const formatEuros = (value: number): string => `${frenchDecimal(value, 2, 2)}\u00a0€`;
export const formatEurosFromCents = (cents: number): string => formatEuros(cents / 100);
/** Prices in running text: "20 €", but "2,50 €" and "19,99 €" (cents only when there are some). */
export const formatPriceFromCents = (cents: number): string =>
  cents % 100 === 0 ? `${frenchDecimal(cents / 100, 0, 0)}\u00a0€` : formatEuros(cents / 100);
/** "1,5 kg" (a narrow no-break space before the unit), three decimals at most. */
export const formatKilograms = (value: number): string => `${frenchDecimal(value, 0, 3)}\u202fkg`;
export const formatKilogramsFromGrams = (grams: number): string => formatKilograms(grams / 1000);
/** "12,5", "1 000": two decimals at most. */
export const formatNumber = (value: number): string => frenchDecimal(value, 0, 2);
/** "10 000": rounded to the unit. */
export const formatInteger = (value: number): string => frenchDecimal(value, 0, 0);

/** "30 × 20 × 10 cm", or null when no dimension is known. */
export const formatDimensions = (lengthCm: number, widthCm: number, heightCm: number): string | null =>
  lengthCm === 0 && widthCm === 0 && heightCm === 0
    ? null
    : `${[lengthCm, widthCm, heightCm].map(formatNumber).join(' × ')} cm`;

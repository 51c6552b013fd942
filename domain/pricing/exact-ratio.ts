/**
 * Exact fractions for money arithmetic. Binary floating point cannot hold 1.15 or 0.2, so
 * `850 * 1.15` gives 977.4999… and rounds to the wrong cent. Every price is computed here as an
 * exact fraction of integers and rounded once, at the end (DECISIONS: "Round to cents once").
 */
export type Ratio = { readonly numerator: bigint; readonly denominator: bigint };

const absolute = (value: bigint): bigint => (value < 0n ? -value : value);

const greatestCommonDivisor = (a: bigint, b: bigint): bigint => {
  let [x, y] = [absolute(a), absolute(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

const ratio = (numerator: bigint, denominator: bigint): Ratio => {
  if (denominator === 0n) throw new RangeError('Division par zéro');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = greatestCommonDivisor(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
};

const decimalNotation = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * The decimal a person typed or a rate card states: `String(x)` is the shortest decimal that
 * reads back as the same double, so 1.15 becomes exactly 115/100, not 1.149999999999999911….
 */
export const exactly = (value: number): Ratio => {
  if (!Number.isFinite(value)) throw new RangeError(`Nombre non fini : ${value}`);
  const match = decimalNotation.exec(String(value));
  if (!match) throw new RangeError(`Nombre illisible : ${value}`);
  const [, sign = '', integerDigits = '0', fractionDigits = '', exponentText = '0'] = match;
  const digits = BigInt(`${sign}${integerDigits}${fractionDigits}`);
  const exponent = Number(exponentText) - fractionDigits.length;
  return exponent >= 0 ? ratio(digits * 10n ** BigInt(exponent), 1n) : ratio(digits, 10n ** BigInt(-exponent));
};

export const add = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);

export const subtract = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator);

export const multiply = (...factors: Ratio[]): Ratio =>
  factors.reduce((product, factor) => ratio(product.numerator * factor.numerator, product.denominator * factor.denominator), exactly(1));

export const divide = (a: Ratio, b: Ratio): Ratio => ratio(a.numerator * b.denominator, a.denominator * b.numerator);

export const compare = (a: Ratio, b: Ratio): -1 | 0 | 1 => {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

export const larger = (a: Ratio, b: Ratio): Ratio => (compare(a, b) >= 0 ? a : b);

/** Round half away from zero to a whole number (of cents, wherever it is used). */
export const roundToInteger = (value: Ratio): number => {
  const { numerator, denominator } = value;
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = absolute(numerator % denominator);
  const awayFromZero = 2n * remainder >= denominator ? (numerator < 0n ? -1n : 1n) : 0n;
  return Number(quotient + awayFromZero);
};

/** For display only (the nearest double); never feed the result back into a price. */
export const toNumber = (value: Ratio): number => Number(value.numerator) / Number(value.denominator);

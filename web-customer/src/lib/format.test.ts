import { describe, expect, it } from 'vitest';
import {
  formatDimensions,
  formatEuros,
  formatEurosFromCents,
  formatInteger,
  formatKilograms,
  formatKilogramsFromGrams,
  formatNumber,
  formatPriceFromCents,
} from './format';

/** What `Intl` writes for fr-FR: the formatters above must write the same text without asking it. */
const intl = {
  euros: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
  wholeEuros: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
  kilograms: new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 }),
  number: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }),
  integer: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }),
};

/** A repeatable sequence of pseudo-random numbers in [0, 1). */
const randomFrom = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('French formatting', () => {
  it('writes amounts, weights and numbers as Intl does for fr-FR, rounding ties up as it does, however large or small', () => {
    const chosen = [0, -0, 1, -1, 0.005, -0.001, 1.005, 2.675, 999.995, 1000, 12.5, 1234567.891, 0.0004, 0.0005, 99999.999, 1e-7, -1.5e-7, 5e-324, 1e14, 1e16, 123e18, 1.2345e21, Number.MAX_VALUE, Number.NaN, Infinity, -Infinity];
    const random = randomFrom(7);
    const drawn = Array.from({ length: 3000 }, (_, index) => {
      const size = 10 ** Math.floor(random() * 9);
      const value = Math.round(random() * size * 10_000) / 10 ** Math.floor(random() * 5);
      return index % 3 === 0 ? -value : value;
    });
    for (const value of [...chosen, ...drawn]) {
      expect(formatEuros(value), String(value)).toBe(intl.euros.format(value));
      expect(formatKilograms(value), String(value)).toBe(intl.kilograms.format(value));
      expect(formatNumber(value), String(value)).toBe(intl.number.format(value));
      expect(formatInteger(value), String(value)).toBe(intl.integer.format(value));
    }
  });

  it('writes cents and grams as euros and kilograms: cents shown in running text only when there are some', () => {
    const random = randomFrom(11);
    for (const cents of [0, 5, 250, 2000, 1999, 123_456_700, ...Array.from({ length: 500 }, () => Math.round(random() * 1e8))]) {
      expect(formatEurosFromCents(cents)).toBe(intl.euros.format(cents / 100));
      expect(formatPriceFromCents(cents)).toBe(cents % 100 === 0 ? intl.wholeEuros.format(cents / 100) : intl.euros.format(cents / 100));
      expect(formatKilogramsFromGrams(cents)).toBe(intl.kilograms.format(cents / 1000));
    }
    expect(formatPriceFromCents(2000)).toBe('20\u00a0€');
    expect(formatPriceFromCents(250)).toBe('2,50\u00a0€');
    expect(formatEurosFromCents(123_456_750)).toBe('1\u202f234\u202f567,50\u00a0€');
  });

  it('writes dimensions in centimetres, or nothing when none is known', () => {
    expect(formatDimensions(30, 20.5, 10)).toBe('30 × 20,5 × 10 cm');
    expect(formatDimensions(0, 0, 0)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatInteger, formatPriceFromCents } from './home-format';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('home page formatting', () => {
  it('drops the cents of whole prices only', () => {
    expect(spaces(formatPriceFromCents(0))).toBe('0 €');
    expect(spaces(formatPriceFromCents(2000))).toBe('20 €');
    expect(spaces(formatPriceFromCents(250))).toBe('2,50 €');
    expect(spaces(formatPriceFromCents(1999))).toBe('19,99 €');
  });

  it('groups thousands the French way', () => {
    expect(spaces(formatInteger(10000))).toBe('10 000');
  });
});

import { describe, expect, it } from 'vitest';
import { amountEurosSchema, centsOfEuros, exactEurosToCents, InexactAmountError, tooManyDecimalsMessage } from './money';

describe('amounts in euros typed by people', () => {
  it('convert to cents exactly, whatever the float writing of the product (0.29 × 100 is 28.999…)', () => {
    expect(centsOfEuros(0.29)).toBe(29);
    expect(centsOfEuros(13.5)).toBe(1350);
    expect(centsOfEuros(1.1)).toBe(110);
    expect(centsOfEuros(4.35)).toBe(435);
    expect(centsOfEuros(999_999.99)).toBe(99_999_999);
    expect(centsOfEuros(0)).toBe(0);
  });

  it('refuse more than two decimals instead of rounding them', () => {
    expect(centsOfEuros(13.501)).toBeNull();
    expect(centsOfEuros(1.005)).toBeNull();
    expect(centsOfEuros(1e-7)).toBeNull();
    expect(() => exactEurosToCents(1.005)).toThrow(InexactAmountError);
    const schema = amountEurosSchema({ required: 'Montant obligatoire', max: 10_000, tooHigh: 'Trop élevé' });
    expect(schema.safeParse(13.501).error?.issues[0]?.message).toBe(tooManyDecimalsMessage);
    expect(schema.safeParse(1.005).error?.issues[0]?.message).toBe('Le montant ne peut pas avoir plus de deux décimales');
    expect(schema.parse(13.5)).toBe(13.5);
  });
});

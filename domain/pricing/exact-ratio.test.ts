import { describe, expect, it } from 'vitest';
import { add, exactly, multiply, roundToInteger, toNumber } from './exact-ratio';

describe('exact fractions', () => {
  it('read decimals as written, so 0.1 + 0.2 is 0.3', () => {
    expect(toNumber(add(exactly(0.1), exactly(0.2)))).toBe(0.3);
    expect(exactly(1.15)).toEqual({ numerator: 23n, denominator: 20n });
    expect(exactly(1e-7)).toEqual({ numerator: 1n, denominator: 10_000_000n });
    expect(exactly(1.5e21)).toEqual({ numerator: 1_500_000_000_000_000_000_000n, denominator: 1n });
  });

  it('round half away from zero', () => {
    expect(roundToInteger(multiply(exactly(850), exactly(1.15)))).toBe(978);
    expect(roundToInteger(exactly(2.4999))).toBe(2);
    expect(roundToInteger(exactly(-2.5))).toBe(-3);
    expect(roundToInteger(exactly(-2.4))).toBe(-2);
  });

  it('refuse numbers that are not finite', () => {
    expect(() => exactly(Number.NaN)).toThrow(RangeError);
    expect(() => exactly(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

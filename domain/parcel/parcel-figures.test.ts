import { describe, expect, it } from 'vitest';
import { declaredBoxOf, declaredWeightOf, knownBoxOf, knownWeightOf, measuredBoxOf } from './parcel-figures';

const declared = { declaredWeightGrams: 1500, declaredLengthCm: 30, declaredWidthCm: 20, declaredHeightCm: 10, weightGrams: null, lengthCm: null, widthCm: null, heightCm: null };
/** A parcel first seen at the warehouse: no declaration, measured weight, no dimensions typed. */
const registered = { declaredWeightGrams: 0, declaredLengthCm: 0, declaredWidthCm: 0, declaredHeightCm: 0, weightGrams: 1350, lengthCm: 0, widthCm: 0, heightCm: 0 };

describe("a parcel's known figures", () => {
  it('a declared parcel: its declared figures until the warehouse measures it', () => {
    expect(knownWeightOf(declared)).toBe(1500);
    expect(knownBoxOf(declared)).toEqual({ lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect(knownWeightOf({ ...declared, weightGrams: 1620, lengthCm: 31, widthCm: 21, heightCm: 11 })).toBe(1620);
    expect(knownBoxOf({ ...declared, weightGrams: 1620, lengthCm: 31, widthCm: 21, heightCm: 11 })).toEqual({ lengthCm: 31, widthCm: 21, heightCm: 11 });
  });

  it('a parcel recorded without a declaration: no declared weight nor box, only its measured weight', () => {
    expect(declaredWeightOf(registered)).toBeNull();
    expect(declaredBoxOf(registered)).toBeNull();
    expect(measuredBoxOf(registered)).toBeNull();
    expect(knownWeightOf(registered)).toBe(1350);
    expect(knownBoxOf(registered)).toBeNull();
  });
});

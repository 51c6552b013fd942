import { describe, expect, it } from 'vitest';
import { parseReception, validateReception } from './receive-parcel-form';

describe('reception form rules', () => {
  it('requires a weight above 0, with the French messages of the shared schema', () => {
    expect(validateReception({ weightKg: null, lengthCm: null, widthCm: null, heightCm: null })).toEqual({
      weightKg: 'Le poids est obligatoire',
    });
    expect(validateReception({ weightKg: 0 })).toEqual({
      weightKg: 'Le poids est obligatoire et doit être supérieur à 0',
    });
  });

  it('refuses negative dimensions', () => {
    expect(validateReception({ weightKg: 2, lengthCm: -1 })).toEqual({
      lengthCm: expect.stringMatching(/^La longueur ne peut pas être négati/),
    });
  });

  it('sends empty dimensions as 0 and ignores the other form values', () => {
    expect(parseReception({ weightKg: 1.5, lengthCm: null, widthCm: 12, heightCm: '', id: 'p1' })).toEqual({
      success: true,
      data: { weightKg: 1.5, lengthCm: 0, widthCm: 12, heightCm: 0 },
    });
  });
});

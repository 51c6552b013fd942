import { describe, expect, it } from 'vitest';
import {
  parcelAndWeightRequiredMessage,
  returnChargeableKg,
  returnCostOf,
  returnReferenceOf,
  returnRequestInputSchema,
  returnWeightStepMessage,
  tooManyReturnPhotosMessage,
  weightForCostMessage,
} from './return-input';

const messagesOf = (input: unknown) => {
  const parsed = returnRequestInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the return request form', () => {
  it('defaults to remboursement, defectueux and normal, without dimensions or photos', () => {
    expect(returnRequestInputSchema.parse({ parcelId: 'p1', weightKg: 1.5 })).toEqual({
      parcelId: 'p1',
      type: 'remboursement',
      reason: 'defectueux',
      urgency: 'normal',
      description: '',
      weightKg: 1.5,
      lengthCm: null,
      widthCm: null,
      heightCm: null,
      photoUploadIds: [],
    });
  });

  it('asks for the parcel and the weight, then a weight above zero, in 0.1 kg steps', () => {
    expect(messagesOf({ weightKg: 1 })).toEqual([parcelAndWeightRequiredMessage]);
    expect(messagesOf({ parcelId: 'p1' })).toEqual([parcelAndWeightRequiredMessage]);
    expect(messagesOf({ parcelId: 'p1', weightKg: 0 })).toContain(weightForCostMessage);
    expect(messagesOf({ parcelId: 'p1', weightKg: 1.25 })).toEqual([returnWeightStepMessage]);
    expect(messagesOf({ parcelId: 'p1', weightKg: 1.3 })).toEqual([]);
  });

  it('keeps the description to 500 characters, the photos to 5, the dimensions at or above 0', () => {
    expect(messagesOf({ parcelId: 'p1', weightKg: 1, description: 'x'.repeat(500) })).toEqual([]);
    expect(messagesOf({ parcelId: 'p1', weightKg: 1, description: 'x'.repeat(501) })).toEqual(['La description ne peut pas dépasser 500 caractères']);
    const ids = Array.from({ length: 6 }, (_, index) => `00000000-0000-4000-8000-00000000000${index}`);
    expect(messagesOf({ parcelId: 'p1', weightKg: 1, photoUploadIds: ids })).toEqual([tooManyReturnPhotosMessage]);
    expect(messagesOf({ parcelId: 'p1', weightKg: 1, lengthCm: -1 })).toEqual(['La longueur ne peut pas être négative']);
  });
});

describe('the cost of a return (spec 2, section 9), at its boundaries', () => {
  const cost = (weightKg: number, urgency: 'faible' | 'normal' | 'urgent' | 'critique' = 'normal', dims: [number, number, number] | null = null) =>
    returnCostOf({ weightKg, urgency, lengthCm: dims?.[0] ?? null, widthCm: dims?.[1] ?? null, heightCm: dims?.[2] ?? null });

  it('charges each band up to and including its limit', () => {
    expect([cost(0.1), cost(1), cost(1.1), cost(5), cost(5.1), cost(10), cost(10.1)]).toEqual([850, 850, 1250, 1250, 1850, 1850, 2525]);
  });

  it('multiplies by the urgency, rounded once to the cent', () => {
    expect([cost(1, 'faible'), cost(1, 'urgent'), cost(1, 'critique'), cost(10.1, 'urgent')]).toEqual([680, 1105, 1360, 3283]);
  });

  it('uses the volumetric weight only when all three dimensions are given and it is larger', () => {
    expect(returnChargeableKg({ weightKg: 1, lengthCm: 50, widthCm: 10, heightCm: 10 })).toBe(1);
    expect(returnChargeableKg({ weightKg: 1, lengthCm: 50, widthCm: 10, heightCm: 10.2 })).toBeCloseTo(1.02, 10);
    expect(cost(1, 'normal', [50, 10, 10.2])).toBe(1250);
    expect(returnChargeableKg({ weightKg: 1, lengthCm: 100, widthCm: 100, heightCm: null })).toBe(1);
  });

  it('names the request RET- and its time', () => {
    expect(returnReferenceOf(new Date('2026-11-26T10:00:00Z'))).toBe('RET-1795687200000');
  });
});

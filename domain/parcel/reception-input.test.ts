import { describe, expect, it } from 'vitest';
import { territories } from '../../events/territories';
import { recordReceptionInputSchema } from './reception-input';

const valid = { customerId: 'c1', carrier: 'DHL', trackingNumber: ' 6A123 ', weightKg: 1.2, destination: 'guadeloupe' };
const messageFor = (input: Record<string, unknown>, field: string) => {
  const parsed = recordReceptionInputSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('the reception form (spec 3, section 5)', () => {
  it('accepts the least a reception needs; empty numbers become 0 and texts empty', () => {
    expect(recordReceptionInputSchema.parse({ ...valid, lengthCm: null, declaredValueEuros: null })).toEqual({
      ...valid,
      trackingNumber: '6A123',
      lengthCm: 0,
      widthCm: 0,
      heightCm: 0,
      declaredValueEuros: 0,
      description: '',
      instructions: '',
    });
  });

  it('offers the six destinations', () => {
    for (const destination of territories) expect(recordReceptionInputSchema.safeParse({ ...valid, destination }).success).toBe(true);
  });

  it.each([
    ['customerId', { customerId: undefined }, 'Veuillez sélectionner un client'],
    ['customerId', { customerId: '' }, 'Veuillez sélectionner un client'],
    ['trackingNumber', { trackingNumber: '  ' }, 'Le numéro de suivi est obligatoire'],
    ['trackingNumber', { trackingNumber: undefined }, 'Le numéro de suivi est obligatoire'],
    ['weightKg', { weightKg: undefined }, 'Le poids est obligatoire et doit être supérieur à 0'],
    ['weightKg', { weightKg: 0 }, 'Le poids est obligatoire et doit être supérieur à 0'],
    ['weightKg', { weightKg: -2 }, 'Le poids est obligatoire et doit être supérieur à 0'],
    ['destination', { destination: undefined }, 'La destination est obligatoire'],
    ['destination', { destination: 'oregon' }, 'La destination est obligatoire'],
    ['heightCm', { heightCm: -1 }, 'La hauteur ne peut pas être négative'],
    ['declaredValueEuros', { declaredValueEuros: -0.01 }, 'La valeur ne peut pas être négative'],
    ['description', { description: 'é'.repeat(501) }, 'La description ne peut pas dépasser 500 caractères'],
    ['instructions', { instructions: 'x'.repeat(501) }, 'Les instructions ne peuvent pas dépasser 500 caractères'],
  ])('%s: %j is refused with "%s"', (field, change, message) => {
    expect(messageFor({ ...valid, ...change }, field)).toBe(message);
  });

  it('takes 500 characters exactly', () => {
    expect(recordReceptionInputSchema.safeParse({ ...valid, description: 'x'.repeat(500), instructions: 'y'.repeat(500) }).success).toBe(true);
  });
});

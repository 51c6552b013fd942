import { describe, expect, it } from 'vitest';
import {
  calculatorErrors,
  calculatorFieldError,
  calculatorGeneralErrorMessage,
  calculatorInputSchema,
  calculatorNoRateMessage,
  hasMissingCalculatorField,
} from './calculator-input';

const valid = { destination: 'reunion', weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };

describe('calculator form validation', () => {
  it('accepts a complete form, with or without a declared value', () => {
    expect(calculatorErrors(valid)).toEqual([]);
    expect(calculatorErrors({ ...valid, declaredValueEuros: 0 })).toEqual([]);
    expect(calculatorErrors({ ...valid, declaredValueEuros: '' })).toEqual([]);
    expect(calculatorInputSchema.parse({ ...valid, declaredValueEuros: 49.99 })).toEqual({ ...valid, declaredValueEuros: 49.99 });
  });

  it('lists every error of an empty form in the order destination, weight, length, width, height', () => {
    expect(calculatorErrors({})).toEqual([
      { field: 'destination', message: 'Veuillez sélectionner une destination' },
      { field: 'weightKg', message: 'Le poids doit être supérieur à 0 kg' },
      { field: 'lengthCm', message: 'La longueur est obligatoire et doit être supérieure à 0' },
      { field: 'widthCm', message: 'La largeur est obligatoire et doit être supérieure à 0' },
      { field: 'heightCm', message: 'La hauteur est obligatoire et doit être supérieure à 0' },
    ]);
  });

  it('keeps the order whatever order the fields arrive in, declared value last', () => {
    const values = { declaredValueEuros: -5, heightCm: 0, widthCm: '', lengthCm: -2, weightKg: 31, destination: '' };
    expect(calculatorErrors(values)).toEqual([
      { field: 'destination', message: 'Veuillez sélectionner une destination' },
      { field: 'weightKg', message: 'Le poids maximum autorisé est de 30 kg' },
      { field: 'lengthCm', message: 'La longueur est obligatoire et doit être supérieure à 0' },
      { field: 'widthCm', message: 'La largeur est obligatoire et doit être supérieure à 0' },
      { field: 'heightCm', message: 'La hauteur est obligatoire et doit être supérieure à 0' },
      { field: 'declaredValueEuros', message: 'La valeur déclarée ne peut pas être négative' },
    ]);
  });

  it('offers only the six destinations', () => {
    expect(calculatorErrors({ ...valid, destination: 'mayotte' })).toEqual([]);
    expect(calculatorErrors({ ...valid, destination: 'maroc' })).toEqual([]);
    expect(calculatorErrors({ ...valid, destination: 'corse' })).toEqual([{ field: 'destination', message: 'Veuillez sélectionner une destination' }]);
  });

  it('wants a weight above 0 and at most 30 kg', () => {
    expect(calculatorFieldError({ ...valid, weightKg: 0 }, 'weightKg')).toBe('Le poids doit être supérieur à 0 kg');
    expect(calculatorFieldError({ ...valid, weightKg: -1 }, 'weightKg')).toBe('Le poids doit être supérieur à 0 kg');
    expect(calculatorFieldError({ ...valid, weightKg: 'lourd' }, 'weightKg')).toBe('Le poids doit être supérieur à 0 kg');
    expect(calculatorFieldError({ ...valid, weightKg: 30.1 }, 'weightKg')).toBe('Le poids maximum autorisé est de 30 kg');
    expect(calculatorFieldError({ ...valid, weightKg: 30 }, 'weightKg')).toBeUndefined();
    expect(calculatorFieldError({ ...valid, weightKg: 0.1 }, 'weightKg')).toBeUndefined();
  });

  it('wants each dimension above 0', () => {
    expect(calculatorErrors({ ...valid, lengthCm: 0 })).toEqual([{ field: 'lengthCm', message: 'La longueur est obligatoire et doit être supérieure à 0' }]);
    expect(calculatorErrors({ ...valid, widthCm: undefined })).toEqual([{ field: 'widthCm', message: 'La largeur est obligatoire et doit être supérieure à 0' }]);
    expect(calculatorErrors({ ...valid, heightCm: null })).toEqual([{ field: 'heightCm', message: 'La hauteur est obligatoire et doit être supérieure à 0' }]);
  });

  it('refuses a negative declared value', () => {
    expect(calculatorErrors({ ...valid, declaredValueEuros: -0.01 })).toEqual([
      { field: 'declaredValueEuros', message: 'La valeur déclarée ne peut pas être négative' },
    ]);
  });

  it('reads typed text, with a decimal comma', () => {
    expect(calculatorInputSchema.parse({ destination: 'maroc', weightKg: '2,5', lengthCm: ' 30 ', widthCm: '20.5', heightCm: '10', declaredValueEuros: '' })).toEqual({
      destination: 'maroc',
      weightKg: 2.5,
      lengthCm: 30,
      widthCm: 20.5,
      heightCm: 10,
      declaredValueEuros: undefined,
    });
  });

  it('clears a field error as soon as the value typed is valid', () => {
    expect(calculatorFieldError({ ...valid, lengthCm: 0 }, 'lengthCm')).toBe('La longueur est obligatoire et doit être supérieure à 0');
    expect(calculatorFieldError({ ...valid, lengthCm: 0.1 }, 'lengthCm')).toBeUndefined();
  });

  it('keeps the calculate button disabled while a required field is empty', () => {
    expect(hasMissingCalculatorField({})).toBe(true);
    expect(hasMissingCalculatorField({ ...valid, heightCm: '' })).toBe(true);
    expect(hasMissingCalculatorField({ ...valid, destination: '' })).toBe(true);
    expect(hasMissingCalculatorField(valid)).toBe(false);
    expect(hasMissingCalculatorField({ ...valid, declaredValueEuros: '' })).toBe(false);
  });

  it('has the general and no-rate messages of the spec', () => {
    expect(calculatorGeneralErrorMessage).toBe('Erreur lors du calcul des tarifs. Veuillez réessayer.');
    expect(calculatorNoRateMessage).toBe('Aucun tarif disponible pour cette destination et ce poids');
  });
});

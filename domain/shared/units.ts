/** Conversions at the edge of the domain: forms speak kg and euros, events speak grams and cents. */
export const kilogramsToGrams = (kilograms: number): number => Math.round(kilograms * 1000);
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
export const gramsToKilograms = (grams: number): number => grams / 1000;
export const centsToEuros = (cents: number): number => cents / 100;

/** Conversions at the edge of the domain: forms speak kg, events speak grams (euros to cents: `money.ts`, exact). */
export const kilogramsToGrams = (kilograms: number): number => Math.round(kilograms * 1000);
export const gramsToKilograms = (grams: number): number => grams / 1000;
export const centsToEuros = (cents: number): number => cents / 100;

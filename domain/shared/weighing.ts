import { kilogramsToGrams } from './units';

/**
 * The warehouse's scales weigh to 10 g: staff type a weight in kg with at most two decimals (1,35 kg).
 * The forms' input step and the schemas' check both come from here.
 */
export const weighingStepGrams = 10;
export const weighingStepKg = weighingStepGrams / 1000;
export const weighingStepMessage = 'Le poids se saisit à 10 g près : deux décimales au plus (par exemple 1,35 kg)';

/** Checked on the grams the event will keep, through the very conversion that stores them (1.355 kg is 1,355 g: refused). */
export const isWeighedToTheStep = (kilograms: number): boolean => kilogramsToGrams(kilograms) % weighingStepGrams === 0;

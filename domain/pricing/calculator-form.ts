import { maxWeightMessage } from './shipping-price';

/**
 * What the calculator's form shows before any check: its fields, labels, limits and messages. Apart
 * from the zod schema (`calculator-input.ts`) so that the public page renders without zod and loads
 * the validation when the visitor starts typing; the messages stay here, in one place.
 */

/** The calculator's messages, word for word (spec 1, sections 5 and 8). */
export const calculatorMessages = {
  destinationRequired: 'Veuillez sélectionner une destination',
  weightMustBePositive: 'Le poids doit être supérieur à 0 kg',
  weightTooHigh: maxWeightMessage,
  lengthRequired: 'La longueur est obligatoire et doit être supérieure à 0',
  widthRequired: 'La largeur est obligatoire et doit être supérieure à 0',
  heightRequired: 'La hauteur est obligatoire et doit être supérieure à 0',
  declaredValueNegative: 'La valeur déclarée ne peut pas être négative',
  // Not in the spec: a typed value that is not a number (only possible outside a number input).
  declaredValueNotANumber: 'La valeur déclarée doit être un nombre',
} as const;

/** Shown when computing fails for an unexpected reason (spec 1, section 8). */
export const calculatorGeneralErrorMessage = 'Erreur lors du calcul des tarifs. Veuillez réessayer.';
/** Shown when no service can price the parcel (spec 1, section 8), followed by the invitation. */
export const calculatorNoRateMessage = 'Aucun tarif disponible pour cette destination et ce poids';
// The spec asks for an invitation to ask for a custom quote but does not give its words.
export const calculatorCustomQuoteInvitation = 'Contactez-nous pour obtenir un devis personnalisé.';

/** Form limits of the inputs (spec 1, section 5): the page puts them on its number fields. */
export const calculatorInputLimits = {
  weightKg: { min: 0.1, step: 0.1, max: 30 },
  dimensionCm: { min: 0.1 },
  declaredValueEuros: { min: 0, step: 0.01 },
} as const;

/** Form fields arrive as numbers or as typed text; an empty field is a missing one. A decimal comma is accepted. */
export const fromFormField = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  const parsed = Number(text.replace(',', '.'));
  return Number.isNaN(parsed) ? value : parsed;
};

export const calculatorFields = ['destination', 'weightKg', 'lengthCm', 'widthCm', 'heightCm', 'declaredValueEuros'] as const;
export type CalculatorField = (typeof calculatorFields)[number];
/** The form's field labels (spec 1, section 4), which the messages above speak of. */
export const calculatorFieldLabels: Readonly<Record<CalculatorField, string>> = {
  destination: 'Destination',
  weightKg: 'Poids (kg)',
  lengthCm: 'Longueur (cm)',
  widthCm: 'Largeur (cm)',
  heightCm: 'Hauteur (cm)',
  declaredValueEuros: 'Valeur déclarée (€)',
};

export type CalculatorFieldError = { field: CalculatorField; message: string };

/** What the form holds while the customer types. */
export type CalculatorFormValues = Partial<Record<CalculatorField, unknown>>;

/** The calculate button stays disabled while a required field (all but the declared value) is empty. */
export const hasMissingCalculatorField = (values: CalculatorFormValues): boolean =>
  calculatorFields
    .filter((field) => field !== 'declaredValueEuros')
    .some((field) => fromFormField(values[field]) === undefined);

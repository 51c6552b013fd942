import * as z from 'zod';
import { territories } from '../../events/customer-events';
import { maxWeightMessage } from './shipping-price';

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
const fromFormField = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  const parsed = Number(text.replace(',', '.'));
  return Number.isNaN(parsed) ? value : parsed;
};

const positiveNumber = (message: string) => z.preprocess(fromFormField, z.number({ error: message }).gt(0, message));

/** Keys in the spec's validation order: destination, weight, length, width, height, declared value. */
export const calculatorInputSchema = z.object({
  destination: z.enum(territories, { error: calculatorMessages.destinationRequired }),
  weightKg: z.preprocess(
    fromFormField,
    z
      .number({ error: calculatorMessages.weightMustBePositive })
      .gt(0, calculatorMessages.weightMustBePositive)
      .max(30, calculatorMessages.weightTooHigh),
  ),
  lengthCm: positiveNumber(calculatorMessages.lengthRequired),
  widthCm: positiveNumber(calculatorMessages.widthRequired),
  heightCm: positiveNumber(calculatorMessages.heightRequired),
  declaredValueEuros: z.preprocess(
    fromFormField,
    z.number({ error: calculatorMessages.declaredValueNotANumber }).min(0, calculatorMessages.declaredValueNegative).optional(),
  ),
});
export type CalculatorInput = z.infer<typeof calculatorInputSchema>;

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

/** One error per field, in the spec's order, for the page to show. Empty when the form is valid. */
export const calculatorErrors = (values: CalculatorFormValues): CalculatorFieldError[] => {
  const result = calculatorInputSchema.safeParse(values);
  if (result.success) return [];
  return calculatorFields.flatMap((field) => {
    const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
    return issue ? [{ field, message: issue.message }] : [];
  });
};

/** The error of one field, so it clears as soon as the customer types a valid value. */
export const calculatorFieldError = (values: CalculatorFormValues, field: CalculatorField): string | undefined =>
  calculatorErrors(values).find((error) => error.field === field)?.message;

/** The calculate button stays disabled while a required field (all but the declared value) is empty. */
export const hasMissingCalculatorField = (values: CalculatorFormValues): boolean =>
  calculatorFields
    .filter((field) => field !== 'declaredValueEuros')
    .some((field) => fromFormField(values[field]) === undefined);

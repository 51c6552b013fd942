import * as z from 'zod';
import { territories } from '../../events/territories';
import { calculatorFields, calculatorMessages, fromFormField, type CalculatorFieldError, type CalculatorField, type CalculatorFormValues } from './calculator-form';

export * from './calculator-form';

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

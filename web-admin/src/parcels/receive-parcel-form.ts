import type { FieldValues } from 'react-hook-form';
import { receiveParcelInputSchema, type ReceiveParcelInput } from '../../../domain/parcel/parcel-input';

import { fieldErrorsOf, type FieldErrors } from '../lib/field-errors';

export type { FieldErrors };

const measurementFields = ['weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;

/** react-admin's NumberInput gives `null` for an empty field; the shared schema expects the key to be absent. */
const measurementsFrom = (values: FieldValues): Record<string, unknown> =>
  Object.fromEntries(
    measurementFields.flatMap((field) => {
      const value: unknown = values[field];
      return value === null || value === undefined || value === '' ? [] : [[field, value]];
    }),
  );

/** The same rules (and French messages) as the API, from the domain's schema. */
export const parseReception = (
  values: FieldValues,
): { success: true; data: ReceiveParcelInput } | { success: false; errors: FieldErrors } => {
  const parsed = receiveParcelInputSchema.safeParse(measurementsFrom(values));
  return parsed.success ? { success: true, data: parsed.data } : { success: false, errors: fieldErrorsOf(parsed.error) };
};

/** For react-admin's `<Form validate>`: an empty object means valid. */
export const validateReception = (values: FieldValues): FieldErrors => {
  const result = parseReception(values);
  return result.success ? {} : result.errors;
};

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the API's per-field messages (problem+json `errors`) under the form's fields; returns the
 * messages of fields the form does not have, for the screen to show in its alert.
 */
export const applyFieldErrors = <Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): string[] => {
  if (!isApiError(error)) return [];
  const others: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const known = fields.find((candidate) => candidate === field);
    if (known) setError(known, { type: 'server', message }, { shouldFocus: true });
    else others.push(message);
  }
  return others;
};

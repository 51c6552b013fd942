import type { z } from 'zod';

/** react-admin's per-field errors: the first message of each field. */
export type FieldErrors = Record<string, string>;

export const fieldErrorsOf = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= issue.message;
  }
  return errors;
};

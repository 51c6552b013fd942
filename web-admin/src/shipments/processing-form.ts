import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { processingMessages, processShipmentInputSchema, type ProcessShipmentInput } from '../../../domain/shipment/shipment-input';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';

/** The processing panel (spec 3, section 2.6): where the box goes and how fast start as the customer asked. */
export const processingFormValues = (shipment: AdminShipmentView): FieldValues => ({
  weightKg: null,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  destination: shipment.address.destination,
  service: shipment.service,
  extraFees: [],
  notes: '',
});

/** Per-field errors in the nested shape react-hook-form shows (`extraFees.0.label` under that row's input). */
export type NestedErrors = { [field: string]: string | NestedErrors | NestedErrors[] };

const nestedErrorsOf = (error: z.ZodError): NestedErrors => {
  const errors: NestedErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    let node: NestedErrors = errors;
    path.slice(0, -1).forEach((key) => {
      const next = node[key];
      if (typeof next === 'object' && !Array.isArray(next)) node = next;
      else {
        const created: NestedErrors = {};
        node[key] = created;
        node = created;
      }
    });
    const last = path.at(-1) ?? 'root';
    node[last] ??= issue.message;
  }
  return errors;
};

export type ParsedProcessing = { success: true; data: ProcessShipmentInput } | { success: false; errors: NestedErrors; message: string };

/**
 * The panel's values checked by the API's own schema (same messages). The alert says the spec's
 * "Veuillez remplir tous les champs obligatoires" when something required is missing, else the first problem.
 */
export const parseProcessing = (values: FieldValues): ParsedProcessing => {
  const parsed = processShipmentInputSchema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const messages = parsed.error.issues.map((issue) => issue.message);
  const message = messages.includes(processingMessages.required) ? processingMessages.required : (messages[0] ?? processingMessages.failed);
  return { success: false, errors: nestedErrorsOf(parsed.error), message };
};

const costFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The spec's success message, its cost as "0,00" (the total of the quote issued). */
export const processedMessage = (totalCents: number): string => processingMessages.success(costFormat.format(totalCents / 100));

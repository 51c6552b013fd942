import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { createLabelInputSchema, recordPaymentInputSchema, replaceLabelInputSchema, waivePaymentInputSchema } from '../../../domain/shipment/shipment-input';
import { fieldErrorsOf, type FieldErrors } from '../lib/field-errors';

type Parsed<Output> = { success: true; data: Output } | { success: false; errors: FieldErrors };

const parseWith = <Schema extends z.ZodType>(schema: Schema, values: FieldValues): Parsed<z.infer<Schema>> => {
  const parsed = schema.safeParse(values);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, errors: fieldErrorsOf(parsed.error) };
};

/** A bank transfer received: the API's schema and messages; the method is the API's default (bank transfer). */
export const parsePayment = (values: FieldValues) => {
  const parsed = parseWith(recordPaymentInputSchema, { reference: values.reference, amountEuros: values.amountEuros });
  return parsed.success ? { success: true as const, data: { reference: parsed.data.reference, amountEuros: parsed.data.amountEuros } } : parsed;
};

export const parseWaiver = (values: FieldValues) => parseWith(waivePaymentInputSchema, { reason: values.reason });

export const parseLabel = (values: FieldValues) => parseWith(createLabelInputSchema, { carrier: values.carrier, trackingNumber: values.trackingNumber });

export const parseLabelReplacement = (values: FieldValues) =>
  parseWith(replaceLabelInputSchema, { carrier: values.carrier, trackingNumber: values.trackingNumber, reason: values.reason });

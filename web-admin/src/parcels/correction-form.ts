import type { FieldValues } from 'react-hook-form';
import { correctParcelInputSchema, type CorrectParcelInput } from '../../../domain/parcel/correction-input';
import { centsToEuros, gramsToKilograms } from '../../../domain/shared/units';
import { fieldErrorsOf, type FieldErrors } from '../lib/field-errors';
import type { AdminParcel } from './parcel-schema';

/** The edit form of a parcel, filled with what it holds now; the reason is the person's to write. */
export const correctionFormValues = (parcel: AdminParcel): FieldValues => ({
  carrier: parcel.carrier,
  category: parcel.category,
  description: parcel.description,
  declaredValueEuros: centsToEuros(parcel.declaredValueCents),
  instructions: parcel.instructions,
  // a correction starts from the recorded status (a parcel a return holds is shown « En retour »)
  status: parcel.recordedStatus ?? parcel.status,
  weightKg: parcel.weightGrams === null ? null : gramsToKilograms(parcel.weightGrams),
  lengthCm: parcel.lengthCm,
  widthCm: parcel.widthCm,
  heightCm: parcel.heightCm,
  reason: '',
});

/** react-admin's NumberInput gives `null` for an empty field: an empty declared value is 0, as in the declaration. */
export const parseCorrection = (values: FieldValues): { success: true; data: CorrectParcelInput } | { success: false; errors: FieldErrors } => {
  const declaredValue: unknown = values.declaredValueEuros;
  const parsed = correctParcelInputSchema.safeParse({
    ...values,
    declaredValueEuros: declaredValue === null || declaredValue === '' ? 0 : declaredValue,
  });
  return parsed.success ? { success: true, data: parsed.data } : { success: false, errors: fieldErrorsOf(parsed.error) };
};

export const validateCorrection = (values: FieldValues): FieldErrors => {
  const result = parseCorrection(values);
  return result.success ? {} : result.errors;
};

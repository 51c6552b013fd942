import type { FieldValues } from 'react-hook-form';
import { photoLimits } from '../../../domain/parcel/parcel-photos';
import { receptionMessages, recordReceptionInputSchema, type RecordReceptionInput } from '../../../domain/parcel/reception-input';

export type FieldErrors = Record<string, string>;

/** At most 5 photos on the reception form (spec 3, section 5). */
export const maxReceptionPhotos = 5;

/** react-admin gives `null` or '' for an empty field: the shared schema reads an absent key as "not given". */
const present = (values: FieldValues): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined && value !== ''));

/** The API's rules and French messages, from the domain's one schema. */
export const parseReceptionForm = (values: FieldValues): { success: true; data: RecordReceptionInput } | { success: false; errors: FieldErrors } => {
  const parsed = recordReceptionInputSchema.safeParse(present(values));
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
  return { success: false, errors };
};

/** For react-admin's `<Form validate>`: an empty object means valid. */
export const validateReceptionForm = (values: FieldValues): FieldErrors => {
  const parsed = parseReceptionForm(values);
  return parsed.success ? {} : parsed.errors;
};

export type PhotoChoice = { files: File[]; refused: { name: string; reason: string }[]; error: string | null };

/** The files picked, kept when they are images under 10 MB; a sixth is refused with the spec's message. */
export const choosePhotos = (already: readonly File[], picked: readonly File[]): PhotoChoice => {
  const refused: PhotoChoice['refused'] = [];
  const files = [...already];
  let error: string | null = null;
  for (const file of picked) {
    if (!file.type.startsWith('image/')) refused.push({ name: file.name, reason: 'Veuillez sélectionner une image' });
    else if (file.size > photoLimits.admin.maxBytes) refused.push({ name: file.name, reason: photoLimits.admin.tooLargeMessage });
    else if (files.length >= maxReceptionPhotos) error = receptionMessages.tooManyPhotos;
    else files.push(file);
  }
  return { files, refused, error };
};

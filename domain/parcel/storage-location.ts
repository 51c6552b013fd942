import * as z from 'zod';

/**
 * Where a parcel is shelved: aisle letter, shelf and level, `A-01-03` (DECISIONS, "Parcels"). Typed or
 * scanned from the shelf's label, so case, spaces and a missing zero are forgiven: "a 1 3" is `A-01-03`.
 */
export const storageLocationMessages = {
  required: 'Veuillez indiquer un emplacement',
  invalid: 'Emplacement invalide : utilisez le format A-01-03 (allée, étagère, niveau)',
} as const;

const locationPattern = /^([A-Z])[\s-]*(\d{1,2})[\s-]+(\d{1,2})$/;

/** The location in its one written form, or null when the text is not a location. */
export const normalizedStorageLocation = (text: string): string | null => {
  const match = locationPattern.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, aisle, shelf, level] = match;
  if (aisle === undefined || shelf === undefined || level === undefined) return null;
  if (Number(shelf) === 0 || Number(level) === 0) return null;
  return `${aisle}-${shelf.padStart(2, '0')}-${level.padStart(2, '0')}`;
};

export const storageLocationSchema = z
  .string({ error: storageLocationMessages.required })
  .trim()
  .min(1, storageLocationMessages.required)
  .max(20, storageLocationMessages.invalid)
  .transform((text, context) => {
    const location = normalizedStorageLocation(text);
    if (location === null) {
      context.addIssue({ code: 'custom', message: storageLocationMessages.invalid });
      return z.NEVER;
    }
    return location;
  });

/** The most parcels one request puts away (the list's page). */
export const maxParcelsPutAwayAtOnce = 50;

export const putAwayInputSchema = z.strictObject({ location: storageLocationSchema });
export type PutAwayInput = z.infer<typeof putAwayInputSchema>;

export const bulkPutAwayInputSchema = z.strictObject({
  location: storageLocationSchema,
  parcelIds: z
    .array(z.string().regex(/^[\w-]{1,64}$/, 'Identifiant de colis invalide'), { error: 'Veuillez choisir au moins un colis' })
    .min(1, 'Veuillez choisir au moins un colis')
    .max(maxParcelsPutAwayAtOnce, `Vous ne pouvez ranger que ${maxParcelsPutAwayAtOnce} colis à la fois`),
});
export type BulkPutAwayInput = z.infer<typeof bulkPutAwayInputSchema>;

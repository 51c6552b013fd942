import * as z from 'zod';
import { notAnImageMessage, photoDescriptionSchema, photoUploadRequestSchema, type PhotoUploadRequest } from '@domain/parcel/parcel-photos';
import { trackingQuerySchema } from '@domain/parcel/parcel-timeline';

/**
 * The "Ajouter une photo" form (spec 2, sections 2.8, 5 and 8). The file is checked with the
 * domain's own upload schema, the one the server applies to the request: same types, same 5 MB,
 * same French messages. The messages below are the form's own: the API takes a parcel id, not a
 * tracking number, and the last two are spec 2 section 8's words for a failed sending.
 */
export const trackingNumberRequiredMessage = 'Numéro de suivi requis';
export const notSignedInMessage = 'Non authentifié';
export const uploadFailedMessage = 'Erreur lors du téléchargement';

export type PhotoFormValues = {
  /** one of the customer's parcels, chosen in the list ('' when none is chosen) */
  parcelId: string;
  /** or the parcel's tracking number, typed */
  trackingNumber: string;
  file: File | null;
  description: string;
};

export const emptyPhotoForm: PhotoFormValues = { parcelId: '', trackingNumber: '', file: null, description: '' };

export type PhotoFormField = keyof PhotoFormValues;

/** Which parcel: its id when chosen in the list, else the tracking number to look up. */
export type PhotoTarget = { kind: 'parcel'; parcelId: string } | { kind: 'tracking'; trackingNumber: string };

export type CheckedPhotoForm = { target: PhotoTarget; file: File; upload: PhotoUploadRequest };

type PhotoFormCheck = { ok: true; value: CheckedPhotoForm } | { ok: false; errors: Partial<Record<PhotoFormField, string>> };

const uploadRequestSchema = photoUploadRequestSchema('customer');

const targetSchema = z
  .object({ parcelId: z.string(), trackingNumber: z.string() })
  .transform(({ parcelId, trackingNumber }, context): PhotoTarget => {
    if (parcelId !== '') return { kind: 'parcel', parcelId };
    if (trackingNumber.trim() === '') {
      context.addIssue({ code: 'custom', message: trackingNumberRequiredMessage, path: ['trackingNumber'] });
      return z.NEVER;
    }
    const typed = trackingQuerySchema.safeParse({ trackingNumber });
    if (!typed.success) {
      context.addIssue({ code: 'custom', message: typed.error.issues[0]?.message ?? trackingNumberRequiredMessage, path: ['trackingNumber'] });
      return z.NEVER;
    }
    return { kind: 'tracking', trackingNumber: typed.data.trackingNumber };
  });

/** The file alone, as soon as it is picked: the preview is shown only for an acceptable image. */
export const checkPhotoFile = (file: File | null): string | undefined => {
  if (file === null) return notAnImageMessage;
  const checked = uploadRequestSchema.safeParse({ fileName: file.name, contentType: file.type, size: file.size, description: '' });
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

/** Every field, before sending; the messages are keyed by the form's fields. */
export const checkPhotoForm = (values: PhotoFormValues): PhotoFormCheck => {
  const errors: Partial<Record<PhotoFormField, string>> = {};
  const target = targetSchema.safeParse(values);
  if (!target.success) errors.trackingNumber = target.error.issues[0]?.message;
  const fileError = checkPhotoFile(values.file);
  if (fileError) errors.file = fileError;
  const description = photoDescriptionSchema.safeParse(values.description);
  if (!description.success) errors.description = description.error.issues[0]?.message;
  if (!target.success || !values.file || fileError || !description.success) return { ok: false, errors };
  const { file } = values;
  const upload = uploadRequestSchema.parse({ fileName: file.name, contentType: file.type, size: file.size, description: description.data });
  return { ok: true, value: { target: target.data, file, upload } };
};

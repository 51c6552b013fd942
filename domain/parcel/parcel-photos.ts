import * as z from 'zod';
import { photoContentTypes } from '../../events/parcel-terms';
import { notAnImageMessage } from '../shared/images';

/**
 * The rules of parcel photos (spec 2 sections 2.8 and 5, spec 3 section 5): images only, 5 MB for a
 * customer, 10 MB for staff, a description of 200 characters. The browser checks a file with the
 * same schema before sending it; the server checks the request, then the file itself once uploaded.
 */
const megabyte = 1024 * 1024;
export const photoLimits = {
  customer: { maxBytes: 5 * megabyte, tooLargeMessage: "L'image doit faire moins de 5MB" },
  admin: { maxBytes: 10 * megabyte, tooLargeMessage: "L'image doit faire moins de 10MB" },
} as const;
export type PhotoUploader = keyof typeof photoLimits;

export { notAnImageMessage };
export const photoDescriptionMaxLength = 200;
/** enough for a reception's photos and a customer's additions, small enough for the parcel's row */
export const maxPhotosPerParcel = 30;
export const tooManyPhotosMessage = `Ce colis a déjà ${maxPhotosPerParcel} photos : impossible d'en ajouter.`;
export const uploadNotFoundMessage = "Ce téléversement est introuvable ou a expiré : envoyez l'image à nouveau.";

export const photoDescriptionSchema = z
  .string({ error: 'La description doit être un texte' })
  .trim()
  .max(photoDescriptionMaxLength, `La description ne peut pas dépasser ${photoDescriptionMaxLength} caractères`)
  .default('');

export const photoUploadRequestSchema = (uploader: PhotoUploader) =>
  z.strictObject({
    fileName: z.string({ error: notAnImageMessage }).trim().min(1, notAnImageMessage).max(255, 'Le nom du fichier est trop long'),
    contentType: z.enum(photoContentTypes, { error: notAnImageMessage }),
    size: z
      .number({ error: 'La taille du fichier doit être un nombre' })
      .int('La taille du fichier doit être un nombre entier')
      .min(1, notAnImageMessage)
      .max(photoLimits[uploader].maxBytes, photoLimits[uploader].tooLargeMessage),
    description: photoDescriptionSchema,
  });
export type PhotoUploadRequest = z.infer<ReturnType<typeof photoUploadRequestSchema>>;

export const attachPhotoInputSchema = z.strictObject({
  uploadId: z.uuid({ error: uploadNotFoundMessage }),
});
export type AttachPhotoInput = z.infer<typeof attachPhotoInputSchema>;

/** What the API answers to an upload request: where and how the browser sends the file. */
export const photoUploadTicketSchema = z.object({
  uploadId: z.string(),
  method: z.literal('PUT'),
  url: z.string(),
  /** headers the browser must send as they are: they are part of the signature */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type PhotoUploadTicket = z.infer<typeof photoUploadTicketSchema>;

/** A photo as the pages show it: thumbnail for grids and lists, full image for the gallery, both short-lived links. */
export const parcelPhotoViewSchema = z.object({
  photoId: z.string(),
  description: z.string(),
  attachedAt: z.string(),
  attachedBy: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  width: z.number(),
  height: z.number(),
  thumbnailUrl: z.string(),
  url: z.string(),
});
export type ParcelPhotoView = z.infer<typeof parcelPhotoViewSchema>;

/** The answer to an attachment: the photo as the pages show it, and the stream version to wait for in the lists. */
export const attachedPhotoResultSchema = z.object({ parcelId: z.string(), photo: parcelPhotoViewSchema, version: z.number().int() });
export type AttachedPhotoResult = z.infer<typeof attachedPhotoResultSchema>;
